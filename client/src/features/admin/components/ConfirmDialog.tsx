import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDialog } from './AdminDialog';

interface ConfirmDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isConfirming: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  confirmingLabel: string;
}

/** Asks before something that cannot be undone; focus starts on Cancel. */
export function ConfirmDialog({
  isOpen,
  onClose,
  onConfirm,
  isConfirming,
  title,
  text,
  confirmLabel,
  confirmingLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <AdminDialog
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={title}
      initialFocus={() => cancelRef.current}
      isBusy={isConfirming}
      data-testid="confirm-dialog"
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={isConfirming}>
            {t('admin.common.cancel')}
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={isConfirming} loadingText={confirmingLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text color="fg.muted">{text}</Text>
    </AdminDialog>
  );
}
