import { Button } from '@chakra-ui/react/button';
import { createListCollection } from '@chakra-ui/react/collection';
import { Combobox } from '@/components/ui/recipes/combobox';
import { Field, useFieldContext } from '@chakra-ui/react/field';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTITUTION_TYPES, REGIONS } from '@ctf/shared/schemas/competitor';
import { toSearchKey } from '@ctf/shared/transliteration';
import { useInterfaceScript } from '../../lib/script';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from './use-debounced-value';
import type { InstitutionChoice } from './wizard-values';

/** Spec section 9: the search waits until typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
const MIN_QUERY_LENGTH = 2;
const RESULT_LIMIT = 20;

interface InstitutionPickerProps {
  value: InstitutionChoice | null;
  onChange: (institution: InstitutionChoice | null) => void;
  /** Switches to typing the name by hand, starting from what was searched for (absent: only the list counts). */
  onEnterManually?: (text: string) => void;
  error?: string;
  isDisabled?: boolean;
}

/** A search result, or the chosen institution as an application names it (without region and type). */
type PickerItem = InstitutionChoice & { region?: string; type?: string };

const labelOf = (institution: InstitutionChoice, inScript: (name: string) => string) =>
  `${inScript(institution.name)} (${inScript(institution.city)})`;

/** "Niš, Southern and Eastern Serbia · University": where it is (the region only when it is not the city) and what kind it is. */
function ItemDetails({ item }: { item: PickerItem }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const region = REGIONS.find((known) => known === item.region);
  const type = INSTITUTION_TYPES.find((known) => known === item.type);
  const regionName = region ? t(`account.regions.${region}`) : null;
  const place =
    regionName && toSearchKey(regionName) !== toSearchKey(item.city)
      ? `${inScript(item.city)}, ${regionName}`
      : inScript(item.city);
  return (
    <Text as="span" fontSize="xs" color="fg.muted">
      {type ? `${place} · ${t(`account.institutionTypes.${type}`)}` : place}
    </Text>
  );
}

/** The input, described by the field's hint and error as other fields are (Ark's combobox takes only the label and id from the field). */
function PickerInput({ placeholder }: { placeholder: string }) {
  const field = useFieldContext();
  return (
    <Combobox.Input
      placeholder={placeholder}
      aria-describedby={field?.ariaDescribedby}
      aria-errormessage={field?.invalid ? field.ids.errorText : undefined}
    />
  );
}

/**
 * Spec section 5: institutions are searched on the server (name and city, any case, Cyrillic or
 * Latin, with or without diacritics) once typing pauses. Typing again starts a new search and
 * drops the earlier choice, so the text in the box is always either a search or the choice.
 */
export function InstitutionPicker({ value, onChange, onEnterManually, error, isDisabled }: InstitutionPickerProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const [inputValue, setInputValue] = useState(value ? labelOf(value, inScript) : '');
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const isSearchable = debouncedQuery.length >= MIN_QUERY_LENGTH;
  const search = trpc.institutions.search.useQuery(
    { query: debouncedQuery, limit: RESULT_LIMIT },
    { enabled: isSearchable, placeholderData: keepPreviousData, staleTime: 60_000 },
  );
  const results = useMemo(() => (isSearchable ? (search.data ?? []) : []), [isSearchable, search.data]);

  // The chosen institution stays in the collection, so the combobox can show it as selected.
  const collection = useMemo(() => {
    const items = value && !results.some((item) => item.id === value.id) ? [...results, value] : results;
    return createListCollection<PickerItem>({
      items,
      itemToString: (item) => labelOf(item, inScript),
      itemToValue: (item) => String(item.id),
    });
  }, [results, value, inScript]);

  const isWaiting = query.trim() !== debouncedQuery || search.isFetching;
  const isNothingFound = isSearchable && !isWaiting && search.isSuccess && results.length === 0;
  let emptyText: string = t('account.wizard.fields.institutionNoResults');
  if (query.trim().length < MIN_QUERY_LENGTH)
    emptyText = t('account.wizard.fields.institutionTypeMore', { count: MIN_QUERY_LENGTH });
  else if (isWaiting) emptyText = t('account.wizard.fields.institutionSearching');
  else if (search.isError) emptyText = t('account.wizard.fields.institutionSearchFailed');

  return (
    <Field.Root invalid={Boolean(error)} disabled={isDisabled}>
      <Combobox.Root
        collection={collection}
        value={value ? [String(value.id)] : []}
        inputValue={inputValue}
        onInputValueChange={({ inputValue: text, reason }) => {
          if (reason === 'input-change') {
            setInputValue(text);
            setQuery(text);
            if (value) onChange(null);
          } else if (reason === 'clear-trigger') {
            setInputValue('');
            setQuery('');
          } else if (reason === 'item-select' || !value) {
            setInputValue(text);
          } else {
            // Leaving the box after a choice shows the choice again.
            setInputValue(labelOf(value, inScript));
          }
        }}
        onValueChange={({ items }) => {
          const [chosen] = items;
          onChange(chosen ? { id: chosen.id, name: chosen.name, city: chosen.city } : null);
        }}
        size="lg"
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
        data-testid="institution-picker"
      >
        <Field.Label>{t('account.wizard.fields.institution')}</Field.Label>
        <Combobox.Control>
          <PickerInput placeholder={t('account.wizard.fields.institutionPlaceholder')} />
          <Combobox.IndicatorGroup>
            {isWaiting && isSearchable && <Spinner size="xs" color="fg.muted" />}
            <Combobox.ClearTrigger aria-label={t('account.wizard.fields.clearInstitution')} />
            <Combobox.Trigger aria-label={t('account.wizard.fields.showInstitutions')} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="min(22rem, 50dvh)">
              <Combobox.Empty px="3" py="2" color="fg.muted">
                <Stack gap="2" align="flex-start">
                  <Text>{emptyText}</Text>
                  {isNothingFound && onEnterManually && (
                    <Button size="sm" variant="outline" onClick={() => onEnterManually(query.trim())}>
                      {t('account.wizard.fields.enterManually')}
                    </Button>
                  )}
                </Stack>
              </Combobox.Empty>
              {collection.items.map((item) => (
                // Chakra's item is `flex: 1`: in a list taller than its box the items shrank and
                // each one's second line was drawn over the next. They keep their own height.
                <Combobox.Item key={item.id} item={item} py="2" minH="11" flexShrink="0">
                  <Stack gap="0" flex="1" minW="0">
                    <Combobox.ItemText fontWeight="medium" whiteSpace="normal">
                      {inScript(item.name)}
                    </Combobox.ItemText>
                    <ItemDetails item={item} />
                  </Stack>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      <Field.HelperText>{t('account.wizard.fields.institutionHint')}</Field.HelperText>
    </Field.Root>
  );
}
