import { useTranslation } from 'react-i18next';
import { AreaDialog, type AreaDialogProps } from '../area-shell/AreaDialog';

export function OrganizerDialog(props: Omit<AreaDialogProps, 'closeLabel'>) {
  const { t } = useTranslation();
  return <AreaDialog closeLabel={t('organizerArea.close')} {...props} />;
}
