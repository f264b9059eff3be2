import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIRT_SIZES } from '@ctf/shared/schemas/competitor';
import { ConsentCheckbox } from '../auth/ConsentCheckbox';
import { FormField } from '../../components/form/FormField';
import { ChoiceGroup } from './ChoiceGroup';
import { InstitutionPicker } from './InstitutionPicker';
import { institutionResolver } from './resolvers';
import { useZodForm } from '../../components/form/use-zod-form';
import { useFieldErrorText } from '../../components/form/use-field-error-text';
import { COMPETITOR_TEXTS } from './validation-text';
import { ACTION_WIDTH, WizardActions } from './WizardActions';
import type { InstitutionDraft, InstitutionFormValues, InstitutionStepOutput, Person } from './wizard-values';

interface InstitutionStepProps {
  person: Person;
  draft: InstitutionDraft;
  isSubmitting: boolean;
  /** The server's answer to a failed submission, shown under the form. */
  serverError: ReactNode;
  onBack: (draft: InstitutionDraft) => void;
  /** Every change, so the draft outlives a reload and the Back button. */
  onDraftChange: (draft: InstitutionDraft) => void;
  onSubmit: (
    values: InstitutionStepOutput,
    draft: InstitutionDraft,
  ) => Promise<[field: keyof InstitutionFormValues, key: string][]>;
}

/** Spec section 5, step 2: the institution (chosen from the list or typed by hand) and the shirt size. */
export function InstitutionStep({
  person,
  draft,
  isSubmitting,
  serverError,
  onBack,
  onSubmit,
  onDraftChange,
}: InstitutionStepProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => institutionResolver(person), [person]);
  const { form, field } = useZodForm(resolver, {
    defaultValues: {
      institution_id: draft.institution_id,
      institution_name: draft.institution_name,
      shirt_size: draft.shirt_size,
    },
    recheckOn: 'submit',
  });
  const [institution, setInstitution] = useState(draft.institution);
  const [isManual, setManual] = useState(draft.isManual);
  // The name typed by hand, kept while the list is used again (and the other way round).
  const [typedName, setTypedName] = useState(draft.typed_name ?? draft.institution_name ?? '');
  const errorText = useFieldErrorText(COMPETITOR_TEXTS);
  const { errors } = form.formState;
  const isBusy = isSubmitting || form.formState.isSubmitting;
  const institutionError = errorText(errors.institution_name ?? errors.institution_id);

  const currentDraft = (): InstitutionDraft => ({
    ...form.getValues(),
    institution,
    isManual,
    typed_name: isManual ? (form.getValues('institution_name') ?? '') : typedName,
  });
  const reportDraft = useEffectEvent(() => onDraftChange(currentDraft()));

  useEffect(() => {
    const subscription = form.watch(() => reportDraft());
    return () => subscription.unsubscribe();
  }, [form]);
  useEffect(() => reportDraft(), [institution, isManual, typedName]);

  const chooseInstitution = (chosen: typeof institution) => {
    setInstitution(chosen);
    form.setValue('institution_id', chosen?.id ?? null);
    form.clearErrors(['institution_id', 'institution_name']);
  };

  // Switching between the list and typing keeps what was chosen and what was typed.
  const toggleManual = (manual: boolean, name?: string) => {
    if (manual) {
      form.setValue('institution_id', null);
      form.setValue('institution_name', name ?? typedName);
    } else {
      setTypedName(form.getValues('institution_name') ?? '');
      form.setValue('institution_name', null);
      form.setValue('institution_id', institution?.id ?? null);
    }
    setManual(manual);
    form.clearErrors(['institution_id', 'institution_name']);
  };

  const submit = form.handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values, currentDraft());
    fieldErrors.forEach(([name, key], index) =>
      form.setError(name, { type: 'server', message: key }, { shouldFocus: index === 0 }),
    );
  });

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} data-testid="institution-step">
      <Stack gap="5">
        {isManual ? (
          <FormField
            label={t('account.wizard.fields.institutionName')}
            error={institutionError}
            hint={t('account.wizard.fields.institutionNameHint')}
            isDisabled={isBusy}
          >
            <Input {...field('institution_name')} size="lg" autoComplete="organization" />
          </FormField>
        ) : (
          <InstitutionPicker
            value={institution}
            onChange={chooseInstitution}
            onEnterManually={(text) => {
              toggleManual(true, text);
              // The field appears with the next render.
              setTimeout(() => form.setFocus('institution_name'));
            }}
            error={institutionError}
            isDisabled={isBusy}
          />
        )}
        <ConsentCheckbox
          label={t('account.wizard.fields.manual')}
          checked={isManual}
          onChange={(event) => toggleManual(event.currentTarget.checked)}
          disabled={isBusy}
          name="manual_institution"
        />
        <ChoiceGroup
          legend={t('account.wizard.fields.shirtSize')}
          options={SHIRT_SIZES.map((size) => ({ value: size, label: size }))}
          registration={field('shirt_size')}
          error={errorText(errors.shirt_size)}
          columns={{ base: 4, sm: 7 }}
          isDisabled={isBusy}
          data-testid="shirt-size-choice"
        />
        <WizardActions>
          <Button variant="outline" size="lg" w={ACTION_WIDTH} disabled={isBusy} onClick={() => onBack(currentDraft())}>
            {t('account.wizard.back')}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w={ACTION_WIDTH}
            disabled={isBusy}
            loading={isBusy}
            loadingText={t('account.wizard.submitting')}
          >
            {t('account.wizard.submit')}
          </Button>
        </WizardActions>
        {serverError}
      </Stack>
    </chakra.form>
  );
}
