import { useTranslation } from 'react-i18next';
import type { MentorInstitution } from '@ctf/shared/schemas/mentors';
import { useInterfaceScript } from '../../lib/script';
import { Notice } from '../account/Notice';
import '../../locales/mentors';

/** The application opened from a school link: which school it filled in, and that it can be changed. */
export function JoinSchoolNotice({ school }: { school: MentorInstitution }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  return (
    <Notice
      status="info"
      title={t('mentors.join.wizardTitle', { school: inScript(school.name) })}
      data-testid="wizard-join-school"
    >
      {t('mentors.join.wizardText')}
    </Notice>
  );
}
