import { DescribedSwitch } from '@/components/ui/recipes/described-switch';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** An accepted competitor joins or leaves the CTF team (DECISIONS: PATCH /competitors/@me). */
export function CtfTeamSwitch({ isMember }: { isMember: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const update = trpc.competitors.updateMe.useMutation({
    onSuccess: (data) => {
      utils.competitors.me.setData(undefined, data);
      notify({
        type: 'success',
        title: data.application.ctf_team
          ? t('account.competitor.ctfTeam.joined')
          : t('account.competitor.ctfTeam.left'),
      });
    },
    onError: (error) => {
      notify({ type: 'error', title: t('account.competitor.ctfTeam.failed'), description: serverMessageOf(error) });
    },
  });
  return (
    <DescribedSwitch
      label={t('account.competitor.ctfTeam.label')}
      description={t('account.competitor.ctfTeam.description')}
      checked={isMember}
      disabled={update.isPending}
      onCheckedChange={(checked) => update.mutate({ ctf_team: checked })}
      size="lg"
      data-testid="ctf-team-switch"
    />
  );
}
