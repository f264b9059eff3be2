import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** Accept and reject a pending registration (the server e-mails the user), then refresh the list. */
export function useRegistrationDecision(slug: string, onDecided?: () => void) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const handlers = (successKey: 'organizerArea.registrations.accepted' | 'organizerArea.registrations.rejected') => ({
    onSuccess: async () => {
      notify({ type: 'success', title: t(successKey) });
      onDecided?.();
      await utils.organizer.registrations.invalidate();
    },
    onError: async (error: unknown) => {
      notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') });
      await utils.organizer.registrations.invalidate();
    },
  });
  const accept = trpc.organizer.registrations.accept.useMutation(handlers('organizerArea.registrations.accepted'));
  const reject = trpc.organizer.registrations.reject.useMutation(handlers('organizerArea.registrations.rejected'));
  return {
    accept: (id: number) => accept.mutate({ slug, id }),
    reject: (id: number) => reject.mutate({ slug, id }),
    /** The registration being decided now, if any: its buttons show progress, the others wait. */
    pendingId: accept.isPending ? accept.variables?.id : reject.isPending ? reject.variables?.id : undefined,
    pendingAction: accept.isPending ? ('accept' as const) : reject.isPending ? ('reject' as const) : undefined,
  };
}
