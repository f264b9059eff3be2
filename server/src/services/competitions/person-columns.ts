import type { Language } from '@ctf/shared/i18n/languages';
import type { EXPORT_LABELS } from '@ctf/shared/i18n/export-labels';

/** The first columns of the organizers' files (registrations, finalists): who the person is and where from. */
export const personHeaders = (l: (typeof EXPORT_LABELS)[Language]) => [
  l.username,
  l.email,
  l.fullName,
  l.institution,
  l.city,
];
