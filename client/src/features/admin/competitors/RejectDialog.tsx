import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../auth/FormField';
import { AdminDialog } from '../components/AdminDialog';
import type { AdminCompetitor } from '../types';
import type { CompetitorDecisions } from './use-decisions';

/** The reason the server keeps at most (shared ZCompetitorRejectSchema). */
const REASON_MAX_LENGTH = 1000;

interface RejectDialogProps {
  competitor: Pick<AdminCompetitor, 'id' | 'full_name'> | null;
  decisions: CompetitorDecisions;
  onClose: () => void;
  onRejected: () => void;
}

/** Spec: a reject dialog with an optional reason, which the applicant's e-mail carries. */
export function RejectDialog({ competitor, decisions, onClose, onRejected }: RejectDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const isRejecting = decisions.reject.isPending;
  const isTooLong = reason.trim().length > REASON_MAX_LENGTH;

  const close = () => {
    setReason('');
    onClose();
  };
  const submit = () => {
    if (!competitor || isTooLong) return;
    decisions.reject.mutate(
      { id: competitor.id, message: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          onRejected();
        },
      },
    );
  };

  return (
    <AdminDialog
      isOpen={competitor !== null}
      onClose={close}
      title={t('admin.competitors.rejectDialog.title')}
      isBusy={isRejecting}
      data-testid="reject-dialog"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={isRejecting}>
            {t('admin.common.cancel')}
          </Button>
          <Button
            colorPalette="red"
            onClick={submit}
            loading={isRejecting}
            loadingText={t('admin.competitors.rejecting')}
            disabled={decisions.isDeciding && !isRejecting}
          >
            {t('admin.competitors.reject')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('admin.competitors.rejectDialog.text', { name: competitor?.full_name ?? '' })}</Text>
        <FormField
          label={t('admin.competitors.rejectDialog.reason')}
          error={isTooLong ? t('admin.validation.reasonMaxLength') : undefined}
          isDisabled={isRejecting}
        >
          <Textarea
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            placeholder={t('admin.competitors.rejectDialog.reasonPlaceholder')}
            rows={4}
          />
        </FormField>
      </Stack>
    </AdminDialog>
  );
}
