import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import type { useRegistrationDecision } from './use-registration-decision';

interface RegistrationActionsProps {
  id: number;
  decision: ReturnType<typeof useRegistrationDecision>;
  size?: 'xs' | 'sm' | 'md';
}

/** The two decisions on a registration and how their buttons look, one at a time or for the ticked ones. */
export const DECISIONS = [
  {
    action: 'accept',
    status: 'accepted',
    palette: 'green',
    variant: 'solid',
    label: 'organizerArea.registrations.accept',
    busyLabel: 'organizerArea.registrations.accepting',
    selectedLabel: 'organizerArea.ops.registrations.acceptSelected',
  },
  {
    action: 'reject',
    status: 'rejected',
    palette: 'red',
    variant: 'outline',
    label: 'organizerArea.registrations.reject',
    busyLabel: 'organizerArea.registrations.rejecting',
    selectedLabel: 'organizerArea.ops.registrations.rejectSelected',
  },
] as const;

/** Accept and Reject of a pending registration; while one runs, both are disabled (spec section 4). */
export function RegistrationActions({ id, decision, size = 'xs' }: RegistrationActionsProps) {
  const { t } = useTranslation();
  const isBusy = decision.pendingId !== undefined;
  const isThis = decision.pendingId === id;
  return (
    <HStack gap="2" wrap="wrap">
      {DECISIONS.map(({ action, palette, variant, label, busyLabel }) => (
        <Button
          key={action}
          size={size}
          variant={variant}
          colorPalette={palette}
          onClick={() => decision[action](id)}
          disabled={isBusy}
          loading={isThis && decision.pendingAction === action}
          loadingText={t(busyLabel)}
        >
          {t(label)}
        </Button>
      ))}
    </HStack>
  );
}
