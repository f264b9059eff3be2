import type { CustomTypeOptions, ParseKeys } from 'i18next';

type Texts = CustomTypeOptions['resources']['translation'];

/** The dotted paths of the tables in the texts that hold a text for every key in `TKey` (`table.key`). */
export type TextTable<TKey extends string, T = Texts> = {
  [K in keyof T & string]:
    | (T[K] extends Readonly<Record<TKey, string>> ? K : never)
    | (T[K] extends object ? `${K}.${TextTable<TKey, T[K]>}` : never);
}[keyof T & string];

/** The translation key of `key`'s text in `table`: TextTable made sure the table has it. */
export function textKey<TKey extends string>(table: TextTable<TKey>, key: TKey): ParseKeys {
  return `${table}.${key}` as ParseKeys;
}
