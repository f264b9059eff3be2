import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { RotateCwIcon } from '../../components/ui/lucide-icon';
import { notify } from '../../components/ui/notify';
import { formatDateTime } from '../../lib/dates';
import { serverMessageOf } from '../../lib/errors';
import { publicConfig } from '../../lib/public-config';
import { trpc } from '../../lib/trpc';
import { ExternalLinkIcon, FlagIcon } from '../app-shell/icons';
import { InfoCard } from '../app-shell/InfoCard';
import { progressSummary } from './playground-progress';

/** The player's solves on the playground, when it was read, and a refresh (once a minute). */
function PlaygroundProgress() {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const progress = trpc.account.playgroundProgress.useQuery();
  const refresh = trpc.account.refreshPlaygroundProgress.useMutation({
    onSuccess: (fresh) => utils.account.playgroundProgress.setData(undefined, fresh),
    onError: (error) =>
      notify({
        type: 'error',
        title: t('app.dashboard.playgroundProgress.refreshFailed'),
        description: serverMessageOf(error),
      }),
  });
  if (!progress.data?.enabled) return null;
  const { read_at: readAt } = progress.data;
  return (
    <Stack gap="1" mt="4" data-testid="playground-progress">
      <Text fontWeight="semibold" aria-live="polite">
        {progressSummary(t, i18n.language, progress.data)}
      </Text>
      <HStack gap="3" wrap="wrap">
        {readAt && (
          <Text color="fg.muted" fontSize="sm">
            {t('app.dashboard.playgroundProgress.readAt', { time: formatDateTime(readAt) })}
          </Text>
        )}
        <Button
          size="sm"
          variant="ghost"
          loading={refresh.isPending}
          loadingText={t('app.dashboard.playgroundProgress.refreshing')}
          onClick={() => refresh.mutate()}
        >
          <RotateCwIcon aria-hidden />
          {t('app.dashboard.playgroundProgress.refresh')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The 24/7 training area on the external CTF platform, entered with the platform's own credentials. */
export function PlaygroundCard() {
  const { t } = useTranslation();
  return (
    <InfoCard
      data-testid="playground-card"
      icon={<FlagIcon />}
      title={t('app.dashboard.playgroundTitle')}
      text={t('app.dashboard.playgroundText')}
      footer={
        <Button asChild colorPalette="brand">
          <a href={publicConfig.ctfPlaygroundUrl} target="_blank" rel="noopener noreferrer">
            {t('app.dashboard.playgroundButton')}
            <ExternalLinkIcon />
            <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
          </a>
        </Button>
      }
    >
      <PlaygroundProgress />
    </InfoCard>
  );
}
