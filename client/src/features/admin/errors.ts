import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';

/** Spec section 8: a failed admin action shows the server's message, else the generic text. */
export function useNotifyError() {
  const { t } = useTranslation();
  return (error: unknown) => notify({ type: 'error', title: serverMessageOf(error) ?? t('admin.common.genericError') });
}
