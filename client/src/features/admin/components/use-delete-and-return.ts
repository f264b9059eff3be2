import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { trpc } from '@/lib/trpc';
import { useNotifyError } from '../errors';

interface DeleteAndReturnOptions {
  /** The list page the admin came from. */
  listPath: string;
  remove: () => Promise<unknown>;
  isRemoving: boolean;
  /** The toast once it is gone. */
  deletedTitle: string;
  /** Refreshes the list the record was in. */
  invalidateList: () => Promise<unknown>;
}

/**
 * An edit page's Delete behind its confirm dialog: delete, close, say so, go back to the list and
 * refresh it and the dashboard's figures. A refusal (a record still in use, say) closes the dialog and
 * shows the server's reason. `dialog` goes to the ConfirmDialog, which adds its own words.
 */
export function useDeleteAndReturn(options: DeleteAndReturnOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const notifyError = useNotifyError();
  const [isConfirming, setIsConfirming] = useState(false);
  const confirm = async () => {
    try {
      await options.remove();
      setIsConfirming(false);
      notify({ type: 'success', title: options.deletedTitle });
      await navigate(options.listPath);
      await Promise.all([options.invalidateList(), utils.admin.stats.invalidate()]);
    } catch (error) {
      setIsConfirming(false);
      notifyError(error);
    }
  };
  return {
    isConfirming,
    askToConfirm: () => setIsConfirming(true),
    dialog: {
      isOpen: isConfirming,
      onClose: () => setIsConfirming(false),
      onConfirm: () => void confirm(),
      isConfirming: options.isRemoving,
      confirmingLabel: t('admin.common.deleting'),
    },
  };
}
