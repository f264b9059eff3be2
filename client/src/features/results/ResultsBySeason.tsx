import { Box } from '@chakra-ui/react/box';
import { Center } from '@chakra-ui/react/center';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../lib/dates';
import { resultsPath } from '../../lib/paths';
import { useInterfaceScript } from '../../lib/script';
import { trpc } from '../../lib/trpc';
import '../../locales/competitions/results';
import '../../locales/competitions/results-extra';
import { ResultsEmpty, ResultsLoadError } from './ResultsEmpty';

const panel = {
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'xl',
  bg: 'rgba(11, 19, 36, 0.85)',
  backdropFilter: 'blur(8px)',
} as const;

/**
 * Every public competition's published results under its season's heading, newest season first
 * (one request). Each competition links to its results page; the season's categories link to it
 * filtered (`?category=`).
 */
export function ResultsBySeason() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const seasons = trpc.results.bySeason.useQuery(undefined, { staleTime: 0 });
  if (seasons.isPending) {
    return (
      <Center py="16" role="status">
        <Spinner size="lg" color="brand.solid" />
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      </Center>
    );
  }
  if (seasons.isError) return <ResultsLoadError onRetry={() => void seasons.refetch()} />;
  if (seasons.data.length === 0) return <ResultsEmpty />;
  return (
    <Stack gap={{ base: '8', md: '10' }}>
      {seasons.data.map((season) => (
        <Stack as="section" key={season.id} gap="3" data-testid="results-season-section">
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
            {t('resultsExtra.season', { name: inScript(season.name) })}
          </Heading>
          <Stack as="ul" gap="3" listStyleType="none">
            {season.competitions.map((competition) => (
              <Box as="li" key={competition.slug} {...panel} px="4" py="3">
                <Heading as="h3" size="md">
                  <Link asChild colorPalette="brand" textDecoration="underline">
                    <RouterLink to={resultsPath(competition.slug)}>{inScript(competition.name)}</RouterLink>
                  </Link>
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {t('resultsExtra.competitionSummary', {
                    date: formatDate(competition.published_at),
                    count: competition.entries,
                  })}
                </Text>
                {season.categories.length > 0 && (
                  <Text fontSize="sm" mt="1">
                    {t('resultsExtra.byCategory')}{' '}
                    {season.categories.map((category, index) => (
                      <span key={category.code}>
                        {index > 0 && ', '}
                        <Link asChild colorPalette="brand" textDecoration="underline">
                          <RouterLink
                            to={`${resultsPath(competition.slug)}?category=${encodeURIComponent(category.code)}`}
                          >
                            {inScript(category.name)}
                          </RouterLink>
                        </Link>
                      </span>
                    ))}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
