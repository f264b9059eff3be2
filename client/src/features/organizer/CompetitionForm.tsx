import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { STAGES, VISIBILITIES } from '@ctf/shared/schemas/competition';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditConflictNotice } from '../../components/edit-conflict/EditConflictNotice';
import { type EditConflict, changedFields } from '../../components/edit-conflict/use-edit-conflict';
import { notify } from '../../components/ui/notify';
import { formatDate, formatDateTime } from '../../lib/dates';
import { Panel } from '../competitions/Panel';
import type { Competition } from '../competitions/types';
import { serverMessageOf } from '../../lib/errors';
import { FormField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/use-zod-form';
import { OptionSelect } from '../../components/select/OptionSelect';
import {
  DATE_FIELDS,
  FORM_FIELDS,
  competitionResolver,
  formValuesOf,
  type CompetitionFormValues,
  type CompetitionInput,
  type DateField,
} from './competition-form';
import { useFieldErrorText } from './use-field-error-text';
import { DateTimeInput } from './DateTimeInput';
import { EligibilitySection } from './EligibilitySection';

const REQUIRED_ROLE_EXAMPLE = 'women4cyber';
const CTFD_URL_EXAMPLE = 'https://ctfd.example.rs/oauth';

const DATE_LABELS = {
  starts_at: 'organizerArea.form.startsAt',
  ends_at: 'organizerArea.form.endsAt',
  registration_starts_at: 'organizerArea.form.registrationStartsAt',
  registration_ends_at: 'organizerArea.form.registrationEndsAt',
} as const satisfies Record<DateField, string>;

interface CompetitionFormProps {
  /** Creating asks for the slug; editing shows it read-only (spec section 5). */
  mode: 'create' | 'edit';
  defaultValues: CompetitionFormValues;
  /**
   * Sends the checked input, with the names of the fields the editor changed; a rejected promise's
   * field errors are shown under the fields.
   */
  onSubmit: (input: CompetitionInput, changed: readonly string[]) => Promise<unknown>;
  submitLabel: string;
  submittingLabel: string;
  /** The toast when the server refuses (its message below; field errors also under the fields). */
  failedMessage: string;
  /** Buttons beside Save (Cancel, Delete). */
  secondaryActions?: ReactNode;
  /** Editing: a save over someone else's newer one shows their values (see useEditConflict). */
  conflict?: EditConflict<Competition>;
  /** Editing: the competition's season (its name shows before the seasons are loaded). */
  season?: { id: number; name: string };
}

type DescribedField = 'slug' | 'visibility' | 'stage' | 'required_role' | 'ctfd_url';
type DescribedKey = 'slug' | 'visibility' | 'stage' | 'requiredRole' | 'ctfdUrl';

/** One part of the form: a landmark with its heading. */
function Section(props: { title: string; hint?: string; children: ReactNode }) {
  return <Panel {...props} headingSize="md" isSection />;
}

/** The competition's fields, checked by the server's own schema before they are sent. */
export function CompetitionForm({
  mode,
  defaultValues,
  onSubmit,
  submitLabel,
  submittingLabel,
  failedMessage,
  secondaryActions,
  conflict,
  season,
}: CompetitionFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { form, field, showServerErrors } = useZodForm<CompetitionFormValues, CompetitionInput>(competitionResolver, {
    defaultValues,
  });
  const {
    register,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  // A field's label and hint are `organizerArea.form.<key>` and `<key>Hint`.
  const described = (name: DescribedField, key: DescribedKey) => ({
    label: t(`organizerArea.form.${key}`),
    hint: t(`organizerArea.form.${key}Hint`),
    error: errorText(errors[name]),
  });

  /** A choice of codes, described like the other fields. */
  const choiceField = <TCode extends string>(
    name: 'visibility' | 'stage',
    codes: readonly TCode[],
    labelOfCode: (code: TCode) => string,
  ) => (
    <FormField {...described(name, name)}>
      <OptionSelect {...field(name)} options={codes} labelOf={labelOfCode} />
    </FormField>
  );

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input, changedFields(form));
    } catch (error) {
      if (conflict?.caught(error)) return;
      showServerErrors(error, FORM_FIELDS);
      notify({ type: 'error', title: failedMessage, description: serverMessageOf(error) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="competition-form">
      <Stack gap="5">
        {conflict?.theirs && (
          <EditConflictNotice
            theirs={[
              { label: t('organizerArea.form.name'), value: conflict.theirs.name },
              {
                label: t('organizerArea.form.visibility'),
                value: t(`organizerArea.visibility.${conflict.theirs.visibility}`),
              },
              { label: t('organizerArea.form.stage'), value: t(`competitions.stage.${conflict.theirs.stage}`) },
              { label: t('organizerArea.form.requiredRole'), value: conflict.theirs.required_role ?? '' },
              ...DATE_FIELDS.map((name) => ({
                label: t(DATE_LABELS[name]),
                value: conflict.theirs?.[name] ? formatDateTime(conflict.theirs[name]) : '',
              })),
              { label: t('organizerArea.form.ctfdUrl'), value: conflict.theirs.ctfd_url ?? '' },
              { label: t('organizerArea.form.season'), value: conflict.theirs.season },
              { label: t('organizerArea.form.ageMin'), value: conflict.theirs.age_min?.toString() ?? '' },
              { label: t('organizerArea.form.ageMax'), value: conflict.theirs.age_max?.toString() ?? '' },
              {
                label: t('organizerArea.form.ageReferenceDate'),
                value: conflict.theirs.age_reference_date ? formatDate(conflict.theirs.age_reference_date) : '',
              },
              {
                label: t('organizerArea.form.allowedCategories'),
                value: conflict.theirs.allowed_categories.join(', '),
              },
              {
                label: t('organizerArea.form.requiresAcceptedCompetitor'),
                value: t(
                  conflict.theirs.requires_accepted_competitor ? 'organizerArea.form.yes' : 'organizerArea.form.no',
                ),
              },
            ]}
            {...conflict.noticeActions(submit, (theirs) => form.reset(formValuesOf(theirs)))}
          />
        )}
        <Section title={t('organizerArea.form.basics')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('organizerArea.form.name')} error={errorText(errors.name)}>
              <Input {...field('name')} autoComplete="off" />
            </FormField>
            {mode === 'create' ? (
              <FormField {...described('slug', 'slug')}>
                <Input
                  {...field('slug')}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  fontFamily="mono"
                />
              </FormField>
            ) : (
              <FormField label={t('organizerArea.form.slug')} hint={t('organizerArea.form.slugReadOnly')}>
                <Input {...register('slug')} readOnly fontFamily="mono" color="fg.muted" bg="bg.subtle" />
              </FormField>
            )}
            {choiceField('visibility', VISIBILITIES, (visibility) => t(`organizerArea.visibility.${visibility}`))}
            {choiceField('stage', STAGES, (stage) => t(`competitions.stage.${stage}`))}
          </SimpleGrid>
        </Section>

        <Section title={t('organizerArea.form.schedule')} hint={t('organizerArea.form.scheduleHint')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {DATE_FIELDS.map((name) => (
              <FormField key={name} label={t(DATE_LABELS[name])} error={errorText(errors[name])}>
                <DateTimeInput control={form.control} name={name} onEdit={() => clearErrors(name)} />
              </FormField>
            ))}
          </SimpleGrid>
        </Section>

        <Section title={t('organizerArea.form.access')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField {...described('required_role', 'requiredRole')}>
              <Input
                {...field('required_role')}
                placeholder={REQUIRED_ROLE_EXAMPLE}
                autoComplete="off"
                autoCapitalize="none"
              />
            </FormField>
            <FormField {...described('ctfd_url', 'ctfdUrl')}>
              <Input
                type="url"
                inputMode="url"
                {...field('ctfd_url')}
                placeholder={CTFD_URL_EXAMPLE}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
            </FormField>
          </SimpleGrid>
        </Section>

        <Section title={t('organizerArea.form.eligibility')} hint={t('organizerArea.form.eligibilityHint')}>
          <EligibilitySection form={form} mode={mode} season={season} />
        </Section>

        <Flex gap="3" wrap="wrap" justify="space-between">
          <Button type="submit" loading={isSubmitting} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
          {secondaryActions}
        </Flex>
      </Stack>
    </form>
  );
}
