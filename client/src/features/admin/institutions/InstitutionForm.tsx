import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Textarea } from '@chakra-ui/react/textarea';
import { INSTITUTION_TYPES, REGIONS } from '@ctf/shared/schemas/competitor';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EditConflictNotice } from '@/components/edit-conflict/EditConflictNotice';
import { type EditConflict, changedFields } from '@/components/edit-conflict/use-edit-conflict';
import { FormField } from '@/components/form/FormField';
import { useZodForm } from '@/components/form/use-zod-form';
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

type InstitutionField = (typeof INSTITUTION_FIELDS)[number];

/** Each field's label under admin.institutions.form. */
const LABEL_KEYS = {
  name: 'name',
  city: 'city',
  region: 'region',
  type: 'type',
  contact_email: 'contactEmail',
  notes: 'notes',
} as const satisfies Record<InstitutionField, string>;

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
  const { form, field, showServerErrors } = useZodForm<InstitutionFormFields, InstitutionFormOutput>(
    institutionFormResolver,
    { defaultValues },
  );
  const { errors, isSubmitting } = form.formState;
  const labelOf = (name: InstitutionField) => t(`admin.institutions.form.${LABEL_KEYS[name]}`);
  /** A field's label and error, and its disabling while the form saves. */
  const framing = (name: InstitutionField) => ({
    label: labelOf(name),
    error: errorText(errors[name]),
    isDisabled: isSubmitting,
  });
  /** A required choice of codes; it starts empty, asking for one. */
  const codeField = <TCode extends string>(
    name: 'region' | 'type',
    codes: readonly TCode[],
    labelOfCode: (code: TCode) => string,
  ) => (
    <FormField {...framing(name)}>
      <OptionSelect
        {...field(name)}
        options={codes}
        labelOf={labelOfCode}
        chooseLabel={t('admin.institutions.form.choose')}
      />
    </FormField>
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(
        values,
        changedFields(form).filter((name) => INSTITUTION_FIELDS.includes(name)),
      );
    } catch (error) {
      if (conflict?.caught(error)) return;
      showServerErrors(error, INSTITUTION_FIELDS);
      notifyError(error);
    }
  });

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} data-testid="institution-form">
      <Stack gap="5" maxW="2xl">
        {conflict?.theirs && (
          <EditConflictNotice
            theirs={[
              { label: labelOf('name'), value: conflict.theirs.name },
              { label: labelOf('city'), value: conflict.theirs.city },
              { label: labelOf('region'), value: regionLabel(t, conflict.theirs.region) },
              { label: labelOf('type'), value: institutionTypeLabel(t, conflict.theirs.type) },
              { label: labelOf('contact_email'), value: conflict.theirs.contact_email ?? '' },
              { label: labelOf('notes'), value: conflict.theirs.notes ?? '' },
            ]}
            {...conflict.noticeActions(submit, (theirs) => form.reset(formValuesOfInstitution(theirs)))}
          />
        )}
        <FormField {...framing('name')}>
          <Input {...field('name')} autoComplete="off" />
        </FormField>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
          <FormField {...framing('city')}>
            <Input {...field('city')} autoComplete="off" />
          </FormField>
          {codeField('region', REGIONS, (region) => regionLabel(t, region))}
        </Grid>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
          {codeField('type', INSTITUTION_TYPES, (type) => institutionTypeLabel(t, type))}
          <FormField {...framing('contact_email')} hint={t('admin.institutions.form.contactEmailHint')}>
            <Input {...field('contact_email')} type="email" autoComplete="off" spellCheck={false} />
          </FormField>
        </Grid>
        <FormField {...framing('notes')} hint={t('admin.institutions.form.notesHint')}>
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
