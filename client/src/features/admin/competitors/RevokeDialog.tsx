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

const REASON_MAX_LENGTH = 1000;

interface RevokeDialogProps {
  competitor: Pick<AdminCompetitor, 'id' | 'full_name' | 'version'> | null;
  decisions: CompetitorDecisions;
  onClose: () => void;
  onRevoked: () => void;
}

/** Takes an acceptance back, with an optional reason the competitor's e-mail carries. */
export function RevokeDialog({ competitor, decisions, onClose, onRevoked }: RevokeDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const isRevoking = decisions.revoke.isPending;
  const isTooLong = reason.trim().length > REASON_MAX_LENGTH;
  const close = () => {
    setReason('');
    onClose();
  };
  const submit = () => {
    if (!competitor || isTooLong) return;
    decisions.revoke.mutate(
      { id: competitor.id, message: reason.trim(), version: competitor.version },
      {
        onSuccess: () => {
          setReason('');
          onRevoked();
        },
      },
    );
  };
  return (
    <AdminDialog
      isOpen={competitor !== null}
      onClose={close}
      title={t('admin.competitors.revokeDialog.title')}
      isBusy={isRevoking}
      data-testid="revoke-dialog"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={isRevoking}>
            {t('admin.common.cancel')}
          </Button>
          <Button
            colorPalette="red"
            onClick={submit}
            loading={isRevoking}
            loadingText={t('admin.competitors.revoking')}
            disabled={decisions.isDeciding && !isRevoking}
          >
            {t('admin.competitors.revoke')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('admin.competitors.revokeDialog.text', { name: competitor?.full_name ?? '' })}</Text>
        <FormField
          label={t('admin.competitors.rejectDialog.reason')}
          error={isTooLong ? t('admin.validation.reasonMaxLength') : undefined}
          isDisabled={isRevoking}
        >
          <Textarea name="reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} rows={3} />
        </FormField>
      </Stack>
    </AdminDialog>
  );
}
