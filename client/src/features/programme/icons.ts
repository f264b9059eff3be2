import { lucideIcon } from '@/components/ui/lucide-icon';

// Icons of the seasons page (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const CalendarIcon = lucideIcon(
  ['path', { d: 'M8 2v4' }],
  ['path', { d: 'M16 2v4' }],
  ['rect', { width: '18', height: '18', x: '3', y: '4', rx: '2' }],
  ['path', { d: 'M3 10h18' }],
);
export const ArrowUpIcon = lucideIcon(['path', { d: 'm5 12 7-7 7 7' }], ['path', { d: 'M12 19V5' }]);
export const ArrowDownIcon = lucideIcon(['path', { d: 'M12 5v14' }], ['path', { d: 'm19 12-7 7-7-7' }]);
