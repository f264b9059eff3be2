import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { trpc } from '@/lib/trpc';
import { AdminPage } from '../components/AdminPage';
import { Loaded } from '../components/list-placeholder';
import { FunnelView } from './FunnelView';
import { SeasonsView } from './SeasonsView';
import { StageGlossary } from './StageGlossary';
import { StatisticsFilters } from './StatisticsFilters';
import { useStatisticsChoice } from './statistics-choice';

/**
 * /admin/statistics (issue 33): the programme's funnel for admins and reporters, aggregates only.
 * The choice lives in the address; a season the programme does not have reads as all seasons.
 */
export function Statistics() {
  const { t } = useTranslation();
  const [choice, change] = useStatisticsChoice();
  const seasons = trpc.programme.seasons.useQuery();

  return (
    <AdminPage title={t('admin.statistics.title')} description={t('admin.statistics.description')}>
      <Loaded query={seasons}>
        {(all) => {
          const season = all.some((row) => row.name === choice.season) ? choice.season : undefined;
          return (
            <Stack gap="6">
              <StatisticsFilters choice={{ ...choice, season }} seasons={all} onChange={change} />
              {choice.view === 'seasons' ? (
                <SeasonsView seasons={all} season={season} />
              ) : (
                <FunnelView seasons={all} season={season} by={choice.by} />
              )}
              <StageGlossary />
            </Stack>
          );
        }}
      </Loaded>
    </AdminPage>
  );
}
