import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';
import { ConstructionIcon } from '../app-shell/icons';
import { PageLoading } from '../layout/PageLoading';
import { CompetitionCard } from './CompetitionCard';
import { EmptyNotice, LoadError } from './StateViews';
import { useCtfdAccess } from './use-ctfd-access';

/** The competitions the user may see (DECISIONS: visibility and required role), or "coming soon". */
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
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" data-testid="competition-cards">
      {competitions.data.map((competition) => (
        <CompetitionCard
          key={competition.slug}
          competition={competition}
          onAccess={access}
          isAccessing={pendingSlug === competition.slug}
        />
      ))}
    </SimpleGrid>
  );
}
