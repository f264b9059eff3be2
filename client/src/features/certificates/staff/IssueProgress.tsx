import { Text } from '@chakra-ui/react/text';
import { Stack } from '@chakra-ui/react/stack';
import type { CertificateProgress } from '@ctf/shared/schemas/certificates';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/recipes/progress';
import { formatDateTime } from '@/lib/dates';
import { isRunning } from './use-issue-run';

/** The latest bulk run: a bar while it runs, then when it finished and how many were issued or failed. */
export function IssueProgress({ progress }: { progress: CertificateProgress | undefined }) {
  const { t } = useTranslation();
  if (!progress || progress.started_at === null) return null;
  const { total, done, failed, finished_at } = progress;
  const running = isRunning(progress);
  const share = total === 0 ? 100 : Math.round(((done + failed) / total) * 100);
  return (
    <Stack gap="2" maxW="xl" data-testid="certificates-progress" data-state={running ? 'running' : 'finished'}>
      <Progress.Root value={share} size="sm" colorPalette={failed > 0 ? 'orange' : 'green'} max={100}>
        <Progress.Label mb="1" fontSize="sm">
          {running || finished_at === null
            ? t('certificatesStaff.progress.running', { done, total })
            : t('certificatesStaff.progress.finished', { date: formatDateTime(finished_at), done, total })}
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {failed > 0 && (
        <Text fontSize="sm" color="orange.fg">
          {t('certificatesStaff.progress.failed', { count: failed })}
        </Text>
      )}
    </Stack>
  );
}
