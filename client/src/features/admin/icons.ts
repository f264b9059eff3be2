import { lucideIcon } from '../../components/ui/lucide-icon';

// Icons of the admin area (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const UsersIcon = lucideIcon(
  ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
  ['circle', { cx: '9', cy: '7', r: '4' }],
  ['path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }],
  ['path', { d: 'M16 3.13a4 4 0 0 1 0 7.75' }],
);
export const BuildingIcon = lucideIcon(
  ['rect', { width: '16', height: '20', x: '4', y: '2', rx: '2', ry: '2' }],
  ['path', { d: 'M9 22v-4h6v4' }],
  ['path', { d: 'M8 6h.01' }],
  ['path', { d: 'M16 6h.01' }],
  ['path', { d: 'M12 6h.01' }],
  ['path', { d: 'M12 10h.01' }],
  ['path', { d: 'M12 14h.01' }],
  ['path', { d: 'M16 10h.01' }],
  ['path', { d: 'M16 14h.01' }],
  ['path', { d: 'M8 10h.01' }],
  ['path', { d: 'M8 14h.01' }],
);
export const MedalIcon = lucideIcon(
  [
    'path',
    {
      d: 'M7.21 15 2.66 7.14a2 2 0 0 1 .13-2.2L4.4 2.8A2 2 0 0 1 6 2h12a2 2 0 0 1 1.6.8l1.6 2.14a2 2 0 0 1 .14 2.2L16.79 15',
    },
  ],
  ['path', { d: 'M11 12 5.12 2.2' }],
  ['path', { d: 'm13 12 5.88-9.8' }],
  ['path', { d: 'M8 7h8' }],
  ['circle', { cx: '12', cy: '17', r: '5' }],
  ['path', { d: 'M12 18v-2h-.5' }],
);
export const KeyIcon = lucideIcon(
  ['path', { d: 'm15.5 7.5 2.3 2.3a1 1 0 0 0 1.4 0l2.1-2.1a1 1 0 0 0 0-1.4L19 4' }],
  ['path', { d: 'm21 2-9.6 9.6' }],
  ['circle', { cx: '7.5', cy: '15.5', r: '5.5' }],
);
export const UserCheckIcon = lucideIcon(
  ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
  ['circle', { cx: '9', cy: '7', r: '4' }],
  ['polyline', { points: '16 11 18 13 22 9' }],
);
export const HourglassIcon = lucideIcon(
  ['path', { d: 'M5 22h14' }],
  ['path', { d: 'M5 2h14' }],
  ['path', { d: 'M17 22v-4.172a2 2 0 0 0-.586-1.414L12 12l-4.414 4.414A2 2 0 0 0 7 17.828V22' }],
  ['path', { d: 'M7 2v4.172a2 2 0 0 0 .586 1.414L12 12l4.414-4.414A2 2 0 0 0 17 6.172V2' }],
);
export const PlusIcon = lucideIcon(['path', { d: 'M5 12h14' }], ['path', { d: 'M12 5v14' }]);
export const TrashIcon = lucideIcon(
  ['path', { d: 'M3 6h18' }],
  ['path', { d: 'M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6' }],
  ['path', { d: 'M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2' }],
);
export const CheckIcon = lucideIcon(['path', { d: 'M20 6 9 17l-5-5' }]);
export const XIcon = lucideIcon(['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]);
export const RotateCcwIcon = lucideIcon(
  ['path', { d: 'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8' }],
  ['path', { d: 'M3 3v5h5' }],
);
export const EyeIcon = lucideIcon(
  ['path', { d: 'M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0' }],
  ['circle', { cx: '12', cy: '12', r: '3' }],
);
export const PencilIcon = lucideIcon(
  [
    'path',
    {
      d: 'M21.17 6.81a1 1 0 0 0-3.99-3.99L3.84 16.17a2 2 0 0 0-.5.83l-1.32 4.35a.5.5 0 0 0 .62.62l4.35-1.32a2 2 0 0 0 .83-.5z',
    },
  ],
  ['path', { d: 'm15 5 4 4' }],
);
export const MailIcon = lucideIcon(
  ['rect', { width: '20', height: '16', x: '2', y: '4', rx: '2' }],
  ['path', { d: 'm22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7' }],
);
export const ScrollTextIcon = lucideIcon(
  ['path', { d: 'M15 12h-5' }],
  ['path', { d: 'M15 8h-5' }],
  ['path', { d: 'M19 17V5a2 2 0 0 0-2-2H4' }],
  [
    'path',
    { d: 'M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3' },
  ],
);
export const ImportIcon = lucideIcon(
  ['path', { d: 'M12 3v12' }],
  ['path', { d: 'm8 11 4 4 4-4' }],
  ['path', { d: 'M8 5H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-4' }],
);
export const PrinterIcon = lucideIcon(
  ['path', { d: 'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2' }],
  ['path', { d: 'M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6' }],
  ['rect', { x: '6', y: '14', width: '12', height: '8', rx: '1' }],
);
