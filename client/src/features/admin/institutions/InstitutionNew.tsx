import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { trpc } from '@/lib/trpc';
import { AdminPage } from '../components/AdminPage';
import { useListReturn } from '@/components/data-table';
import { ADMIN_PATHS } from '../paths';
import { EMPTY_INSTITUTION } from './institution-form';
import { InstitutionForm } from './InstitutionForm';
import { useInterfaceScript } from '@/lib/script';

/** /admin/institutions/new: returns to the list once created. */
export function InstitutionNew() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const navigate = useNavigate();
  const listPath = useListReturn(ADMIN_PATHS.institutions);
  const utils = trpc.useUtils();
  const create = trpc.admin.institutions.create.useMutation();

  return (
    <AdminPage
      title={t('admin.institutions.form.newTitle')}
      back={{ to: listPath, label: t('admin.institutions.form.backToList') }}
    >
      <InstitutionForm
        defaultValues={EMPTY_INSTITUTION}
        submitLabel={t('admin.institutions.form.create')}
        submittingLabel={t('admin.institutions.form.creating')}
        cancelTo={listPath}
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          notify({ type: 'success', title: t('admin.institutions.form.created', { name: inScript(created.name) }) });
          await Promise.all([utils.admin.institutions.invalidate(), utils.admin.stats.invalidate()]);
          await navigate(listPath);
        }}
      />
    </AdminPage>
  );
}
