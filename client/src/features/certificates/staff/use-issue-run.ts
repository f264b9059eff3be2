import type { CertificateProgress } from '@ctf/shared/schemas/certificates';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { serverMessageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/** How often a running issue is asked about: often enough to watch it move, rarely enough for a long run. */
const POLL_MS = 1_500;

/** Where a bulk issue takes its people from: a competition or a confirmed roster. */
export type IssueSource = { competition_id: number } | { roster_id: number };

/** A bulk run is under way: started and not finished. */
export const isRunning = (progress: CertificateProgress | undefined) =>
  progress !== undefined && progress.started_at !== null && progress.finished_at === null;

/**
 * The latest bulk run of a source, asked for again while it runs; when it finishes, the lists of
 * issued certificates are read again.
 */
export function useIssueProgress(source: IssueSource) {
  const utils = trpc.useUtils();
  const progress = trpc.organizer.certificates.progress.useQuery(source, {
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });
  const finishedAt = progress.data?.finished_at;
  const lastFinish = useRef(finishedAt);
  useEffect(() => {
    if (finishedAt === lastFinish.current) return;
    lastFinish.current = finishedAt;
    void utils.organizer.certificates.list.invalidate();
  }, [finishedAt, utils]);
  return progress;
}

/** What an issue mutation does when it answers: say how many were queued, then watch the run. */
export function useIssueHandlers(source: IssueSource) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  return {
    onSuccess: ({ total }: { total: number }) =>
      notify(
        total > 0
          ? { type: 'success', title: t('certificatesStaff.issue.queued', { count: total }) }
          : { type: 'info', title: t('certificatesStaff.issue.nothingToIssue') },
      ),
    onError: (error: unknown) =>
      notify({ type: 'error', title: t('certificatesStaff.issue.failed'), description: serverMessageOf(error) }),
    onSettled: () => utils.organizer.certificates.progress.invalidate(source),
  };
}
