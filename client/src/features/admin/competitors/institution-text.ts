import type { TFunction } from 'i18next';
import type { AdminCompetitor } from '../types';

/** Spec: "name - city", or "not specified"; a name the applicant typed is shown as typed. */
export function institutionText(t: TFunction, competitor: Pick<AdminCompetitor, 'institution' | 'institution_name'>) {
  if (competitor.institution) return `${competitor.institution.name} - ${competitor.institution.city}`;
  return competitor.institution_name ?? t('admin.competitors.notSpecified');
}
