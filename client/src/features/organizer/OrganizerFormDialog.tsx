import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useId, type FormEvent } from 'react';
import type { AreaDialogProps, DialogAction } from '../area-shell/AreaDialog';
import { OrganizerDialog } from './OrganizerDialog';

interface OrganizerFormDialogProps extends Omit<AreaDialogProps, 'closeLabel' | 'action'> {
  /** The footer's action: it submits the form. */
  action: Omit<DialogAction, 'form' | 'onClick'>;
  /** The form's submit (react-hook-form's handleSubmit). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/** An organizer dialog around one form, its fields in a column; the footer's action submits it. */
export function OrganizerFormDialog({ action, onSubmit, children, ...dialog }: OrganizerFormDialogProps) {
  const formId = useId();
  return (
    <OrganizerDialog {...dialog} action={{ ...action, form: formId }}>
      <chakra.form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="4">{children}</Stack>
      </chakra.form>
    </OrganizerDialog>
  );
}
