import { useTranslation } from 'react-i18next';
import { AreaDialog, type AreaDialogProps } from '../area-shell/AreaDialog';

/** What a dialog about one competition is opened with. */
export interface CompetitionDialogProps {
  slug: string;
  isOpen: boolean;
  onClose: () => void;
}

export function OrganizerDialog(props: Omit<AreaDialogProps, 'closeLabel'>) {
  const { t } = useTranslation();
  const labels = {
    closeLabel: t('organizerArea.close'),
    cancelLabel: t('organizerArea.finalists.inviteDialog.cancel'),
    doneLabel: t('organizerArea.finalists.inviteDialog.close'),
  };
  return <AreaDialog {...labels} {...props} />;
}
