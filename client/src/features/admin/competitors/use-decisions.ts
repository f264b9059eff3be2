import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { trpc } from '@/lib/trpc';
import { useNotifyError } from '../errors';
import type { AdminCompetitor } from '../types';

/**
 * The admin's decisions on applications. Each success says so in a toast and refreshes every
 * competitor list, the open dialog and the dashboard counts; a failure shows the server's message.
 * Callers close their dialogs through the per-call onSuccess.
 */
export function useCompetitorDecisions() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const notifyError = useNotifyError();
  const refresh = () => Promise.all([utils.admin.competitors.invalidate(), utils.admin.stats.invalidate()]);
  const succeeded = (title: string) => {
    notify({ type: 'success', title });
    return refresh();
  };

  const accept = trpc.admin.competitors.accept.useMutation({
    onSuccess: (competitor) => succeeded(t('admin.competitors.accepted', { name: competitor.full_name })),
    onError: notifyError,
  });
  const reject = trpc.admin.competitors.reject.useMutation({
    onSuccess: (competitor) => succeeded(t('admin.competitors.rejected', { name: competitor.full_name })),
    onError: notifyError,
  });
  const reconsider = trpc.admin.competitors.reconsider.useMutation({
    onSuccess: (competitor) => succeeded(t('admin.competitors.reconsidered', { name: competitor.full_name })),
    onError: notifyError,
  });

  const revoke = trpc.admin.competitors.revoke.useMutation({
    onSuccess: (competitor) => succeeded(t('admin.competitors.revoked', { name: competitor.full_name })),
    onError: notifyError,
  });
  const setTeam = trpc.admin.competitors.setTeam.useMutation({
    onSuccess: (competitor) =>
      succeeded(
        t(competitor.ctf_team ? 'admin.competitors.teamAdded' : 'admin.competitors.teamRemoved', {
          name: competitor.full_name,
        }),
      ),
    onError: notifyError,
  });

  /** Whether any decision is on its way: the decision buttons wait for it. */
  const isDeciding =
    accept.isPending || reject.isPending || reconsider.isPending || revoke.isPending || setTeam.isPending;
  const isAccepting = (competitor: Pick<AdminCompetitor, 'id'>) =>
    accept.isPending && accept.variables?.id === competitor.id;

  return { accept, reject, reconsider, revoke, setTeam, refresh, isDeciding, isAccepting };
}

export type CompetitorDecisions = ReturnType<typeof useCompetitorDecisions>;
