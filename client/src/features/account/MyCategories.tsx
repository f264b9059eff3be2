import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';

/**
 * The signed-in person's categories in the newest season that has categories (computed from the
 * accepted application and the roles, never typed), or why there are none.
 */
export function MyCategories() {
  const { t } = useTranslation();
  const mine = trpc.programme.myCategories.useQuery();
  if (!mine.data) return null;
  const { season, categories, application } = mine.data;
  const text = !season
    ? t('account.competitor.categories.noSeason')
    : categories.length > 0
      ? t('account.competitor.categories.line', {
          season: season.name,
          categories: categories.map((category) => category.name).join(', '),
        })
      : application === 'accepted'
        ? t('account.competitor.categories.noneFit', { season: season.name })
        : t('account.competitor.categories.notAccepted', { season: season.name });
  return (
    <Text fontWeight={categories.length > 0 ? 'medium' : undefined} data-testid="my-categories">
      {text}
    </Text>
  );
}
