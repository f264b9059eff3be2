import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { competitionPaths } from '../competitions/paths';
import type { Competition } from '../competitions/types';
import { ConfirmDialog } from './ConfirmDialog';
import { TrashIcon } from './icons';
import { useInterfaceScript } from '../../lib/script';

/**
 * Delete asks first and says what happens: a competition others' data hangs on is archived
 * (restorable), any other is deleted for good; then back to the list.
 */
export function DeleteCompetitionButton({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [isOpen, setIsOpen] = useState(false);
  const remove = trpc.organizer.competitions.delete.useMutation({
    onSuccess: async ({ archived }) => {
      notify({
        type: 'success',
        title: archived ? t('organizerArea.deleteDialog.archived') : t('organizerArea.deleteDialog.deleted'),
      });
      setIsOpen(false);
      navigate(competitionPaths.organizerList);
      await utils.organizer.competitions.list.invalidate();
      utils.organizer.competitions.get.setData({ slug: competition.slug }, undefined);
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setIsOpen(true)}>
        <TrashIcon />
        {t('organizerArea.deleteDialog.button')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        onConfirm={() => remove.mutate({ slug: competition.slug })}
        isConfirming={remove.isPending}
        title={t('organizerArea.deleteDialog.title', { name: inScript(competition.name) })}
        text={t('organizerArea.deleteDialog.warning')}
        confirmLabel={t('organizerArea.deleteDialog.confirm')}
        confirmingLabel={t('organizerArea.deleteDialog.deleting')}
        cancelLabel={t('organizerArea.deleteDialog.cancel')}
      />
    </>
  );
}
