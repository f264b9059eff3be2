import { lucideIcons } from '../../components/ui/lucide-icon';
import drawings from './icons.json';

// Icons of the signed-in area (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const {
  DashboardIcon,
  TrophyIcon,
  UserIcon,
  ClipboardListIcon,
  ShieldCheckIcon,
  LogOutIcon,
  ConstructionIcon,
  FlagIcon,
  ExternalLinkIcon,
  ArrowLeftIcon,
  ChartColumnIcon,
} = lucideIcons(drawings);
