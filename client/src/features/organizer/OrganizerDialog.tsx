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
  return <AreaDialog closeLabel={t('organizerArea.close')} {...props} />;
}
