import { Button, type ButtonProps, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@/components/ui/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useRef, type ReactNode } from 'react';

/** A dialog's one action, drawn after Cancel in its footer. */
export interface DialogAction {
  label: ReactNode;
  /** The button's text while the action runs (while the dialog is busy). */
  pendingLabel?: string;
  /** Submits this form id (the dialog body's form) instead of calling onClick. */
  form?: string;
  onClick?: () => void;
  palette?: ButtonProps['colorPalette'];
  isDisabled?: boolean;
}

export interface AreaDialogProps {
  /** Accessible name of the close button, in the area's language texts. */
  closeLabel: string;
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Instead of a footer: Cancel (it closes, and waits while the dialog is busy), then this action. */
  action?: DialogAction;
  cancelLabel?: string;
  /** The action has answered: only a button that closes is left, with this label. */
  isDone?: boolean;
  doneLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  /** alertdialog for confirmations: screen readers announce them as such. */
  role?: 'dialog' | 'alertdialog';
  /** Focus starts on Cancel (a confirmation's: never on the destructive button). */
  isCancelFocused?: boolean;
  /** Keeps the dialog open while its action runs: no closing by Escape or a click outside. */
  isBusy?: boolean;
  'data-testid'?: string;
}

/** A Chakra dialog as the admin and organizer areas use them: centred, scrolling inside on small screens. */
export function AreaDialog({
  closeLabel,
  isOpen,
  onClose,
  title,
  children,
  footer,
  action,
  cancelLabel,
  isDone = false,
  doneLabel,
  size = 'md',
  role = 'dialog',
  isCancelFocused = false,
  isBusy = false,
  ...rest
}: AreaDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const buttons = isDone ? (
    <Button onClick={onClose}>{doneLabel}</Button>
  ) : action ? (
    <>
      <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={isBusy}>
        {cancelLabel}
      </Button>
      <Button
        type={action.form ? 'submit' : 'button'}
        form={action.form}
        colorPalette={action.palette}
        onClick={action.onClick}
        disabled={action.isDisabled}
        loading={isBusy}
        loadingText={action.pendingLabel}
      >
        {action.label}
      </Button>
    </>
  ) : (
    footer
  );
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={role}
      size={size}
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={isCancelFocused ? () => cancelRef.current : undefined}
      closeOnEscape={!isBusy}
      closeOnInteractOutside={!isBusy}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid={rest['data-testid']}>
            <Dialog.Header pe="12">
              <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {buttons && (
              <Dialog.Footer flexWrap="wrap" gap="3">
                {buttons}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} disabled={isBusy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
