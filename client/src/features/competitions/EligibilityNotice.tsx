import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import type { EligibilityReason } from '@ctf/shared/schemas/programme';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { type EligibilityCompetition, eligibilityTexts } from './eligibility-text';

interface EligibilityNoticeProps {
  competition: EligibilityCompetition;
  reasons: readonly EligibilityReason[];
  size?: 'sm' | 'md';
}

/**
 * Why the user cannot register for (or enter) a competition, said before they try: each reason in
 * words, with its next step (the application, linking Discord). Nothing when there is none.
 */
export function EligibilityNotice({ competition, reasons, size = 'md' }: EligibilityNoticeProps) {
  const { t, i18n } = useTranslation();
  const texts = eligibilityTexts(t, i18n.language, competition, reasons);
  if (texts.length === 0) return null;
  return (
    <Alert.Root status="warning" size={size} data-testid="eligibility-reasons">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('competitions.eligibility.title')}</Alert.Title>
        <List.Root gap="2" ps="4">
          {texts.map(({ reason, text, action }) => (
            <List.Item key={reason} data-reason={reason}>
              <Stack gap="1" align="flex-start">
                <Alert.Description>{text}</Alert.Description>
                {action && (
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={action.to}>{action.label}</RouterLink>
                  </Button>
                )}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
