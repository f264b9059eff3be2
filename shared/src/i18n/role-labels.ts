import type { Role } from '../constants';
import type { Language } from './languages';

/** Each role's name as the admin pages and the users export show it. */
export const ROLE_LABELS: Readonly<Record<Language, Readonly<Record<Role, string>>>> = {
  en: {
    organizer: 'Organizer',
    admin: 'Admin',
    women4cyber: 'Women4Cyber',
    reporter: 'Reporter',
    mentor: 'Mentor',
  },
  sr: {
    organizer: 'Организатор',
    admin: 'Администратор',
    women4cyber: 'Women4Cyber',
    reporter: 'Извештач',
    mentor: 'Ментор',
  },
};
