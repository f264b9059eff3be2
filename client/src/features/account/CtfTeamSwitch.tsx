import { Stack } from '@chakra-ui/react/stack';
import { Switch } from '@/components/ui/recipes/switch';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** An accepted competitor joins or leaves the CTF team (DECISIONS: PATCH /competitors/@me). */
export function CtfTeamSwitch({ isMember }: { isMember: boolean }) {
  const { t } = useTranslation();
  const descriptionId = useId();
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
    <Switch.Root
      checked={isMember}
      disabled={update.isPending}
      onCheckedChange={({ checked }) => update.mutate({ ctf_team: checked })}
      colorPalette="brand"
      size="lg"
      alignItems="flex-start"
      gap="3"
      data-testid="ctf-team-switch"
    >
      <Switch.HiddenInput role="switch" aria-describedby={descriptionId} />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
      <Stack gap="0.5">
        <Switch.Label fontWeight="semibold">{t('account.competitor.ctfTeam.label')}</Switch.Label>
        <Text id={descriptionId} fontSize="sm" color="fg.muted">
          {t('account.competitor.ctfTeam.description')}
        </Text>
      </Stack>
    </Switch.Root>
  );
}
