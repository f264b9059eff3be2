import type { ParseKeys } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** An area's validation texts: the keys the schemas give, where they live in the locale, the limits they mention. */
export interface ValidationTexts<TKey extends string> {
  /** The keys the area's texts word. */
  keys: readonly TKey[];
  prefix: string;
  params?: Record<string, unknown>;
}

/** The keys of an area's English validation texts, where the area's code imports them anyway. */
export function keysOf<TKey extends string>(texts: Record<TKey, string>): TKey[] {
  return Object.keys(texts) as TKey[];
}

export function validationTexts<TKey extends string>(texts: ValidationTexts<TKey>): ValidationTexts<TKey> {
  return texts;
}

/**
 * The text of a field's error in the interface language. The shared schemas and the server give
 * message keys; a key this client does not know (a newer server) reads as the general "invalid".
 * A form may word some keys its own way.
 */
export function useFieldErrorText<TKey extends string>(
  texts: ValidationTexts<TKey>,
  overrides: Partial<Record<TKey, string>> = {},
) {
  const { t } = useTranslation();
  return (error: Pick<FieldError, 'message'> | undefined): string | undefined => {
    if (!error) return undefined;
    const message = error.message;
    const key =
      typeof message === 'string' && (texts.keys as readonly string[]).includes(message)
        ? (message as TKey)
        : 'invalid';
    return overrides[key as TKey] ?? t(`${texts.prefix}.${key}` as ParseKeys, texts.params ?? {});
  };
}
