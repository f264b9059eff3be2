import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { trpc } from '@/lib/trpc';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RecordGate, useRecordAddress } from '../components/RecordGate';
import { useDeleteAndReturn } from '../components/use-delete-and-return';
import { TrashIcon } from '../icons';
import { ADMIN_PATHS } from '../paths';
import { InstitutionForm, formValuesOfInstitution, type SavedInstitution } from './InstitutionForm';
import { useEditConflict } from '@/components/edit-conflict/use-edit-conflict';
import { AuditLog } from '../components/AuditLog';
import { InstitutionMerge } from './InstitutionMerge';
import { InstitutionMentors } from '../mentors/InstitutionMentors';
import { useInterfaceScript } from '@/lib/script';

/** The institution's recorded changes (creation, edits, merges), newest first. */
function InstitutionHistory({ id }: { id: number }) {
  const history = trpc.admin.audit.list.useQuery({ target_type: 'institution', target_id: id, per_page: 50 });
  return <AuditLog entries={history.data?.data ?? []} />;
}

/** /admin/institutions/{id}/edit: Save and Delete (confirmed) both return to the list. */
export function InstitutionEdit() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const { id, back } = useRecordAddress(ADMIN_PATHS.institutions, t('admin.institutions.form.backToList'));
  const institution = trpc.admin.institutions.get.useQuery({ id }, { enabled: id > 0 });
  return (
    <RecordGate
      id={id}
      query={institution}
      title={t('admin.institutions.form.editTitle')}
      notFound={t('admin.institutions.form.notFound')}
      back={back}
      describe={(current) => inScript(current.name)}
    >
      {(current) => <InstitutionEditContent id={id} current={current} listPath={back.to} />}
    </RecordGate>
  );
}

interface InstitutionEditContentProps {
  id: number;
  current: SavedInstitution;
  /** Where Save and Delete return to. */
  listPath: string;
}

/** The loaded institution's form: its version goes with the save (a conflict shows the other values). */
function InstitutionEditContent({ id, current, listPath }: InstitutionEditContentProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const update = trpc.admin.institutions.update.useMutation();
  const remove = trpc.admin.institutions.delete.useMutation();
  const conflict = useEditConflict(current);
  // The server refuses (INSTITUTION_IN_USE) while competitors name it.
  const deletion = useDeleteAndReturn({
    listPath,
    remove: () => remove.mutateAsync({ id }),
    isRemoving: remove.isPending,
    deletedTitle: t('admin.institutions.form.deleted', { name: inScript(current.name) }),
    invalidateList: () => utils.admin.institutions.list.invalidate(),
  });

  return (
    <>
      <InstitutionForm
        defaultValues={formValuesOfInstitution(current)}
        conflict={conflict}
        submitLabel={t('admin.common.save')}
        submittingLabel={t('admin.common.saving')}
        cancelTo={listPath}
        onSave={async (values, changed) => {
          const saved = await update.mutateAsync({ id, ...conflict.edit(values, changed) });
          conflict.saved(saved);
          notify({ type: 'success', title: t('admin.institutions.form.saved', { name: inScript(saved.name) }) });
          await utils.admin.institutions.invalidate();
          await navigate(listPath);
        }}
        danger={
          <Button variant="outline" colorPalette="red" onClick={deletion.askToConfirm}>
            <TrashIcon aria-hidden="true" />
            {t('admin.common.delete')}
          </Button>
        }
      />
      <Box borderTopWidth="1px" borderColor="border.muted" pt="6">
        <InstitutionMentors institutionId={id} />
      </Box>
      <Box borderTopWidth="1px" borderColor="border.muted" pt="6">
        <InstitutionMerge keep={{ id, name: current.name, city: current.city }} />
      </Box>
      <Box borderTopWidth="1px" borderColor="border.muted" pt="6">
        <InstitutionHistory id={id} />
      </Box>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('admin.institutions.form.confirmTitle')}
        text={t('admin.institutions.form.confirmText', { name: inScript(current.name) })}
        confirmLabel={t('admin.institutions.form.confirm')}
      />
    </>
  );
}
