import type { TFunction } from 'i18next';
import type { AdminCompetitor } from '../types';

/**
 * Spec: "name - city", or "not specified". A listed institution is in the interface's script
 * (`inScript`, useInterfaceScript); a name the applicant typed is shown as typed.
 */
export function institutionText(
  t: TFunction,
  inScript: (name: string) => string,
  competitor: Pick<AdminCompetitor, 'institution' | 'institution_name'>,
) {
  if (competitor.institution)
    return `${inScript(competitor.institution.name)} - ${inScript(competitor.institution.city)}`;
  return competitor.institution_name ?? t('admin.competitors.notSpecified');
}
