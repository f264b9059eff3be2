import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { ROLES, type Role } from '@ctf/shared/constants';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EditConflictNotice } from '@/components/edit-conflict/EditConflictNotice';
import { changedFields, useEditConflict } from '@/components/edit-conflict/use-edit-conflict';
import { notify } from '@/components/ui/notify';
import { formFieldErrors } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { FormField } from '@/components/form/FormField';
import { useSignedInUser } from '../../auth/signed-in-user';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useDeleteAndReturn } from '../components/use-delete-and-return';
import { FormActions } from '../components/FormActions';
import { RoleBadge } from '../components/RoleBadges';
import { useNotifyError } from '../errors';
import { TrashIcon } from '../icons';
import type { AdminUserDetails } from '../types';
import { useValidationText } from '../validation';
import { userFormResolver, type UserFormValues } from './user-form';
import { ascending } from '@ctf/shared/sort';

interface UserEditFormProps {
  user: AdminUserDetails['user'];
  /** The users list page the admin came from. */
  listPath: string;
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  [...a].sort(ascending).join() === [...b].sort(ascending).join();

/** Spec: username read-only, e-mail editable, role checkboxes; Save, Cancel and Delete (confirmed). */
export function UserEditForm({ user, listPath }: UserEditFormProps) {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const isSelf = me.id === user.id;
  const utils = trpc.useUtils();
  const notifyError = useNotifyError();
  const errorText = useValidationText();

  const form = useForm<UserFormValues>({
    resolver: userFormResolver,
    defaultValues: { email: user.email, roles: user.roles },
    reValidateMode: 'onBlur',
  });
  const { errors, isSubmitting } = form.formState;
  const conflict = useEditConflict(user);

  const update = trpc.admin.users.update.useMutation();
  const remove = trpc.admin.users.delete.useMutation();
  const deletion = useDeleteAndReturn({
    listPath,
    remove: () => remove.mutateAsync({ id: user.id }),
    isRemoving: remove.isPending,
    deletedTitle: t('admin.users.edit.deleted', { username: user.username }),
    invalidateList: () => utils.admin.users.list.invalidate(),
  });
  const erasure = trpc.admin.users.erasurePreview.useQuery({ id: user.id }, { enabled: deletion.isConfirming });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ id: user.id, ...conflict.edit(values, changedFields(form)) });
      conflict.saved(saved);
      notify({ type: 'success', title: t('admin.users.edit.saved') });
      // CTFd instances without an API token cannot be told of a new address (docs/ctfd.md).
      if (saved.ctfd_manual?.length) {
        notify({ type: 'warning', title: t('admin.users.edit.ctfdManual', { names: saved.ctfd_manual.join(', ') }) });
      }
      form.reset({ email: saved.email, roles: saved.roles });
      await Promise.all([utils.admin.users.invalidate(), utils.admin.stats.invalidate()]);
      // A role change signs the user out everywhere, this admin included when it is their own account.
      if (isSelf && !sameRoles(user.roles, saved.roles)) await utils.auth.session.invalidate();
    } catch (error) {
      if (conflict.caught(error)) return;
      formFieldErrors(error, ['email'] as const).forEach(([field, key]) =>
        form.setError(field, { type: 'server', message: key }, { shouldFocus: true }),
      );
      notifyError(error);
    }
  });

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} data-testid="user-form">
      <Stack gap="5" maxW="xl">
        {conflict.theirs && (
          <EditConflictNotice
            theirs={[
              { label: t('admin.users.edit.email'), value: conflict.theirs.email },
              {
                label: t('admin.users.edit.roles'),
                value: conflict.theirs.roles.map((role) => t(`admin.roles.${role}`)).join(', '),
              },
            ]}
            onKeepMine={() => {
              conflict.keepMine();
              void submit();
            }}
            onTakeTheirs={() => {
              const theirs = conflict.takeTheirs();
              if (theirs) form.reset({ email: theirs.email, roles: theirs.roles });
            }}
          />
        )}
        <FormField label={t('admin.users.edit.username')} hint={t('admin.users.edit.usernameHint')}>
          <Input name="username" value={user.username} readOnly variant="subtle" />
        </FormField>
        <FormField
          label={t('admin.users.edit.email')}
          error={errorText(errors.email)}
          hint={t('admin.users.edit.emailHint')}
          isDisabled={isSubmitting}
        >
          <Input
            {...form.register('email', { onChange: () => form.clearErrors('email') })}
            type="email"
            autoComplete="off"
            spellCheck={false}
          />
        </FormField>
        <chakra.fieldset disabled={isSubmitting}>
          <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
            {t('admin.users.edit.roles')}
          </chakra.legend>
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <Stack gap="3">
                {ROLES.map((role) => {
                  const isOwnAdmin = isSelf && role === 'admin';
                  const checked = field.value.includes(role);
                  return (
                    <Checkbox.Root
                      key={role}
                      checked={checked}
                      disabled={isOwnAdmin || isSubmitting}
                      onCheckedChange={(details) =>
                        field.onChange(
                          details.checked === true
                            ? ROLES.filter((r) => r === role || field.value.includes(r))
                            : field.value.filter((r) => r !== role),
                        )
                      }
                      name="roles"
                      value={role}
                    >
                      <Checkbox.HiddenInput onBlur={field.onBlur} />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        <RoleBadge role={role} />
                      </Checkbox.Label>
                    </Checkbox.Root>
                  );
                })}
              </Stack>
            )}
          />
          <Text fontSize="xs" color="fg.muted" mt="3">
            {t('admin.users.edit.rolesHint')}
          </Text>
          {isSelf && (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t('admin.users.edit.ownAdmin')}
            </Text>
          )}
        </chakra.fieldset>
        <FormActions
          danger={
            <Button
              variant="outline"
              colorPalette="red"
              onClick={deletion.askToConfirm}
              disabled={isSelf || isSubmitting}
              title={isSelf ? t('admin.users.edit.ownAccount') : undefined}
            >
              <TrashIcon aria-hidden="true" />
              {t('admin.common.delete')}
            </Button>
          }
        >
          <Button asChild variant="ghost">
            <RouterLink to={listPath}>{t('admin.common.cancel')}</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('admin.common.saving')}>
            {t('admin.common.save')}
          </Button>
        </FormActions>
        {isSelf && (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.users.edit.ownAccount')}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('admin.users.edit.confirmTitle')}
        text={t('admin.users.edit.confirmText', { username: user.username })}
        confirmLabel={t('admin.users.edit.confirm')}
      >
        <Stack as="ul" gap="1" mt="3" ps="5" listStyleType="disc" fontSize="sm" data-testid="erasure-preview">
          {(['applications', 'registrations', 'invitations', 'results'] as const).map((part) => (
            <li key={part}>
              {t(`admin.users.edit.erasure.${part}`, { count: erasure.data?.[part] ?? 0 })}
              {erasure.isPending && '…'}
            </li>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted" mt="3">
          {t('admin.users.edit.erasureHint')}
        </Text>
      </ConfirmDialog>
    </chakra.form>
  );
}
