import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Textarea } from '@chakra-ui/react/textarea';
import { INSTITUTION_TYPES, REGIONS } from '@ctf/shared/schemas/competitor';
import type { ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EditConflictNotice } from '@/components/edit-conflict/EditConflictNotice';
import { type EditConflict, changedFields } from '@/components/edit-conflict/use-edit-conflict';
import { formFieldErrors } from '@/lib/errors';
import { FormField } from '@/components/form/FormField';
import { OptionSelect } from '@/components/select/OptionSelect';
import { FormActions } from '../components/FormActions';
import type { AdminInstitution } from '../types';
import { useNotifyError } from '../errors';
import { useValidationText } from '../validation';
import {
  INSTITUTION_FIELDS,
  institutionFormResolver,
  type InstitutionFormFields,
  type InstitutionFormOutput,
} from './institution-form';
import { institutionTypeLabel, regionLabel } from './labels';

interface InstitutionFormProps {
  defaultValues: Required<InstitutionFormFields>;
  /** Saves; the fields changed since the form opened are given for a partial update. */
  onSave: (values: InstitutionFormOutput, changed: readonly (keyof InstitutionFormOutput)[]) => Promise<void>;
  submitLabel: string;
  submittingLabel: string;
  cancelTo: string;
  /** Delete, on the edit page. */
  danger?: ReactNode;
  /** The edit page's version check: a save over someone else's shows their values (see useEditConflict). */
  conflict?: EditConflict<SavedInstitution>;
}

/** An institution as the server saved it (the edit conflict's "their values"). */
export type SavedInstitution = Pick<
  AdminInstitution,
  'name' | 'city' | 'region' | 'type' | 'contact_email' | 'notes' | 'version'
>;

export const formValuesOfInstitution = (saved: SavedInstitution): Required<InstitutionFormFields> => ({
  name: saved.name,
  city: saved.city,
  region: saved.region,
  type: saved.type,
  contact_email: saved.contact_email ?? '',
  notes: saved.notes ?? '',
});

/** Spec sections 2 and 5: name, city, region, type and contact e-mail required; notes optional, 4 rows. */
export function InstitutionForm({
  defaultValues,
  onSave,
  submitLabel,
  submittingLabel,
  cancelTo,
  danger,
  conflict,
}: InstitutionFormProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const notifyError = useNotifyError();
  const form = useForm<InstitutionFormFields, unknown, InstitutionFormOutput>({
    resolver: institutionFormResolver,
    defaultValues,
    reValidateMode: 'onBlur',
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: Path<InstitutionFormFields>) => form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(
        values,
        changedFields(form).filter((name) => INSTITUTION_FIELDS.includes(name)),
      );
    } catch (error) {
      if (conflict?.caught(error)) return;
      formFieldErrors(error, INSTITUTION_FIELDS).forEach(([name, key], index) =>
        form.setError(name, { type: 'server', message: key }, { shouldFocus: index === 0 }),
      );
      notifyError(error);
    }
  });

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} data-testid="institution-form">
      <Stack gap="5" maxW="2xl">
        {conflict?.theirs && (
          <EditConflictNotice
            theirs={[
              { label: t('admin.institutions.form.name'), value: conflict.theirs.name },
              { label: t('admin.institutions.form.city'), value: conflict.theirs.city },
              { label: t('admin.institutions.form.region'), value: regionLabel(t, conflict.theirs.region) },
              { label: t('admin.institutions.form.type'), value: institutionTypeLabel(t, conflict.theirs.type) },
              { label: t('admin.institutions.form.contactEmail'), value: conflict.theirs.contact_email ?? '' },
              { label: t('admin.institutions.form.notes'), value: conflict.theirs.notes ?? '' },
            ]}
            {...conflict.noticeActions(submit, (theirs) => form.reset(formValuesOfInstitution(theirs)))}
          />
        )}
        <FormField label={t('admin.institutions.form.name')} error={errorText(errors.name)} isDisabled={isSubmitting}>
          <Input {...field('name')} autoComplete="off" />
        </FormField>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
          <FormField label={t('admin.institutions.form.city')} error={errorText(errors.city)} isDisabled={isSubmitting}>
            <Input {...field('city')} autoComplete="off" />
          </FormField>
          <FormField
            label={t('admin.institutions.form.region')}
            error={errorText(errors.region)}
            isDisabled={isSubmitting}
          >
            <OptionSelect
              {...field('region')}
              options={REGIONS}
              labelOf={(choice) => regionLabel(t, choice)}
              chooseLabel={t('admin.institutions.form.choose')}
            />
          </FormField>
        </Grid>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
          <FormField label={t('admin.institutions.form.type')} error={errorText(errors.type)} isDisabled={isSubmitting}>
            <OptionSelect
              {...field('type')}
              options={INSTITUTION_TYPES}
              labelOf={(choice) => institutionTypeLabel(t, choice)}
              chooseLabel={t('admin.institutions.form.choose')}
            />
          </FormField>
          <FormField
            label={t('admin.institutions.form.contactEmail')}
            error={errorText(errors.contact_email)}
            hint={t('admin.institutions.form.contactEmailHint')}
            isDisabled={isSubmitting}
          >
            <Input {...field('contact_email')} type="email" autoComplete="off" spellCheck={false} />
          </FormField>
        </Grid>
        <FormField
          label={t('admin.institutions.form.notes')}
          error={errorText(errors.notes)}
          hint={t('admin.institutions.form.notesHint')}
          isDisabled={isSubmitting}
        >
          <Textarea {...field('notes')} rows={4} autoresize={false} />
        </FormField>
        <FormActions danger={danger}>
          <Button asChild variant="ghost">
            <RouterLink to={cancelTo}>{t('admin.common.cancel')}</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
        </FormActions>
      </Stack>
    </chakra.form>
  );
}
