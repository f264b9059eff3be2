import { lucideIcons } from '../../components/ui/lucide-icon';
import drawings from './icons.json';

export const { UserPlusIcon, LogInIcon, MessageCircleIcon, LayoutDashboardIcon } = lucideIcons(drawings);
