import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { DEFAULT_ROSTER_RULES } from '@ctf/shared/programme/roster';
import { ZRosterCreateSchema, type TRosterCreateInput } from '@ctf/shared/schemas/roster';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useZodForm } from '@/components/form/use-zod-form';
import { notify } from '@/components/ui/notify';
import { serverMessageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { ADMIN_PATHS } from '../paths';
import { RosterRuleFields } from './RosterRuleFields';

/** ECSC's October: the default reference date is 1 October of the season's year (or this year). */
export function defaultReferenceDate(seasonName: string | undefined) {
  const year = /^\d{4}/.exec(seasonName ?? '')?.[0] ?? String(new Date().getFullYear());
  return `${year}-10-01`;
}

/** A new roster of a season, with ECSC's rules filled in. */
export function RosterCreateForm({ seasonId, seasonName }: { seasonId: number; seasonName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        <RosterRuleFields form={form} field={field} errors={errors} />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={isSubmitting}>
          {isSubmitting ? t('admin.team.create.submitting') : t('admin.team.create.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
