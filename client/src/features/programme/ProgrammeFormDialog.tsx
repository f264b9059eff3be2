import { Input } from '@chakra-ui/react/input';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { OrganizerFormDialog } from '../organizer/OrganizerFormDialog';

/** Each dialog's texts: its `name`, `save`/`saving` and `create`/`creating`. */
type ProgrammeFormTexts = 'organizerArea.seasons.seasonForm' | 'organizerArea.seasons.categoryForm';

interface ProgrammeFormDialogProps extends Omit<ComponentProps<typeof OrganizerFormDialog>, 'action' | 'isOpen'> {
  texts: ProgrammeFormTexts;
  /** Saving an edit; otherwise creating a new one. */
  isEdit: boolean;
}

/** A season or category dialog: its form, and the footer's Save (an edit) or Create (a new one). */
export function ProgrammeFormDialog({ texts, isEdit, ...dialog }: ProgrammeFormDialogProps) {
  const { t } = useTranslation();
  const action = isEdit
    ? { label: t(`${texts}.save`), pendingLabel: t(`${texts}.saving`) }
    : { label: t(`${texts}.create`), pendingLabel: t(`${texts}.creating`) };
  return <OrganizerFormDialog isOpen action={action} {...dialog} />;
}

interface NameFieldProps {
  texts: ProgrammeFormTexts;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  hint?: string;
  isDisabled: boolean;
}

/** The season's or category's name, as the lists show it. */
export function NameField({ texts, registration, error, hint, isDisabled }: NameFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t(`${texts}.name`)} hint={hint} error={error} isDisabled={isDisabled} isRequired>
      <Input {...registration} autoComplete="off" />
    </FormField>
  );
}
