import { lucideIcon } from '../../components/ui/lucide-icon';

export const UserPlusIcon = lucideIcon(
  ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
  ['circle', { cx: '9', cy: '7', r: '4' }],
  ['line', { x1: '19', x2: '19', y1: '8', y2: '14' }],
  ['line', { x1: '22', x2: '16', y1: '11', y2: '11' }],
);
export const LogInIcon = lucideIcon(
  ['path', { d: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4' }],
  ['polyline', { points: '10 17 15 12 10 7' }],
  ['line', { x1: '15', x2: '3', y1: '12', y2: '12' }],
);
export const MessageCircleIcon = lucideIcon(['path', { d: 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z' }]);
export const LayoutDashboardIcon = lucideIcon(
  ['rect', { width: '7', height: '9', x: '3', y: '3', rx: '1' }],
  ['rect', { width: '7', height: '5', x: '14', y: '3', rx: '1' }],
  ['rect', { width: '7', height: '9', x: '14', y: '12', rx: '1' }],
  ['rect', { width: '7', height: '5', x: '3', y: '16', rx: '1' }],
);
