import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';
import { ConstructionIcon } from '../app-shell/icons';
import { PageLoading } from '../layout/PageLoading';
import { CompetitionCard } from './CompetitionCard';
import { groupBySeason } from './group-by-season';
import { EmptyNotice, LoadError } from './StateViews';
import { useCtfdAccess } from './use-ctfd-access';

/**
 * The competitions the user may see (DECISIONS: visibility and required role), grouped by season,
 * newest first (issue 31), or "coming soon".
 */
export function CompetitionCards() {
  const { t } = useTranslation();
  const competitions = trpc.competitions.list.useQuery();
  const { access, pendingSlug } = useCtfdAccess();

  if (competitions.isPending) return <PageLoading />;
  if (competitions.isError) return <LoadError error={competitions.error} onRetry={() => void competitions.refetch()} />;
  if (competitions.data.length === 0) {
    return (
      <EmptyNotice
        icon={<ConstructionIcon />}
        title={t('competitions.list.emptyTitle')}
        text={t('competitions.list.empty')}
        data-testid="coming-soon"
      />
    );
  }
  return (
    <Stack gap="8" data-testid="competition-cards">
      {groupBySeason(competitions.data).map(({ season, competitions: inSeason }) => (
        <chakra.section key={season} aria-label={t('competitions.list.season', { name: season })}>
          <Heading as="h2" size="md" mb="3" data-testid="season-heading">
            {t('competitions.list.season', { name: season })}
          </Heading>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            {inSeason.map((competition) => (
              <CompetitionCard
                key={competition.slug}
                competition={competition}
                onAccess={access}
                isAccessing={pendingSlug === competition.slug}
              />
            ))}
          </SimpleGrid>
        </chakra.section>
      ))}
    </Stack>
  );
}
