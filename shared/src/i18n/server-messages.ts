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
    TOO_MANY_REQUESTS: 'Too many attempts.',
    INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please try again.',
    LOGIN_INVALID_CREDENTIALS: 'Incorrect username or password.',
    LOGIN_EMAIL_NOT_VERIFIED:
      'Your e-mail address is not verified yet. Check your inbox or request a new verification e-mail.',
    USERNAME_TAKEN: 'This username is already taken.',
    EMAIL_TAKEN: 'An account with this e-mail address already exists.',
    BOT_CHECK_REQUIRED: 'Please complete the human verification.',
    BOT_CHECK_FAILED: 'The human verification failed or expired. Please try again.',
    TOKEN_INVALID: 'This link is invalid or has expired. Please request a new one.',
    DEV_ONLY: 'This is available only in development.',
    DISCORD_REQUIRED: 'Link your Discord account first.',
    APPLICATION_EXISTS: 'You already have an application that is pending or accepted.',
    INSTITUTION_NOT_FOUND: 'The chosen institution does not exist.',
    NOT_A_COMPETITOR: 'Only accepted competitors can do this.',
    NOTHING_TO_DECIDE: 'There is no pending application to decide.',
    NOT_REJECTED: 'Only a rejected application can be reconsidered.',
    CANNOT_REMOVE_OWN_ADMIN: 'You cannot remove your own admin role.',
    CANNOT_DELETE_SELF: 'You cannot delete your own account.',
    INSTITUTION_EXISTS: 'An institution with this name already exists in this city.',
    INSTITUTION_IN_USE: 'This institution cannot be deleted: competitors have chosen it.',
    SLUG_TAKEN: 'This slug is already used by another competition.',
    REGISTRATION_CLOSED: 'Registration for this competition is not open.',
    COMPETITOR_PROFILE_REQUIRED: 'You need an accepted competitor profile to register.',
    ALREADY_REGISTERED: 'You are already registered for this competition.',
    REGISTRATION_NOT_PENDING: 'This registration has already been decided.',
    INVITATION_NOT_FOUND: 'You have no invitation to these finals.',
    INVITATION_EXPIRED: 'This invitation has expired.',
    INVITATION_ANSWERED: 'This invitation has already been answered.',
    NOT_ELIGIBLE: 'You do not have access to this competition yet.',
    CTFD_NOT_CONFIGURED: 'The CTF platform for this competition is not set up yet.',
    RESULTS_INVALID: 'The results file could not be read.',
    SERVICE_UNAVAILABLE: 'The service is briefly unavailable.',
    WRONG_ADDRESS: 'This page is open at another address than the platform’s own. Open the platform at',
    EDIT_CONFLICT:
      'Someone else saved this while you were editing. Nothing of yours was saved: compare with their values, then save again or load theirs.',
    NOT_FINALS: 'Finalists can be invited only to a competition in the finals stage.',
    EXPIRY_NOT_IN_FUTURE: 'The answer-by time must be in the future.',
  },
  sr: {
    BAD_REQUEST: 'Захтев није могуће разумети.',
    VALIDATION_ERROR: 'Нека поља нису исправна.',
    UNAUTHORIZED: 'Пријавите се да бисте наставили.',
    FORBIDDEN: 'Немате дозволу за ту радњу.',
    NOT_FOUND: 'Није пронађено.',
    CONFLICT: 'Ово је у сукобу са постојећим подацима.',
    TOO_MANY_REQUESTS: 'Превише покушаја.',
    INTERNAL_SERVER_ERROR: 'Дошло је до грешке код нас. Покушајте поново.',
    LOGIN_INVALID_CREDENTIALS: 'Погрешно корисничко име или лозинка.',
    LOGIN_EMAIL_NOT_VERIFIED:
      'Ваша адреса е-поште још није потврђена. Проверите пријемно сандуче или затражите нову поруку за потврду.',
    USERNAME_TAKEN: 'Ово корисничко име је већ заузето.',
    EMAIL_TAKEN: 'Налог са овом адресом е-поште већ постоји.',
    BOT_CHECK_REQUIRED: 'Потврдите да нисте робот.',
    BOT_CHECK_FAILED: 'Провера да нисте робот није успела или је истекла. Покушајте поново.',
    TOKEN_INVALID: 'Овај линк није исправан или је истекао. Затражите нови.',
    DEV_ONLY: 'Ово је доступно само у развојном окружењу.',
    DISCORD_REQUIRED: 'Прво повежите свој Discord налог.',
    APPLICATION_EXISTS: 'Већ имате пријаву која је на чекању или прихваћена.',
    INSTITUTION_NOT_FOUND: 'Изабрана институција не постоји.',
    NOT_A_COMPETITOR: 'Ово могу само прихваћени такмичари.',
    NOTHING_TO_DECIDE: 'Нема пријаве на чекању о којој треба одлучити.',
    NOT_REJECTED: 'Поново се може размотрити само одбијена пријава.',
    CANNOT_REMOVE_OWN_ADMIN: 'Не можете уклонити сопствену улогу администратора.',
    CANNOT_DELETE_SELF: 'Не можете обрисати сопствени налог.',
    INSTITUTION_EXISTS: 'Институција са овим називом већ постоји у овом граду.',
    INSTITUTION_IN_USE: 'Ова институција не може да се обрише: такмичари су је изабрали.',
    SLUG_TAKEN: 'Ова кратка ознака већ припада другом такмичењу.',
    REGISTRATION_CLOSED: 'Пријаве за ово такмичење нису отворене.',
    COMPETITOR_PROFILE_REQUIRED: 'За пријаву вам је потребан прихваћен профил такмичара.',
    ALREADY_REGISTERED: 'Већ сте пријављени за ово такмичење.',
    REGISTRATION_NOT_PENDING: 'О овој пријави је већ одлучено.',
    INVITATION_NOT_FOUND: 'Немате позив за ово финале.',
    INVITATION_EXPIRED: 'Овај позив је истекао.',
    INVITATION_ANSWERED: 'На овај позив је већ одговорено.',
    NOT_ELIGIBLE: 'Још немате приступ овом такмичењу.',
    CTFD_NOT_CONFIGURED: 'CTF платформа за ово такмичење још није подешена.',
    RESULTS_INVALID: 'Датотека са резултатима не може да се прочита.',
    SERVICE_UNAVAILABLE: 'Услуга је накратко недоступна.',
    WRONG_ADDRESS: 'Ова страница је отворена на другој адреси, а не на адреси платформе. Отворите платформу на адреси',
    EDIT_CONFLICT:
      'Неко други је ово сачувао док сте уређивали. Ваше измене нису сачуване: упоредите их са његовим вредностима, па сачувајте поново или учитајте његове.',
    NOT_FINALS: 'Финалисти могу да се позову само на такмичење у фази финала.',
    EXPIRY_NOT_IN_FUTURE: 'Рок за одговор мора да буде у будућности.',
  },
};

/** The server's text for an error; with a known wait ("try again in 5 minutes") when there is one. */
export function serverMessage(lang: Language, code: ErrorCode, retryAfterSeconds?: number): string {
  const message = SERVER_MESSAGES[lang][code];
  return retryAfterSeconds === undefined ? message : `${message} ${retryAfterText(lang, retryAfterSeconds)}`;
}

export const NOTICE_KEYS = [
  'REGISTERED',
  'LOGGED_IN',
  'LOGGED_OUT',
  'VERIFICATION_SENT_IF_EXISTS',
  'EMAIL_VERIFIED',
  'EMAIL_ALREADY_VERIFIED',
  'RESET_SENT_IF_EXISTS',
  'PASSWORD_RESET',
] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

/** Success texts the server sends as `message`. */
export const SERVER_NOTICES: Record<Language, Record<NoticeKey, string>> = {
  en: {
    REGISTERED: 'Registration successful. We sent you an e-mail: open the link in it to verify your address.',
    LOGGED_IN: 'You are signed in.',
    LOGGED_OUT: 'You are signed out.',
    VERIFICATION_SENT_IF_EXISTS: 'If the email exists, a verification email has been sent.',
    EMAIL_VERIFIED: 'Your e-mail address is verified. You can sign in now.',
    EMAIL_ALREADY_VERIFIED: 'This link has already verified your e-mail address. You can sign in.',
    RESET_SENT_IF_EXISTS: 'If the email exists, a password reset email has been sent.',
    PASSWORD_RESET: 'Your password has been changed. Sign in with the new password.',
  },
  sr: {
    REGISTERED: 'Регистрација је успела. Послали смо вам е-поруку: отворите линк из ње да потврдите адресу.',
    LOGGED_IN: 'Пријављени сте.',
    LOGGED_OUT: 'Одјављени сте.',
    VERIFICATION_SENT_IF_EXISTS: 'Ако адреса постоји, послата је порука за потврду.',
    EMAIL_VERIFIED: 'Ваша адреса е-поште је потврђена. Сада се можете пријавити.',
    EMAIL_ALREADY_VERIFIED: 'Ова веза је већ потврдила вашу адресу е-поште. Можете се пријавити.',
    RESET_SENT_IF_EXISTS: 'Ако адреса постоји, послата је порука за промену лозинке.',
    PASSWORD_RESET: 'Лозинка је промењена. Пријавите се новом лозинком.',
  },
};

export function serverNotice(lang: Language, key: NoticeKey): string {
  return SERVER_NOTICES[lang][key];
}

type Unit = 'second' | 'minute' | 'hour';
const WAIT_UNITS: Record<Language, Record<Unit, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>> = {
  en: {
    second: { one: 'second', other: 'seconds' },
    minute: { one: 'minute', other: 'minutes' },
    hour: { one: 'hour', other: 'hours' },
  },
  // "за 1 секунду / 2 секунде / 5 секунди": the accusative after "за".
  sr: {
    second: { one: 'секунду', few: 'секунде', other: 'секунди' },
    minute: { one: 'минут', few: 'минута', other: 'минута' },
    hour: { one: 'сат', few: 'сата', other: 'сати' },
  },
};

/** "Try again in 2 minutes." in the caller's language, rounded up to a whole second, minute or hour. */
export function retryAfterText(lang: Language, seconds: number): string {
  const [amount, unit]: [number, Unit] =
    seconds < 90
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 90 * 60
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  const forms = WAIT_UNITS[lang][unit];
  const word = forms[new Intl.PluralRules(lang).select(amount)] ?? forms.other;
  return lang === 'sr' ? `Покушајте поново за ${amount} ${word}.` : `Try again in ${amount} ${word}.`;
}
