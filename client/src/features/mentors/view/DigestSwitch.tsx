import { DescribedSwitch } from '@/components/ui/recipes/described-switch';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/notify';
import { serverMessageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

/** The e-mail after each stage of the programme (results, finals, team): on unless the mentor turns it off. */
export function DigestSwitch({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const setDigest = trpc.mentor.setDigest.useMutation({
    onSuccess: (_answer, { enabled }) => {
      utils.mentor.institutions.setData(undefined, (overview) => overview && { ...overview, digest_enabled: enabled });
      notify({ type: 'success', title: enabled ? t('mentors.digest.on') : t('mentors.digest.off') });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('mentors.digest.failed'), description: serverMessageOf(error) }),
  });
  return (
    <DescribedSwitch
      label={t('mentors.digest.label')}
      description={t('mentors.digest.description')}
      checked={isEnabled}
      disabled={setDigest.isPending}
      onCheckedChange={(enabled) => setDigest.mutate({ enabled })}
      size="lg"
      data-testid="digest-switch"
    />
  );
}
