import { Button } from '@chakra-ui/react/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/dates';
import { RegistrationStatusBadge } from '../competitions/badges';
import { DetailsList } from '../competitions/DetailsList';
import type { Registration } from '../competitions/types';
import { OrganizerDialog } from './OrganizerDialog';
import { RegistrationActions } from './RegistrationActions';
import { fullName, institutionLabel } from './registration-details';
import type { useRegistrationDecision } from './use-registration-decision';
import { useInterfaceScript } from '../../lib/script';

interface RegistrationDialogProps {
  registration: Registration | null;
  onClose: () => void;
  decision: ReturnType<typeof useRegistrationDecision>;
}

/** Spec: the registration's details (name, gender, birth date dd.MM.yyyy, institution), Accept and Reject while pending. */
export function RegistrationDialog({ registration, onClose, decision }: RegistrationDialogProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const rows: [label: string, value: ReactNode][] = registration
    ? [
        [t('organizerArea.registrations.dialog.name'), fullName(registration)],
        [t('organizerArea.registrations.dialog.username'), registration.user.username],
        [t('organizerArea.registrations.dialog.email'), registration.user.email],
        [t('organizerArea.registrations.dialog.gender'), t(`competitions.gender.${registration.gender}`)],
        [t('organizerArea.registrations.dialog.dateOfBirth'), formatDate(registration.date_of_birth)],
        [
          t('organizerArea.registrations.dialog.institution'),
          institutionLabel(registration, inScript) ?? t('competitions.notSpecified'),
        ],
        [t('organizerArea.registrations.dialog.status'), <RegistrationStatusBadge status={registration.status} />],
        [t('organizerArea.registrations.dialog.registeredAt'), formatDateTime(registration.created_at)],
      ]
    : [];
  return (
    <OrganizerDialog
      isOpen={registration !== null}
      onClose={onClose}
      title={registration ? t('organizerArea.registrations.dialog.title', { name: fullName(registration) }) : ''}
      data-testid="registration-dialog"
      isBusy={decision.pendingId !== undefined}
      footer={
        registration && (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('organizerArea.registrations.dialog.close')}
            </Button>
            {registration.status === 'pending' && (
              <RegistrationActions id={registration.id} decision={decision} size="md" />
            )}
          </>
        )
      }
    >
      <DetailsList rows={rows} />
    </OrganizerDialog>
  );
}
