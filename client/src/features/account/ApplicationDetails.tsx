import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useInterfaceScript } from '../../lib/script';
import { Details, type Detail } from './Details';
import type { CompetitorApplication } from './types';

/** What the applicant submitted, and when it was decided. */
export function ApplicationDetails({ application }: { application: CompetitorApplication }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const institution = application.institution
    ? `${inScript(application.institution.name)}, ${inScript(application.institution.city)}`
    : (application.institution_name ?? '');
  const items: Detail[] = [
    { label: t('account.competitor.details.name'), value: `${application.first_name} ${application.last_name}` },
    { label: t('account.competitor.details.dateOfBirth'), value: formatDate(application.date_of_birth) },
    { label: t('account.competitor.details.gender'), value: t(`account.genders.${application.gender}`) },
    { label: t('account.competitor.details.residence'), value: application.permanent_residence },
    { label: t('account.competitor.details.institution'), value: institution, testId: 'application-institution' },
    { label: t('account.competitor.details.shirtSize'), value: application.shirt_size },
    { label: t('account.competitor.details.appliedAt'), value: formatDateTime(application.created_at) },
  ];
  if (application.decided_at) {
    items.push({ label: t('account.competitor.details.decidedAt'), value: formatDateTime(application.decided_at) });
  }
  if (application.ctf_team && application.joined_team_at) {
    items.push({
      label: t('account.competitor.details.joinedTeamAt'),
      value: formatDateTime(application.joined_team_at),
    });
  }
  return <Details items={items} />;
}
