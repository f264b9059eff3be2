import { EmptyState } from '@chakra-ui/react/empty-state';
import { useTranslation } from 'react-i18next';
import { LuTrophy } from 'react-icons/lu';

export function ResultsEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root
      data-testid="results-empty"
      size="lg"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      bg="rgba(11, 19, 36, 0.85)"
      backdropFilter="blur(8px)"
    >
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <LuTrophy />
        </EmptyState.Indicator>
        <EmptyState.Title textAlign="center">{t('results.empty')}</EmptyState.Title>
        <EmptyState.Description textAlign="center">{t('results.emptyHint')}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
