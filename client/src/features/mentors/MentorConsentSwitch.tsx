import { DescribedSwitch } from '@/components/ui/recipes/described-switch';
import { useTranslation } from 'react-i18next';
import { needsGuardianConsent } from '@ctf/shared/schemas/competitor';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import type { CompetitorApplication } from '../account/types';
import '../../locales/mentors';

/** The account page's answer to "may my school's mentors follow my progress?", changeable at any time. */
export function MentorConsentSwitch({ application }: { application: CompetitorApplication }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const isGuardianAnswering = needsGuardianConsent(application.date_of_birth, new Date());
  const update = trpc.competitors.setMentorConsent.useMutation({
    onSuccess: (data) => {
      utils.competitors.me.setData(undefined, data);
      notify({
        type: 'success',
        title: data.application.mentor_consent ? t('mentors.consent.allowed') : t('mentors.consent.withdrawn'),
      });
    },
    onError: (error) => {
      notify({ type: 'error', title: t('mentors.consent.failed'), description: serverMessageOf(error) });
    },
  });
  return (
    <DescribedSwitch
      label={isGuardianAnswering ? t('mentors.consent.guardianLabel') : t('mentors.consent.label')}
      description={t('mentors.consent.switchHint')}
      checked={application.mentor_consent}
      disabled={update.isPending}
      onCheckedChange={(checked) => update.mutate({ mentor_consent: checked })}
      size="lg"
      data-testid="mentor-consent-switch"
    />
  );
}
