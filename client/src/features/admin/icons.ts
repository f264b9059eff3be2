import { lucideIcons } from '../../components/ui/lucide-icon';
import drawings from './icons.json';

// Icons of the admin area (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const {
  UsersIcon,
  BuildingIcon,
  MedalIcon,
  KeyIcon,
  UserCheckIcon,
  HourglassIcon,
  PlusIcon,
  TrashIcon,
  CheckIcon,
  XIcon,
  RotateCcwIcon,
  EyeIcon,
  PencilIcon,
  MailIcon,
  ScrollTextIcon,
  ImportIcon,
  PrinterIcon,
} = lucideIcons(drawings);
