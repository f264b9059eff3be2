import { lucideIcons } from '../../components/ui/lucide-icon';
import drawings from './icons.json';

// Icons of the organizer area (see lucide-icon.ts for why they are not imported from react-icons/lu).
export const { PlusIcon, UploadIcon, TrashIcon, EyeIcon, SendIcon } = lucideIcons(drawings);
