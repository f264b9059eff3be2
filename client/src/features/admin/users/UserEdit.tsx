import { DataList } from '@/components/ui/recipes/data-list';
import { Box } from '@chakra-ui/react/box';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { AuditLog } from '../components/AuditLog';
import { RecordGate, useRecordAddress } from '../components/RecordGate';
import { ADMIN_PATHS } from '../paths';
import { UserAccountPanel } from './UserAccountPanel';
import { UserEditForm } from './UserEditForm';
import type { AdminUserDetails } from '../types';

/** /admin/users/{id}/edit: the user's facts, the form, and the change history (issue 6). */
export function UserEdit() {
  const { t } = useTranslation();
  const { id, back } = useRecordAddress(ADMIN_PATHS.users, t('admin.users.edit.backToList'));
  const details = trpc.admin.users.get.useQuery({ id }, { enabled: id > 0 });
  return (
    <RecordGate
      id={id}
      query={details}
      title={t('admin.users.edit.title')}
      notFound={t('admin.users.edit.notFound')}
      back={back}
      describe={({ user }) => user.username}
    >
      {(loaded) => <UserEditContent details={loaded} listPath={back.to} />}
    </RecordGate>
  );
}

/** The loaded user's facts, form and change history. */
function UserEditContent({ details, listPath }: { details: AdminUserDetails; listPath: string }) {
  const { t } = useTranslation();
  const { user, audit } = details;
  return (
    <>
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
    </>
  );
}
