import { lucideIcons } from '@/components/ui/lucide-icon';
import drawings from './icons.json';

// Icons of the seasons page (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const { CalendarIcon, ArrowUpIcon, ArrowDownIcon } = lucideIcons(drawings);
