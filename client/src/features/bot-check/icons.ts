import { lucideIcons } from '../../components/ui/lucide-icon';
import drawings from './icons.json';

export const { CheckIcon, ShieldCheckIcon } = lucideIcons(drawings);
