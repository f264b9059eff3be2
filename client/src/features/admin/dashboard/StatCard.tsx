import { Box } from '@chakra-ui/react/box';
import { LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface StatCardProps {
  label: string;
  value: number;
  icon: ReactNode;
  testId: string;
  /** The list the card opens; without it the card is not a link and shows `note` instead. */
  to?: string;
  note?: ReactNode;
  isWarning?: boolean;
}

/** One dashboard figure: a label, a large number, and the way into its list. */
export function StatCard({ label, value, icon, testId, to, note, isWarning = false }: StatCardProps) {
  const { t } = useTranslation();
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderColor={isWarning ? 'border.warning' : 'border.muted'}
      rounded="lg"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      display="flex"
      flexDirection="column"
      transition="border-color 0.15s, background 0.15s"
      {...(to
        ? {
            _hover: { borderColor: 'brand.muted', bg: 'whiteAlpha.50' },
            _focusWithin: { outline: '2px solid', outlineColor: 'brand.focusRing' },
          }
        : {})}
      data-testid={testId}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Text color="fg.muted" fontWeight="medium">
          {to ? (
            <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
              <RouterLink to={to}>{label}</RouterLink>
            </LinkOverlay>
          ) : (
            label
          )}
        </Text>
        <Box color="brand.fg" fontSize="xl" aria-hidden="true">
          {icon}
        </Box>
      </HStack>
      <Text
        fontSize={{ base: '3xl', md: '4xl' }}
        fontWeight="bold"
        lineHeight="1.1"
        mt="auto"
        pt="2"
        data-testid="stat-value"
      >
        {value}
      </Text>
      {to ? (
        <Text fontSize="sm" color="fg.subtle" mt="1" aria-hidden="true">
          {t('admin.dashboard.open')} →
        </Text>
      ) : (
        <Text fontSize="sm" color={isWarning ? 'fg.warning' : 'fg.subtle'} mt="1" data-testid={`${testId}-note`}>
          {note}
        </Text>
      )}
    </LinkBox>
  );
}
