import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { DEFAULT_ROSTER_RULES } from '@ctf/shared/programme/roster';
import { ZRosterCreateSchema, type TRosterCreateInput } from '@ctf/shared/schemas/roster';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@/components/form/FormField';
import { useZodForm } from '@/components/form/use-zod-form';
import { notify } from '@/components/ui/notify';
import { serverMessageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { ADMIN_PATHS } from '../paths';
import { useValidationText } from '../validation';

/** A number field: empty is null (no such rule), else the number typed. */
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** ECSC's October: the default reference date is 1 October of the season's year (or this year). */
export function defaultReferenceDate(seasonName: string | undefined) {
  const year = /^\d{4}/.exec(seasonName ?? '')?.[0] ?? String(new Date().getFullYear());
  return `${year}-10-01`;
}

/** A new roster of a season, with ECSC's rules filled in. */
export function RosterCreateForm({ seasonId, seasonName }: { seasonId: number; seasonName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useValidationText();
  const utils = trpc.useUtils();
  const create = trpc.admin.roster.create.useMutation();
  const { form, field, showServerErrors } = useZodForm(ZRosterCreateSchema, {
    defaultValues: {
      season_id: seasonId,
      event_name: '',
      reference_date: defaultReferenceDate(seasonName),
      ...DEFAULT_ROSTER_RULES,
    } satisfies TRosterCreateInput,
  });
  const { errors, isSubmitting } = form.formState;
  const number = (name: 'size' | 'reserves' | 'junior_share') =>
    form.register(name, { setValueAs: Number, onChange: () => form.clearErrors(name) });
  const age = (name: 'age_max' | 'junior_age_max') =>
    form.register(name, { setValueAs: numberOrNull, onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (input) => {
    try {
      const roster = await create.mutateAsync({ ...input, season_id: seasonId });
      notify({ type: 'success', title: t('admin.team.create.created', { event: roster.event_name }) });
      await utils.admin.roster.list.invalidate();
      void navigate(ADMIN_PATHS.teamRoster(roster.id));
    } catch (error) {
      showServerErrors(error);
      notify({ type: 'error', title: t('admin.team.failed'), description: serverMessageOf(error) });
    }
  });

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} data-testid="roster-create-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
        <Text fontWeight="semibold">{t('admin.team.create.title')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('admin.team.create.hint')}
        </Text>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
          <FormField label={t('admin.team.fields.event_name')} error={errorText(errors.event_name)} isRequired>
            <Input {...field('event_name')} autoComplete="off" />
          </FormField>
          <FormField label={t('admin.team.fields.reference_date')} error={errorText(errors.reference_date)} isRequired>
            <Input type="date" {...field('reference_date')} />
          </FormField>
        </Grid>
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="4">
          <FormField label={t('admin.team.fields.size')} error={errorText(errors.size)}>
            <Input type="number" inputMode="numeric" min={1} {...number('size')} />
          </FormField>
          <FormField label={t('admin.team.fields.reserves')} error={errorText(errors.reserves)}>
            <Input type="number" inputMode="numeric" min={0} {...number('reserves')} />
          </FormField>
          <FormField label={t('admin.team.fields.age_max')} error={errorText(errors.age_max)}>
            <Input type="number" inputMode="numeric" min={0} {...age('age_max')} />
          </FormField>
          <FormField label={t('admin.team.fields.junior_age_max')} error={errorText(errors.junior_age_max)}>
            <Input type="number" inputMode="numeric" min={0} {...age('junior_age_max')} />
          </FormField>
          <FormField label={t('admin.team.fields.junior_share')} error={errorText(errors.junior_share)}>
            <Input type="number" inputMode="decimal" step="0.05" min={0} max={1} {...number('junior_share')} />
          </FormField>
        </Grid>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={isSubmitting}>
          {isSubmitting ? t('admin.team.create.submitting') : t('admin.team.create.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
