import { lucideIcons } from '../../components/ui/lucide-icon';
import drawings from './icons.json';

export const { BadgeCheckIcon, BanIcon, SearchXIcon, AwardIcon } = lucideIcons(drawings);
