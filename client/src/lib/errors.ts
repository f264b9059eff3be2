import type { TRPCClientError } from '@trpc/client';
import { isErrorCode, type ErrorCode } from '@ctf/shared/errors';
import type { AppRouter } from '@ctf/server/router';
import i18n from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@ctf/shared/i18n/languages';

export type AppClientError = TRPCClientError<AppRouter>;

/**
 * Known by its name, not by `instanceof`: the public forms read errors without having loaded the
 * tRPC client's code (it comes on demand), and the class would bring it along.
 */
export function isAppClientError(error: unknown): error is AppClientError {
  return error instanceof Error && error.name === 'TRPCClientError';
}

/** The HTTP status the server answered with; undefined for network errors and timeouts. */
export function httpStatusOf(error: unknown): number | undefined {
  return isAppClientError(error) ? error.data?.httpStatus : undefined;
}

/** The stable code the server adds to every error (shared/src/errors.ts). */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  const code: unknown = isAppClientError(error) ? error.data?.code : undefined;
  return isErrorCode(code) ? code : undefined;
}

type Catalog = Record<Language, Record<ErrorCode, string>>;
let catalog: Catalog | undefined;
let loadingCatalog: Promise<void> | undefined;

/**
 * The server's standard texts in every language (shared/src/i18n/server-messages.ts), fetched when
 * the first error is shown, not with the page: a language switch comes after that.
 */
export function loadServerMessages(): Promise<void> {
  loadingCatalog ??= import('@ctf/shared/i18n/server-messages').then(
    (module) => {
      catalog = module.SERVER_MESSAGES;
      for (const listener of catalogListeners) listener();
    },
    () => {
      loadingCatalog = undefined;
    },
  );
  return loadingCatalog;
}

const catalogListeners = new Set<() => void>();

function onCatalog(listener: () => void): () => void {
  catalogListeners.add(listener);
  return () => catalogListeners.delete(listener);
}

/**
 * For a component that shows `serverMessageOf(error)` while it is on screen: loads the texts once
 * there is an error and renders again when they arrive, so a language switch made while they were
 * still loading is not left showing the language the server answered in.
 */
export function useServerMessages(hasError: boolean): void {
  useSyncExternalStore(
    onCatalog,
    () => catalog !== undefined,
    // Prerendered on the server (entry-server.tsx): no error is shown there yet.
    () => false,
  );
  useEffect(() => {
    if (hasError) void loadServerMessages();
  }, [hasError]);
}

/**
 * The server's text for an error it answered with, in the interface language; undefined for
 * network failures and timeouts, whose messages come from the browser and are not for people.
 * The server wrote it in the language of the request: when it is the code's standard text, it is
 * read again in `language`, so a notice follows a switch of language. A text with particulars (an
 * address, a wait) stays as the server wrote it.
 */
export function serverMessageOf(
  error: unknown,
  language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
): string | undefined {
  if (!isAppClientError(error) || !error.data?.code) return undefined;
  const sent = error.message.trim();
  if (!sent) return undefined;
  const code = errorCodeOf(error);
  if (!catalog) {
    void loadServerMessages();
    return sent;
  }
  const texts = catalog;
  if (code && LANGUAGES.some((lang) => texts[lang][code] === sent)) return texts[language][code];
  return sent;
}

/** The account's address the server named (a sign-in with the right password but an unverified address). */
export function errorEmailOf(error: unknown): string | undefined {
  const email: unknown = isAppClientError(error) ? error.data?.email : undefined;
  return typeof email === 'string' ? email : undefined;
}

/** Message keys per field from a failed validation on the server ({ username: ['usernameTaken'] }). */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | undefined {
  const fieldErrors: unknown = isAppClientError(error) ? error.data?.fieldErrors : undefined;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return undefined;
  const valid = Object.entries(fieldErrors).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every((key) => typeof key === 'string'),
  );
  return valid.length > 0 ? Object.fromEntries(valid) : undefined;
}

/** The first message key the server gave for each of the form's own fields. */
export function formFieldErrors<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): [field: TField, messageKey: string][] {
  const fieldErrors = fieldErrorsOf(error) ?? {};
  return fields.flatMap((field) => {
    const key = fieldErrors[field]?.[0];
    return key ? [[field, key] as [TField, string]] : [];
  });
}
