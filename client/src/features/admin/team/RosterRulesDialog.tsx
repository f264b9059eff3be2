import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { ZRosterCreateSchema, type Roster } from '@ctf/shared/schemas/roster';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EditConflictNotice } from '@/components/edit-conflict/EditConflictNotice';
import { saveOrExplain } from '@/components/edit-conflict/save-or-explain';
import { changedFields, useEditConflict } from '@/components/edit-conflict/use-edit-conflict';
import { useZodForm } from '@/components/form/use-zod-form';
import { notify } from '@/components/ui/notify';
import { formatDate } from '@/lib/dates';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { AdminDialog } from '../components/AdminDialog';
import { RosterRuleFields, type RosterRuleValues } from './RosterRuleFields';

const ZRosterRulesSchema = ZRosterCreateSchema.omit({ season_id: true });

/** A roster row's event and rules, as the form holds them. */
const valuesOf = (roster: RosterRuleValues): RosterRuleValues => ({
  event_name: roster.event_name,
  reference_date: roster.reference_date,
  size: roster.size,
  reserves: roster.reserves,
  age_max: roster.age_max,
  junior_age_max: roster.junior_age_max,
  junior_share: roster.junior_share,
});

/** A draft roster's event and rules, changed over the version the page showed (only the fields changed go). */
export function RosterRulesDialog({ roster, onClose }: { roster: Roster; onClose: () => void }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const formId = useId();
  const utils = trpc.useUtils();
  const conflict = useEditConflict<RosterRuleValues & { version: number }>(roster);
  const update = trpc.admin.roster.update.useMutation();
  const { form, field, showServerErrors } = useZodForm(ZRosterRulesSchema, { defaultValues: valuesOf(roster) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    saveOrExplain(() => update.mutateAsync({ id: roster.id, ...conflict.edit(values, changedFields(form)) }), {
      conflict,
      showServerErrors,
      failedTitle: t('admin.team.failed'),
      done: (saved) => {
        utils.admin.roster.get.setData({ id: roster.id }, saved);
        void utils.admin.roster.list.invalidate();
        notify({ type: 'success', title: t('admin.team.roster.rulesSaved') });
        onClose();
      },
    }),
  );

  const theirs = conflict.theirs;
  const none = t('admin.common.none');
  return (
    <AdminDialog
      isOpen
      onClose={onClose}
      isBusy={isSubmitting}
      size="lg"
      title={t('admin.team.roster.editRulesTitle', { event: inScript(roster.event_name) })}
      data-testid="roster-rules-dialog"
      action={{ label: t('admin.common.save'), pendingLabel: t('admin.common.saving'), form: formId }}
    >
      <chakra.form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {theirs && (
            <EditConflictNotice
              theirs={[
                { label: t('admin.team.fields.event_name'), value: inScript(theirs.event_name) },
                { label: t('admin.team.fields.reference_date'), value: formatDate(theirs.reference_date) },
                { label: t('admin.team.fields.size'), value: String(theirs.size) },
                { label: t('admin.team.fields.reserves'), value: String(theirs.reserves) },
                { label: t('admin.team.fields.age_max'), value: String(theirs.age_max ?? none) },
                { label: t('admin.team.fields.junior_age_max'), value: String(theirs.junior_age_max ?? none) },
                { label: t('admin.team.fields.junior_share'), value: String(theirs.junior_share) },
              ]}
              {...conflict.noticeActions(submit, (current) => form.reset(valuesOf(current)))}
            />
          )}
          <RosterRuleFields form={form} field={field} errors={errors} />
        </Stack>
      </chakra.form>
    </AdminDialog>
  );
}
