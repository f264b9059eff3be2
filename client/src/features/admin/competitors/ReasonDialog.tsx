import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { AdminDialog } from '../components/AdminDialog';
import type { AdminCompetitor } from '../types';
import type { CompetitorDecisions } from './use-decisions';

/** The reason the server keeps at most (shared ZCompetitorRejectSchema). */
const REASON_MAX_LENGTH = 1000;

/** The two decisions that take an optional reason, which the competitor's e-mail carries. */
const ACTIONS = {
  // Spec: a reject dialog with an optional reason.
  reject: {
    title: 'admin.competitors.rejectDialog.title',
    text: 'admin.competitors.rejectDialog.text',
    placeholder: 'admin.competitors.rejectDialog.reasonPlaceholder',
    rows: 4,
    confirm: 'admin.competitors.reject',
    confirming: 'admin.competitors.rejecting',
  },
  // Takes an acceptance back (only if nobody changed the application since: `version`).
  revoke: {
    title: 'admin.competitors.revokeDialog.title',
    text: 'admin.competitors.revokeDialog.text',
    placeholder: undefined,
    rows: 3,
    confirm: 'admin.competitors.revoke',
    confirming: 'admin.competitors.revoking',
  },
} as const;

export type ReasonAction = keyof typeof ACTIONS;
export const REASON_ACTIONS = ['revoke', 'reject'] as const satisfies readonly ReasonAction[];

interface ReasonDialogProps {
  action: ReasonAction;
  competitor: Pick<AdminCompetitor, 'id' | 'full_name' | 'version'> | null;
  decisions: CompetitorDecisions;
  onClose: () => void;
  onDone: () => void;
}

/** Rejects an application or revokes an acceptance, with an optional reason. */
export function ReasonDialog({ action, competitor, decisions, onClose, onDone }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const texts = ACTIONS[action];
  const mutation = decisions[action];
  const isBusy = mutation.isPending;
  const isTooLong = reason.trim().length > REASON_MAX_LENGTH;

  const close = () => {
    setReason('');
    onClose();
  };
  const submit = () => {
    if (!competitor || isTooLong) return;
    const onSuccess = () => {
      setReason('');
      onDone();
    };
    const message = reason.trim();
    if (action === 'revoke')
      decisions.revoke.mutate({ id: competitor.id, message, version: competitor.version }, { onSuccess });
    else decisions.reject.mutate({ id: competitor.id, message }, { onSuccess });
  };

  return (
    <AdminDialog
      isOpen={competitor !== null}
      onClose={close}
      title={t(texts.title)}
      isBusy={isBusy}
      data-testid={`${action}-dialog`}
      action={{
        label: t(texts.confirm),
        pendingLabel: t(texts.confirming),
        onClick: submit,
        palette: 'red',
        isDisabled: decisions.isDeciding && !isBusy,
      }}
    >
      <Stack gap="4">
        <Text color="fg.muted">{t(texts.text, { name: competitor?.full_name ?? '' })}</Text>
        <FormField
          label={t('admin.competitors.rejectDialog.reason')}
          error={isTooLong ? t('admin.validation.reasonMaxLength') : undefined}
          isDisabled={isBusy}
        >
          <Textarea
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            placeholder={texts.placeholder && t(texts.placeholder)}
            rows={texts.rows}
          />
        </FormField>
      </Stack>
    </AdminDialog>
  );
}
