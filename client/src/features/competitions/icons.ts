import { lucideIcons } from '../../components/ui/lucide-icon';
import drawings from './icons.json';

// Icons of the competition pages (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const { CheckIcon, XIcon, CalendarIcon, ClockIcon, LogInIcon, CircleCheckIcon } = lucideIcons(drawings);
