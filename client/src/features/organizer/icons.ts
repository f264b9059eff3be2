import { lucideIcon } from '../../components/ui/lucide-icon';

// Icons of the organizer area (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const PlusIcon = lucideIcon(['path', { d: 'M5 12h14' }], ['path', { d: 'M12 5v14' }]);
export const UploadIcon = lucideIcon(
  ['path', { d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }],
  ['polyline', { points: '17 8 12 3 7 8' }],
  ['line', { x1: '12', x2: '12', y1: '3', y2: '15' }],
);
export const TrashIcon = lucideIcon(
  ['path', { d: 'M3 6h18' }],
  ['path', { d: 'M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6' }],
  ['path', { d: 'M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2' }],
  ['line', { x1: '10', x2: '10', y1: '11', y2: '17' }],
  ['line', { x1: '14', x2: '14', y1: '11', y2: '17' }],
);
export const EyeIcon = lucideIcon(
  ['path', { d: 'M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z' }],
  ['circle', { cx: '12', cy: '12', r: '3' }],
);
export const SendIcon = lucideIcon(['path', { d: 'm22 2-7 20-4-9-9-4Z' }], ['path', { d: 'M22 2 11 13' }]);
