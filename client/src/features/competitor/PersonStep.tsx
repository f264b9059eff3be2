import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { GENDERS, GUARDIAN_CONSENT_AGE, needsGuardianConsent } from '@ctf/shared/schemas/competitor';
import { PATHS } from '../../lib/paths';
import { ConsentCheckbox } from '../auth/ConsentCheckbox';
import { FormField } from '../../components/form/FormField';
import { Notice } from '../account/Notice';
import { MentorConsentCheckbox } from '../mentors/MentorConsentCheckbox';
import { ChoiceGroup } from './ChoiceGroup';
import { DayInput } from './DayInput';
import { personResolver } from './resolvers';
import { useZodForm } from '../../components/form/use-zod-form';
import { useFieldErrorText } from '../../components/form/use-field-error-text';
import { COMPETITOR_TEXTS, VALIDATION_PARAMS } from './validation-text';
import { ACTION_WIDTH, WizardActions } from './WizardActions';
import type { Person, PersonDraft } from './wizard-values';

export const PERSON_FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'permanent_residence',
  'guardian_consent',
  'mentor_consent',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

interface PersonStepProps {
  draft: PersonDraft;
  /** Message keys the server gave for these fields when the application was sent. */
  serverErrors: [PersonField, string][];
  onNext: (person: Person) => void;
  /** Every change, so the draft outlives a reload and the Back button. */
  onDraftChange: (draft: PersonDraft) => void;
}

/** Spec section 5, step 1: names, gender, date of birth and permanent residence. */
export function PersonStep({ draft, serverErrors, onNext, onDraftChange }: PersonStepProps) {
  const { t } = useTranslation();
  const { form, field } = useZodForm(personResolver, { defaultValues: draft, recheckOn: 'submit' });
  const errorText = useFieldErrorText(COMPETITOR_TEXTS);
  const { errors } = form.formState;
  // Shown from the moment the typed birth date makes the applicant younger than 15 today.
  const needsGuardian = needsGuardianConsent(form.watch('date_of_birth') ?? '', new Date());

  useEffect(() => {
    const subscription = form.watch((values) => onDraftChange({ ...draft, ...values } as PersonDraft));
    return () => subscription.unsubscribe();
  }, [form, draft, onDraftChange]);

  useEffect(() => {
    serverErrors.forEach(([name, key], index) =>
      form.setError(name, { type: 'server', message: key }, { shouldFocus: index === 0 }),
    );
  }, [form, serverErrors]);

  return (
    <chakra.form noValidate onSubmit={(event) => void form.handleSubmit(onNext)(event)} data-testid="person-step">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField isRequired label={t('account.wizard.fields.firstName')} error={errorText(errors.first_name)}>
            <Input {...field('first_name')} size="lg" autoComplete="given-name" />
          </FormField>
          <FormField isRequired label={t('account.wizard.fields.lastName')} error={errorText(errors.last_name)}>
            <Input {...field('last_name')} size="lg" autoComplete="family-name" />
          </FormField>
        </SimpleGrid>
        <ChoiceGroup
          legend={t('account.wizard.fields.gender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`account.genders.${gender}`) }))}
          registration={field('gender')}
          error={errorText(errors.gender)}
          columns={{ base: 2 }}
          data-testid="gender-choice"
        />
        <FormField
          isRequired
          label={t('account.wizard.fields.dateOfBirth')}
          error={errorText(errors.date_of_birth)}
          hint={errors.date_of_birth ? undefined : t('account.wizard.fields.dateOfBirthHint', VALIDATION_PARAMS)}
        >
          <DayInput
            control={form.control}
            name="date_of_birth"
            size="lg"
            autoComplete="bday"
            placeholder={t('account.wizard.fields.dateOfBirthFormat')}
          />
        </FormField>
        {needsGuardian && (
          <Stack gap="3" data-testid="guardian-consent">
            <Notice status="info" title={t('account.wizard.guardian.title', { age: GUARDIAN_CONSENT_AGE })}>
              {t('account.wizard.guardian.text', { age: GUARDIAN_CONSENT_AGE })}{' '}
              <chakra.a href={PATHS.privacy} target="_blank" rel="noopener" textDecoration="underline">
                {t('account.wizard.guardian.privacyLink')}
              </chakra.a>
            </Notice>
            <ConsentCheckbox
              {...field('guardian_consent')}
              label={t('account.wizard.guardian.checkbox')}
              error={errorText(errors.guardian_consent)}
            />
          </Stack>
        )}
        <FormField
          isRequired
          label={t('account.wizard.fields.residence')}
          error={errorText(errors.permanent_residence)}
          hint={t('account.wizard.fields.residenceHint')}
        >
          <Input {...field('permanent_residence')} size="lg" autoComplete="address-level2" />
        </FormField>
        <MentorConsentCheckbox {...field('mentor_consent')} isGuardianAnswering={needsGuardian} />
        <WizardActions>
          <Button asChild variant="ghost" size="lg" w={ACTION_WIDTH}>
            <RouterLink to={PATHS.account}>{t('account.backToAccount')}</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" size="lg" w={ACTION_WIDTH}>
            {t('account.wizard.next')}
          </Button>
        </WizardActions>
      </Stack>
    </chakra.form>
  );
}
