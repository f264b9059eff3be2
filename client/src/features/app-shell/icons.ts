import { lucideIcon } from '../../components/ui/lucide-icon';

// Icons of the signed-in area (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const DashboardIcon = lucideIcon(
  ['rect', { width: '7', height: '9', x: '3', y: '3', rx: '1' }],
  ['rect', { width: '7', height: '5', x: '14', y: '3', rx: '1' }],
  ['rect', { width: '7', height: '9', x: '14', y: '12', rx: '1' }],
  ['rect', { width: '7', height: '5', x: '3', y: '16', rx: '1' }],
);
export const TrophyIcon = lucideIcon(
  ['path', { d: 'M6 9H4.5a2.5 2.5 0 0 1 0-5H6' }],
  ['path', { d: 'M18 9h1.5a2.5 2.5 0 0 0 0-5H18' }],
  ['path', { d: 'M4 22h16' }],
  ['path', { d: 'M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22' }],
  ['path', { d: 'M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22' }],
  ['path', { d: 'M18 2H6v7a6 6 0 0 0 12 0V2Z' }],
);
export const UserIcon = lucideIcon(['circle', { cx: '12', cy: '8', r: '5' }], ['path', { d: 'M20 21a8 8 0 0 0-16 0' }]);
export const ClipboardListIcon = lucideIcon(
  ['rect', { width: '8', height: '4', x: '8', y: '2', rx: '1', ry: '1' }],
  ['path', { d: 'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2' }],
  ['path', { d: 'M12 11h4' }],
  ['path', { d: 'M12 16h4' }],
  ['path', { d: 'M8 11h.01' }],
  ['path', { d: 'M8 16h.01' }],
);
export const ShieldCheckIcon = lucideIcon(
  [
    'path',
    {
      d: 'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
    },
  ],
  ['path', { d: 'm9 12 2 2 4-4' }],
);
export const LogOutIcon = lucideIcon(
  ['path', { d: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4' }],
  ['polyline', { points: '16 17 21 12 16 7' }],
  ['line', { x1: '21', x2: '9', y1: '12', y2: '12' }],
);
export const ConstructionIcon = lucideIcon(
  ['rect', { x: '2', y: '6', width: '20', height: '8', rx: '1' }],
  ['path', { d: 'M17 14v7' }],
  ['path', { d: 'M7 14v7' }],
  ['path', { d: 'M17 3v3' }],
  ['path', { d: 'M7 3v3' }],
  ['path', { d: 'M10 14 2.3 6.3' }],
  ['path', { d: 'm14 6 7.7 7.7' }],
  ['path', { d: 'm8 6 8 8' }],
);
export const FlagIcon = lucideIcon(
  ['path', { d: 'M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z' }],
  ['line', { x1: '4', x2: '4', y1: '22', y2: '15' }],
);
export const ExternalLinkIcon = lucideIcon(
  ['path', { d: 'M15 3h6v6' }],
  ['path', { d: 'M10 14 21 3' }],
  ['path', { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }],
);
export const ArrowLeftIcon = lucideIcon(['path', { d: 'm12 19-7-7 7-7' }], ['path', { d: 'M19 12H5' }]);
export const ChartColumnIcon = lucideIcon(
  ['path', { d: 'M3 3v16a2 2 0 0 0 2 2h16' }],
  ['path', { d: 'M18 17V9' }],
  ['path', { d: 'M13 17V5' }],
  ['path', { d: 'M8 17v-3' }],
);
