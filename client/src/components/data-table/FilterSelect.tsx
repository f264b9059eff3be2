import { OptionSelect } from '../select/OptionSelect';
import { FilterField } from './FilterField';
import type { useListParams } from './use-list-params';

interface FilterSelectProps<T extends string> {
  /** The list's state in the address, where the filter is kept under its name. */
  params: Pick<ReturnType<typeof useListParams>, 'filter' | 'setFilter'>;
  name: string;
  label: string;
  /** The first option, which shows everything. */
  anyLabel: string;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
}

/** A list filter: a labelled select of the values the list allows, after one that shows everything. */
export function FilterSelect<T extends string>({
  params,
  name,
  label,
  anyLabel,
  choices,
  choiceLabel,
}: FilterSelectProps<T>) {
  return (
    <FilterField label={label}>
      <OptionSelect
        isCompact
        name={name}
        value={params.filter(name, choices) ?? ''}
        onChange={(event) => params.setFilter(name, event.currentTarget.value)}
        anyLabel={anyLabel}
        options={choices}
        labelOf={choiceLabel}
      />
    </FilterField>
  );
}

type ChoiceTable = Record<string, readonly string[]>;

interface FilterSelectsProps<T extends ChoiceTable> {
  params: FilterSelectProps<string>['params'];
  /** Each filter's name in the address and the values it allows (the table the list reads them with). */
  choices: T;
  labels: NoInfer<Record<keyof T, string>>;
  /** The "any" option's words: one for every filter, or each filter its own. */
  anyLabel: string | NoInfer<Record<keyof T, string>>;
  choiceLabels: NoInfer<{ [K in keyof T]: (choice: T[K][number]) => string }>;
}

/** A list's choice filters, one FilterSelect each, in the order of its table. */
export function FilterSelects<T extends ChoiceTable>({
  params,
  choices,
  labels,
  anyLabel,
  choiceLabels,
}: FilterSelectsProps<T>) {
  return (Object.entries(choices) as [keyof T & string, readonly string[]][]).map(([name, values]) => (
    <FilterSelect
      key={name}
      params={params}
      name={name}
      label={labels[name]}
      anyLabel={typeof anyLabel === 'string' ? anyLabel : anyLabel[name]}
      choices={values}
      // Each name's label function takes that name's values (the props' mapped type says so).
      choiceLabel={choiceLabels[name] as (choice: string) => string}
    />
  ));
}
