import { useTranslation } from 'react-i18next';
import { AreaConfirmDialog, type AreaConfirmDialogProps } from '../../area-shell/AreaConfirmDialog';

export function ConfirmDialog(props: Omit<AreaConfirmDialogProps, 'closeLabel' | 'cancelLabel'>) {
  const { t } = useTranslation();
  return <AreaConfirmDialog closeLabel={t('admin.common.close')} cancelLabel={t('admin.common.cancel')} {...props} />;
}
