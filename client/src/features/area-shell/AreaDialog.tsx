import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@/components/ui/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';

export interface AreaDialogProps {
  /** Accessible name of the close button, in the area's language texts. */
  closeLabel: string;
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** alertdialog for confirmations: screen readers announce them as such. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on open (for a confirmation: Cancel, never the destructive button). */
  initialFocus?: () => HTMLElement | null;
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
  size = 'md',
  role = 'dialog',
  initialFocus,
  isBusy = false,
  ...rest
}: AreaDialogProps) {
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
      initialFocusEl={initialFocus}
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
            {footer && (
              <Dialog.Footer flexWrap="wrap" gap="3">
                {footer}
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
