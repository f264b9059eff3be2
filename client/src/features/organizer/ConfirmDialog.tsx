import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';
import { OrganizerDialog } from './OrganizerDialog';

interface ConfirmDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isConfirming: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  confirmingLabel: string;
  cancelLabel: string;
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
  cancelLabel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <OrganizerDialog
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
            {cancelLabel}
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={isConfirming} loadingText={confirmingLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text color="fg.muted">{text}</Text>
    </OrganizerDialog>
  );
}
