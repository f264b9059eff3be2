import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentCheckbox } from '../auth/ConsentCheckbox';
import '../../locales/mentors';

interface MentorConsentCheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Under 15 the parent or guardian answers, and the words say so. */
  isGuardianAnswering: boolean;
}

/**
 * The application's question whether the school's mentors may follow the competitor: what they
 * would see and what never, said under the box (and read with it).
 */
export function MentorConsentCheckbox({ isGuardianAnswering, ...registration }: MentorConsentCheckboxProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Stack gap="1.5" data-testid="mentor-consent">
      <ConsentCheckbox
        {...registration}
        aria-describedby={hintId}
        label={isGuardianAnswering ? t('mentors.consent.guardianLabel') : t('mentors.consent.label')}
      />
      <Text id={hintId} fontSize="xs" color="fg.muted" ps="8">
        {t('mentors.consent.hint')}
      </Text>
    </Stack>
  );
}
