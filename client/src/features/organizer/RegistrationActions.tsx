import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import type { useRegistrationDecision } from './use-registration-decision';

interface RegistrationActionsProps {
  id: number;
  decision: ReturnType<typeof useRegistrationDecision>;
  size?: 'xs' | 'sm' | 'md';
}

/** Accept and Reject of a pending registration; while one runs, both are disabled (spec section 4). */
export function RegistrationActions({ id, decision, size = 'xs' }: RegistrationActionsProps) {
  const { t } = useTranslation();
  const isBusy = decision.pendingId !== undefined;
  const isThis = decision.pendingId === id;
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size={size}
        colorPalette="green"
        onClick={() => decision.accept(id)}
        disabled={isBusy}
        loading={isThis && decision.pendingAction === 'accept'}
        loadingText={t('organizerArea.registrations.accepting')}
      >
        {t('organizerArea.registrations.accept')}
      </Button>
      <Button
        size={size}
        variant="outline"
        colorPalette="red"
        onClick={() => decision.reject(id)}
        disabled={isBusy}
        loading={isThis && decision.pendingAction === 'reject'}
        loadingText={t('organizerArea.registrations.rejecting')}
      >
        {t('organizerArea.registrations.reject')}
      </Button>
    </HStack>
  );
}
