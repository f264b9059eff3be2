import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PencilIcon } from '../icons';

/** A list row's Edit: the form it opens returns to the same page of the list (useListReturn). */
export function EditLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  const { search: listSearch } = useLocation();
  return (
    <Button asChild size="xs" variant="outline">
      <RouterLink to={to} state={{ listSearch }} aria-label={label}>
        <PencilIcon aria-hidden="true" />
        {t('admin.common.edit')}
      </RouterLink>
    </Button>
  );
}
