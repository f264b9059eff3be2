import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { trpc } from '@/lib/trpc';
import { useNotifyError } from '../errors';
import type { AdminCompetitor } from '../types';

type Decided = Pick<AdminCompetitor, 'full_name' | 'ctf_team'>;

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
  /** A decision's toast (its text names the competitor), then the lists read again. */
  const decided = (doneKey: (competitor: Decided) => ParseKeys) => ({
    onSuccess: (competitor: Decided) => {
      notify({ type: 'success', title: t(doneKey(competitor), { name: competitor.full_name }) });
      return refresh();
    },
    onError: notifyError,
  });

  const accept = trpc.admin.competitors.accept.useMutation(decided(() => 'admin.competitors.accepted'));
  const reject = trpc.admin.competitors.reject.useMutation(decided(() => 'admin.competitors.rejected'));
  const reconsider = trpc.admin.competitors.reconsider.useMutation(decided(() => 'admin.competitors.reconsidered'));
  const revoke = trpc.admin.competitors.revoke.useMutation(decided(() => 'admin.competitors.revoked'));
  const setTeam = trpc.admin.competitors.setTeam.useMutation(
    decided((competitor) => (competitor.ctf_team ? 'admin.competitors.teamAdded' : 'admin.competitors.teamRemoved')),
  );

  /** Whether any decision is on its way: the decision buttons wait for it. */
  const isDeciding =
    accept.isPending || reject.isPending || reconsider.isPending || revoke.isPending || setTeam.isPending;
  const isAccepting = (competitor: Pick<AdminCompetitor, 'id'>) =>
    accept.isPending && accept.variables?.id === competitor.id;

  return { accept, reject, reconsider, revoke, setTeam, refresh, isDeciding, isAccepting };
}

export type CompetitorDecisions = ReturnType<typeof useCompetitorDecisions>;
