import { DataList } from '@/components/ui/recipes/data-list';
import { Box } from '@chakra-ui/react/box';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { AdminPage } from '../components/AdminPage';
import { AuditLog } from '../components/AuditLog';
import { RecordGate, useRecordId } from '../components/RecordGate';
import { useListReturn } from '@/components/data-table';
import { ADMIN_PATHS } from '../paths';
import { UserAccountPanel } from './UserAccountPanel';
import { UserEditForm } from './UserEditForm';
import type { AdminUserDetails } from '../types';

/** /admin/users/{id}/edit: the user's facts, the form, and the change history (issue 6). */
export function UserEdit() {
  const { t } = useTranslation();
  const id = useRecordId();
  const listPath = useListReturn(ADMIN_PATHS.users);
  const details = trpc.admin.users.get.useQuery({ id }, { enabled: id > 0 });
  return (
    <RecordGate
      id={id}
      query={details}
      title={t('admin.users.edit.title')}
      notFound={t('admin.users.edit.notFound')}
      back={{ to: listPath, label: t('admin.users.edit.backToList') }}
    >
      {(loaded) => <UserEditPage details={loaded} listPath={listPath} />}
    </RecordGate>
  );
}

/** The loaded user's page. */
function UserEditPage({ details, listPath }: { details: AdminUserDetails; listPath: string }) {
  const { t } = useTranslation();
  const { user, audit } = details;
  return (
    <AdminPage
      title={t('admin.users.edit.title')}
      description={user.username}
      back={{ to: listPath, label: t('admin.users.edit.backToList') }}
    >
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
      <UserAccountPanel details={details} />
      {/* Remounted after a save elsewhere changes the stored values, so the form shows them. */}
      <UserEditForm key={`${user.email}|${user.roles.join()}`} user={user} listPath={listPath} />
      <Box borderTopWidth="1px" borderColor="border.muted" pt="6">
        <AuditLog entries={audit} />
      </Box>
    </AdminPage>
  );
}
