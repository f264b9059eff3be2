import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import type { Season } from '@ctf/shared/schemas/programme';
import { FUNNEL_BREAKDOWNS, type FunnelBreakdown } from '@ctf/shared/schemas/statistics';
import { useTranslation } from 'react-i18next';
import { FilterField } from '@/components/data-table';
import { OptionSelect } from '@/components/select/OptionSelect';
import { useInterfaceScript } from '@/lib/script';
import { STATISTICS_VIEWS, type StatisticsChoice } from './statistics-choice';

interface StatisticsFiltersProps {
  choice: StatisticsChoice;
  seasons: readonly Season[];
  onChange: (next: Partial<StatisticsChoice>) => void;
}

/** The view (one funnel, or seasons side by side), the season and the breakdown. */
export function StatisticsFilters({ choice, seasons, onChange }: StatisticsFiltersProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  return (
    <Flex gap="4" rowGap="3" wrap="wrap" align="center">
      <HStack gap="2" role="group" aria-label={t('admin.statistics.view')} data-testid="statistics-view">
        {STATISTICS_VIEWS.map((view) => (
          <Button
            key={view}
            size="sm"
            variant={choice.view === view ? 'solid' : 'outline'}
            aria-pressed={choice.view === view}
            onClick={() => onChange({ view })}
            data-view={view}
          >
            {t(`admin.statistics.views.${view}`)}
          </Button>
        ))}
      </HStack>
      <FilterField label={t('admin.statistics.season')}>
        <OptionSelect
          isCompact
          name="season"
          value={choice.season ?? ''}
          onChange={(event) => onChange({ season: event.currentTarget.value || undefined })}
          anyLabel={t('admin.statistics.allTime')}
          options={seasons.map((season) => season.name)}
          labelOf={inScript}
        />
      </FilterField>
      {choice.view === 'funnel' && (
        <FilterField label={t('admin.statistics.breakdown')}>
          <OptionSelect
            isCompact
            name="by"
            value={choice.by}
            onChange={(event) => onChange({ by: event.currentTarget.value as FunnelBreakdown })}
            options={FUNNEL_BREAKDOWNS}
            labelOf={(by) => t(`admin.statistics.breakdowns.${by}`)}
          />
        </FilterField>
      )}
    </Flex>
  );
}
