import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  onClose: () => void;
  /** The action runs: Cancel is disabled and the action button spins. */
  isPending: boolean;
  /** The action has answered: only Close is left. */
  isDone?: boolean;
  submitLabel: string;
  submittingLabel?: string;
  /** Submits this form id (the dialog body's form) instead of calling onSubmit. */
  form?: string;
  onSubmit?: () => void;
}

/** An organizer dialog's footer: Cancel and its one action, then Close once it is done. */
export function DialogActions({
  onClose,
  isPending,
  isDone = false,
  submitLabel,
  submittingLabel,
  form,
  onSubmit,
}: DialogActionsProps) {
  const { t } = useTranslation();
  if (isDone) return <Button onClick={onClose}>{t('organizerArea.finalists.inviteDialog.close')}</Button>;
  return (
    <>
      <Button variant="outline" onClick={onClose} disabled={isPending}>
        {t('organizerArea.finalists.inviteDialog.cancel')}
      </Button>
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={onSubmit}
        loading={isPending}
        loadingText={submittingLabel}
      >
        {submitLabel}
      </Button>
    </>
  );
}
