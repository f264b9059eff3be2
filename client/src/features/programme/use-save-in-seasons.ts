import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { saveOrExplain } from '@/components/edit-conflict/save-or-explain';
import { notify } from '@/components/ui/notify';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';

type SaveOptions = Pick<Parameters<typeof saveOrExplain>[1], 'conflict' | 'showServerErrors'> & {
  onClose: () => void;
};

/**
 * The season and category dialogs' save: once saved, a toast naming the saved item in the
 * interface's script, the seasons read again and the dialog closed.
 */
export function useSaveInSeasons({ conflict, showServerErrors, onClose }: SaveOptions) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const utils = trpc.useUtils();
  return (save: () => Promise<{ name: string }>, savedTitle: ParseKeys) =>
    saveOrExplain(save, {
      conflict,
      showServerErrors,
      failedTitle: t('organizerArea.seasons.failed'),
      done: async (saved) => {
        notify({ type: 'success', title: t(savedTitle, { name: inScript(saved.name) }) });
        await utils.programme.seasons.invalidate();
        onClose();
      },
    });
}
