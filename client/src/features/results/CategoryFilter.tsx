import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { FilterSelect } from '@/components/data-table/FilterSelect';
import { useTranslation } from 'react-i18next';
import { useInterfaceScript } from '../../lib/script';
import { useSearchParams } from '../../lib/use-search-params';
import '../../locales/competitions/results';
import '../../locales/competitions/results-extra';

/** Sets `?category=` (empty: everyone), keeping the rest of the address. */
function useSetCategory() {
  const [, setSearchParams] = useSearchParams();
  return (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('category', value);
        else next.delete('category');
        return next;
      },
      { replace: true },
    );
}

/** The select of a season's categories (the first option shows everyone), bound to the address. */
export function CategoryFilter({ categories }: { categories: readonly { code: string; name: string }[] }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const [searchParams] = useSearchParams();
  const setCategory = useSetCategory();
  if (categories.length === 0) return null;
  const names = new Map(categories.map((c) => [c.code, c.name]));
  const params = {
    filter: <T extends string>(name: string, allowed: readonly T[]) =>
      allowed.find((option) => option === searchParams.get(name)),
    setFilter: (_name: string, value: string) => setCategory(value),
  };
  const chosen = params.filter(
    'category',
    categories.map((c) => c.code),
  );
  return (
    <>
      <FilterSelect
        params={params}
        name="category"
        label={t('resultsExtra.category')}
        anyLabel={t('resultsExtra.allCategories')}
        choices={categories.map((c) => c.code)}
        choiceLabel={(code) => inScript(names.get(code) ?? code)}
      />
      {chosen && (
        <Text color="fg.muted" fontSize="sm">
          {t('resultsExtra.categoryHint')}
        </Text>
      )}
    </>
  );
}

/** The address names a category the competition's season does not have (an old or edited link). */
export function CategoryUnknown() {
  const { t } = useTranslation();
  const setCategory = useSetCategory();
  return (
    <Alert.Root status="warning" data-testid="results-category-unknown">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('resultsExtra.categoryUnknownTitle')}</Alert.Title>
        <Alert.Description>{t('resultsExtra.categoryUnknownText')}</Alert.Description>
        <Button size="sm" variant="outline" alignSelf="flex-start" mt="2" onClick={() => setCategory('')}>
          {t('resultsExtra.showEveryone')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The competition's season, a link to every season's results (fetched with the filter). */
export function SeasonLine({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="results-season">
      <Link asChild colorPalette="brand" textDecoration="underline">
        <RouterLink to={PATHS.resultsIndex}>{t('resultsExtra.season', { name })}</RouterLink>
      </Link>
    </Text>
  );
}
