import { lucideIcons } from '../../components/ui/lucide-icon';
import drawings from './icons.json';

// Icons of the schools-and-mentors pages (see lucide-icon.ts for why they are defined here).
export const { GraduationCapIcon, CopyIcon, RotateIcon, LinkIcon, MailIcon } = lucideIcons(drawings);
