import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { AreaDialog } from './AreaDialog';

export interface AreaConfirmDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isConfirming: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  confirmingLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** The confirm button's colour: red for what cannot be undone (the default), green for an acceptance. */
  confirmPalette?: 'red' | 'green';
  /** More than a sentence: what exactly will happen (a list of what is removed). */
  children?: ReactNode;
}

/** Asks before something that cannot be undone; focus starts on Cancel. */
export function AreaConfirmDialog({
  isOpen,
  onClose,
  onConfirm,
  isConfirming,
  title,
  text,
  confirmLabel,
  confirmingLabel,
  cancelLabel,
  closeLabel,
  confirmPalette = 'red',
  children,
}: AreaConfirmDialogProps) {
  return (
    <AreaDialog
      closeLabel={closeLabel}
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={title}
      isBusy={isConfirming}
      data-testid="confirm-dialog"
      cancelLabel={cancelLabel}
      isCancelFocused
      action={{ label: confirmLabel, pendingLabel: confirmingLabel, onClick: onConfirm, palette: confirmPalette }}
    >
      <Text color="fg.muted">{text}</Text>
      {children}
    </AreaDialog>
  );
}
