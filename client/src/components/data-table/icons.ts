import { lucideIcon } from '../ui/lucide-icon';

// Icons of the list pieces (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const ArrowUpIcon = lucideIcon(['path', { d: 'm5 12 7-7 7 7' }], ['path', { d: 'M12 19V5' }]);
export const ArrowDownIcon = lucideIcon(['path', { d: 'M12 5v14' }], ['path', { d: 'm19 12-7 7-7-7' }]);
export const ArrowUpDownIcon = lucideIcon(
  ['path', { d: 'm21 16-4 4-4-4' }],
  ['path', { d: 'M17 20V4' }],
  ['path', { d: 'm3 8 4-4 4 4' }],
  ['path', { d: 'M7 4v16' }],
);
export const ChevronLeftIcon = lucideIcon(['path', { d: 'm15 18-6-6 6-6' }]);
export const ChevronRightIcon = lucideIcon(['path', { d: 'm9 18 6-6-6-6' }]);
export const SearchIcon = lucideIcon(['circle', { cx: '11', cy: '11', r: '8' }], ['path', { d: 'm21 21-4.3-4.3' }]);
export const DownloadIcon = lucideIcon(
  ['path', { d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }],
  ['polyline', { points: '7 10 12 15 17 10' }],
  ['line', { x1: '12', x2: '12', y1: '15', y2: '3' }],
);
