import { lucideIcons } from '../ui/lucide-icon';
import drawings from './icons.json';

// Icons of the list pieces (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const {
  ArrowUpIcon,
  ArrowDownIcon,
  ArrowUpDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  SearchIcon,
  DownloadIcon,
} = lucideIcons(drawings);
