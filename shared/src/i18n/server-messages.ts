import type { ErrorCode } from '../errors';
import type { Language } from './languages';

/** Texts the server itself sends (error messages), in every language. */
export const SERVER_MESSAGES: Record<Language, Record<ErrorCode, string>> = {
  en: {
    BAD_REQUEST: 'The request could not be understood.',
    VALIDATION_ERROR: 'Some fields are not valid.',
    UNAUTHORIZED: 'Please sign in to continue.',
    FORBIDDEN: 'You do not have permission to do that.',
    NOT_FOUND: 'Not found.',
    CONFLICT: 'This conflicts with existing data.',
    TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
    INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please try again.',
  },
  sr: {
    BAD_REQUEST: 'Захтев није могуће разумети.',
    VALIDATION_ERROR: 'Нека поља нису исправна.',
    UNAUTHORIZED: 'Пријавите се да бисте наставили.',
    FORBIDDEN: 'Немате дозволу за ту радњу.',
    NOT_FOUND: 'Није пронађено.',
    CONFLICT: 'Ово је у сукобу са постојећим подацима.',
    TOO_MANY_REQUESTS: 'Превише захтева. Сачекајте мало и покушајте поново.',
    INTERNAL_SERVER_ERROR: 'Дошло је до грешке код нас. Покушајте поново.',
  },
};

export function serverMessage(lang: Language, code: ErrorCode): string {
  return SERVER_MESSAGES[lang][code];
}
