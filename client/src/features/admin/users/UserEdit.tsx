import { DataList } from '@chakra-ui/react/data-list';
import { Box } from '@chakra-ui/react/box';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '@/lib/dates';
import { errorCodeOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { PageLoading } from '../../layout/PageLoading';
import { AdminPage } from '../components/AdminPage';
import { AuditLog } from '../components/AuditLog';
import { LoadError } from '../components/LoadError';
import { NotFound } from '../components/NotFound';
import { useListReturn } from '@/components/data-table';
import { ADMIN_PATHS } from '../paths';
import { UserAccountPanel } from './UserAccountPanel';
import { UserEditForm } from './UserEditForm';

const idFrom = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : 0);

/** /admin/users/{id}/edit: the user's facts, the form, and the change history (issue 6). */
export function UserEdit() {
  const { t } = useTranslation();
  const id = idFrom(useParams().id);
  const listPath = useListReturn(ADMIN_PATHS.users);
  const details = trpc.admin.users.get.useQuery({ id }, { enabled: id > 0 });
  const back = { to: listPath, label: t('admin.users.edit.backToList') };

  if (id === 0 || errorCodeOf(details.error) === 'NOT_FOUND') {
    return (
      <AdminPage title={t('admin.users.edit.title')} back={back}>
        <NotFound text={t('admin.users.edit.notFound')} backTo={listPath} backLabel={back.label} />
      </AdminPage>
    );
  }
  if (details.isPending) return <PageLoading />;
  if (details.isError) {
    return (
      <AdminPage title={t('admin.users.edit.title')} back={back}>
        <LoadError error={details.error} onRetry={() => void details.refetch()} />
      </AdminPage>
    );
  }

  const { user, audit } = details.data;
  return (
    <AdminPage title={t('admin.users.edit.title')} description={user.username} back={back}>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <DataList.Item>
          <DataList.ItemLabel>{t('admin.users.edit.userId')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.id}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('admin.users.edit.memberSince')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(user.created_at)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <UserAccountPanel details={details.data} />
      {/* Remounted after a save elsewhere changes the stored values, so the form shows them. */}
      <UserEditForm key={`${user.email}|${user.roles.join()}`} user={user} listPath={listPath} />
      <Box borderTopWidth="1px" borderColor="border.muted" pt="6">
        <AuditLog entries={audit} />
      </Box>
    </AdminPage>
  );
}
