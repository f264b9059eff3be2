import { useTranslation } from 'react-i18next';
import { AreaConfirmDialog, type AreaConfirmDialogProps } from '../area-shell/AreaConfirmDialog';

export function ConfirmDialog(props: Omit<AreaConfirmDialogProps, 'closeLabel'>) {
  const { t } = useTranslation();
  return <AreaConfirmDialog closeLabel={t('organizerArea.close')} {...props} />;
}
