import { lucideIcon } from '../../components/ui/lucide-icon';

// Icons of the competition pages (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const CheckIcon = lucideIcon(['path', { d: 'M20 6 9 17l-5-5' }]);
export const XIcon = lucideIcon(['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]);
export const CalendarIcon = lucideIcon(
  ['rect', { width: '18', height: '18', x: '3', y: '4', rx: '2' }],
  ['line', { x1: '16', x2: '16', y1: '2', y2: '6' }],
  ['line', { x1: '8', x2: '8', y1: '2', y2: '6' }],
  ['line', { x1: '3', x2: '21', y1: '10', y2: '10' }],
);
export const ClockIcon = lucideIcon(
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['polyline', { points: '12 6 12 12 16 14' }],
);
export const LogInIcon = lucideIcon(
  ['path', { d: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4' }],
  ['polyline', { points: '10 17 15 12 10 7' }],
  ['line', { x1: '15', x2: '3', y1: '12', y2: '12' }],
);
export const CircleCheckIcon = lucideIcon(
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm9 12 2 2 4-4' }],
);
