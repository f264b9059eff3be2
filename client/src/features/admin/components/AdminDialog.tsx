import { useTranslation } from 'react-i18next';
import { AreaDialog, type AreaDialogProps } from '../../area-shell/AreaDialog';

export function AdminDialog(props: Omit<AreaDialogProps, 'closeLabel'>) {
  const { t } = useTranslation();
  return <AreaDialog closeLabel={t('admin.common.close')} cancelLabel={t('admin.common.cancel')} {...props} />;
}
