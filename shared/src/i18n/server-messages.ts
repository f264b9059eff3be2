import type { ErrorCode } from '../errors';
import type { Language } from './languages';

/** Texts the server itself sends (error messages), in every language. */
export const SERVER_MESSAGES: Record<Language, Record<ErrorCode, string>> = {
  en: {
    BAD_REQUEST: 'The request could not be understood.',
    VALIDATION_ERROR: 'Some fields are not valid.',
    UNAUTHORIZED: 'Please log in to continue.',
    FORBIDDEN: 'You do not have permission to do that.',
    NOT_FOUND: 'Not found.',
    CONFLICT: 'This conflicts with existing data.',
    TOO_MANY_REQUESTS: 'Too many attempts.',
    INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please try again.',
    LOGIN_INVALID_CREDENTIALS: 'Incorrect username or password.',
    LOGIN_EMAIL_NOT_VERIFIED:
      'Your email address is not verified yet. Check your inbox or request a new verification email.',
    USERNAME_TAKEN: 'This username is already taken.',
    EMAIL_TAKEN: 'An account with this email address already exists.',
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
    ALREADY_REGISTERED: 'You are already registered for this competition.',
    REGISTRATION_NOT_PENDING: 'This registration has already been decided.',
    INVITATION_NOT_FOUND: 'You have no invitation to these finals.',
    INVITATION_EXPIRED: 'This invitation has expired.',
    INVITATION_ANSWERED: 'This invitation has already been answered.',
    NOT_ELIGIBLE: 'You do not have access to this competition yet.',
    ROLE_REQUIRED: 'This competition is only for holders of a particular role.',
    AGE_BELOW_MIN: 'You are younger than this competition allows.',
    AGE_ABOVE_MAX: 'You are older than this competition allows.',
    CATEGORY_NOT_ALLOWED: 'This competition is not open to your category.',
    SEASON_IN_USE: 'This season still has competitions; move them to another season first.',
    SEASON_EXISTS: 'A season with this name already exists.',
    CATEGORY_EXISTS: 'This season already has a category with this code.',
    CATEGORY_IN_USE: 'A competition of this season admits this category; remove it from the competition first.',
    ROSTER_RULES_BROKEN: 'This roster breaks a rule, so it cannot be confirmed. Rules not met:',
    ROSTER_CONFIRMED: 'This roster is confirmed; reopen it before changing it.',
    CTFD_NOT_CONFIGURED: 'The CTF platform for this competition is not set up yet.',
    RESULTS_INVALID: 'The results file could not be read.',
    RESULTS_REPLACE_UNCONFIRMED:
      'These results would replace results that changed since your preview. Preview again and confirm the differences.',
    CTFD_API_NOT_CONFIGURED: 'This competition’s CTFd has no API token, so its scoreboard cannot be read.',
    CTFD_API_FAILED: 'CTFd answered with an error, so its scoreboard could not be read. Check that CTFd is up.',
    CTFD_API_UNREACHABLE:
      'CTFd could not be reached (the connection failed or no answer came within 10 seconds). Check that CTFd is up and its stored address is right.',
    CTFD_API_REJECTED:
      'CTFd refused the platform’s API token (it expired, was deleted or is not an admin’s). A platform admin must store a new one.',
    CTFD_API_TOO_LARGE:
      'CTFd’s answer is larger than 8 MB, the most the platform reads, so it was refused. Check that the stored address is CTFd’s own.',
    CTFD_API_NOT_JSON:
      'CTFd’s address answered with something other than JSON. Check that the stored address is CTFd’s own.',
    CTFD_API_BAD_SHAPE:
      'CTFd’s answer does not have the expected form (for example, the scoreboard is missing or is not a list). Check that it is CTFd 3.8 at the stored address.',
    SERVICE_UNAVAILABLE: 'The service is briefly unavailable.',
    WRONG_ADDRESS: 'This page is open at another address than the platform’s own. Open the platform at',
    EDIT_CONFLICT:
      'Someone else saved this while you were editing. Nothing of yours was saved: compare with their values, then save again or load theirs.',
    NOT_FINALS: 'Finalists can be invited only to a competition in the finals stage.',
    EXPIRY_NOT_IN_FUTURE: 'The answer-by time must be in the future.',
    REGISTRATION_REQUIRED:
      'Register for this competition first: access opens once an organizer accepts your registration.',
    REGISTRATION_PENDING: 'Your registration is waiting for an organizer’s decision: access opens once it is accepted.',
    REGISTRATION_REJECTED: 'Your registration for this competition was not accepted, so it gives no access.',
    FINALS_INVITATION_REQUIRED: 'Only finalists who accepted their finals invitation have access to this competition.',
    ANNOUNCEMENT_NO_RECIPIENTS: 'Nobody matches the chosen recipients.',

    PASSWORD_TOO_COMMON: 'This password is one of the most common ones and easy to guess. Choose another.',
    PASSWORD_BREACHED: 'This password has appeared in a data breach elsewhere. Choose another.',
    SECOND_FACTOR_REQUIRED: 'This area needs two-step login: set it up or confirm it with a code first.',
    SECOND_FACTOR_INVALID: 'This code is not right. Enter the current code from your app, or an unused recovery code.',
    SECOND_FACTOR_TOO_MANY: 'Too many wrong codes. Log in again.',
    SECOND_FACTOR_ENABLED: 'Two-step login is already on for this account.',
    SECOND_FACTOR_NOT_STARTED: 'Start the setup again: no setup is in progress.',
    PASSKEY_INVALID: 'The passkey could not be confirmed. Try again, or use another way to log in.',
    PASSKEY_EXISTS: 'This passkey is already saved.',
    PASSKEY_LAST_FACTOR:
      'Staff accounts keep a second factor: add another passkey or an authenticator app before removing this one.',
    PASSWORD_INCORRECT: 'The password is not right.',
    CONFIRMATION_MISMATCH: 'Type your username exactly as it is to confirm.',
    GUARDIAN_CONSENT_REQUIRED: 'Applicants under 15 need the consent of a parent or guardian.',

    ACCOUNT_SUSPENDED: 'This account is suspended. Contact the organizers if you think this is a mistake.',
    NOT_ACCEPTED: 'Only an accepted competitor can have this changed.',
    MERGE_SAME_INSTITUTION: 'Choose two different institutions to merge.',
    CTFD_MOVE_UNCONFIRMED:
      'A competition is running in a CTFd these players are moved in, and CTFd deletes a moved player’s solves there. Confirm the move to go on:',
    IMPORT_TOO_MANY_ROWS:
      'This file has more rows than the page imports (20,000). Import it on the server with the command:',
    IMPORT_FILE_INVALID:
      'The file cannot be read as this kind of import: it must be CSV with the column names on its first line, or a JSON array of objects. Missing or unreadable:',
    MENTOR_REQUEST_EXISTS: 'You have already asked to mentor this school, or you already mentor it.',
    JOIN_CODE_NOT_FOUND: 'This school link is not valid. Ask your school for a new one.',
    NOT_QUALS: 'Participation certificates are issued only for a competition in the qualification stage.',
    RESULTS_NOT_PUBLISHED: 'Publish the results of this competition first.',
    ROSTER_NOT_CONFIRMED: 'Certificates are issued only for a confirmed national team roster.',
    CERTIFICATE_REVOKED: 'This certificate has been revoked.',
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
      'Ваша имејл адреса још није потврђена. Проверите пријемно сандуче или затражите нову поруку за потврду.',
    USERNAME_TAKEN: 'Ово корисничко име је већ заузето.',
    EMAIL_TAKEN: 'Налог са овом имејл адресом већ постоји.',
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
    ALREADY_REGISTERED: 'Већ сте пријављени за ово такмичење.',
    REGISTRATION_NOT_PENDING: 'О овој пријави је већ одлучено.',
    INVITATION_NOT_FOUND: 'Немате позив за ово финале.',
    INVITATION_EXPIRED: 'Овај позив је истекао.',
    INVITATION_ANSWERED: 'На овај позив је већ одговорено.',
    NOT_ELIGIBLE: 'Још немате приступ овом такмичењу.',
    ROLE_REQUIRED: 'Ово такмичење је само за носиоце одређене улоге.',
    AGE_BELOW_MIN: 'Млађи сте него што ово такмичење дозвољава.',
    AGE_ABOVE_MAX: 'Старији сте него што ово такмичење дозвољава.',
    CATEGORY_NOT_ALLOWED: 'Ово такмичење није отворено за вашу категорију.',
    SEASON_IN_USE: 'Ова сезона још има такмичења; прво их преместите у другу сезону.',
    SEASON_EXISTS: 'Сезона с овим називом већ постоји.',
    CATEGORY_EXISTS: 'Ова сезона већ има категорију с овом ознаком.',
    CATEGORY_IN_USE: 'Такмичење ове сезоне прима ову категорију; прво је уклоните из такмичења.',
    ROSTER_RULES_BROKEN: 'Овај састав крши правило, па не може да се потврди. Неиспуњена правила:',
    ROSTER_CONFIRMED: 'Овај састав је потврђен; поново га отворите пре измене.',
    CTFD_NOT_CONFIGURED: 'CTF платформа за ово такмичење још није подешена.',
    RESULTS_INVALID: 'Датотека са резултатима не може да се прочита.',
    RESULTS_REPLACE_UNCONFIRMED:
      'Ови резултати би заменили резултате који су се променили после вашег прегледа. Прегледајте поново и потврдите разлике.',
    CTFD_API_NOT_CONFIGURED: 'CTFd овог такмичења нема API токен, па његова табела резултата не може да се прочита.',
    CTFD_API_FAILED:
      'CTFd је одговорио грешком, па његова табела резултата не може да се прочита. Проверите да ли CTFd ради.',
    CTFD_API_UNREACHABLE:
      'CTFd није доступан (повезивање није успело или одговор није стигао за 10 секунди). Проверите да ли CTFd ради и да ли је сачувана адреса тачна.',
    CTFD_API_REJECTED:
      'CTFd је одбио API токен платформе (истекао је, обрисан је или није администраторски). Администратор платформе треба да сачува нови.',
    CTFD_API_TOO_LARGE:
      'Одговор CTFd-а је већи од 8 МБ, колико платформа највише чита, па је одбијен. Проверите да ли је сачувана адреса баш адреса CTFd-а.',
    CTFD_API_NOT_JSON:
      'Адреса CTFd-а одговорила је нечим што нису подаци какве CTFd шаље. Проверите да ли је сачувана адреса баш адреса CTFd-а.',
    CTFD_API_BAD_SHAPE:
      'Одговор CTFd-а нема очекивани облик (на пример, табела резултата недостаје или није листа). Проверите да ли је на сачуваној адреси CTFd 3.8.',
    SERVICE_UNAVAILABLE: 'Услуга је накратко недоступна.',
    WRONG_ADDRESS: 'Ова страница је отворена на другој адреси, а не на адреси платформе. Отворите платформу на адреси',
    EDIT_CONFLICT:
      'Неко други је ово сачувао док сте уређивали. Ваше измене нису сачуване: упоредите их са његовим вредностима, па сачувајте поново или учитајте његове.',
    NOT_FINALS: 'Финалисти могу да се позову само на такмичење у фази финала.',
    EXPIRY_NOT_IN_FUTURE: 'Рок за одговор мора да буде у будућности.',
    REGISTRATION_REQUIRED: 'Прво се пријавите за ово такмичење: приступ се отвара када организатор прихвати пријаву.',
    REGISTRATION_PENDING: 'Ваша пријава чека одлуку организатора: приступ се отвара када буде прихваћена.',
    REGISTRATION_REJECTED: 'Ваша пријава за ово такмичење није прихваћена, па не даје приступ.',
    FINALS_INVITATION_REQUIRED: 'Приступ овом такмичењу имају само финалисти који су прихватили позив у финале.',
    ANNOUNCEMENT_NO_RECIPIENTS: 'Нико не одговара изабраним примаоцима.',

    PASSWORD_TOO_COMMON: 'Ова лозинка је међу најчешћим и лако се погађа. Изаберите другу.',
    PASSWORD_BREACHED: 'Ова лозинка се већ појавила у неком цурењу података. Изаберите другу.',
    SECOND_FACTOR_REQUIRED: 'За овај део потребна је пријава у два корака: прво је укључите или потврдите кодом.',
    SECOND_FACTOR_INVALID: 'Код није исправан. Унесите тренутни код из апликације или неискоришћен резервни код.',
    SECOND_FACTOR_TOO_MANY: 'Превише погрешних кодова. Пријавите се поново.',
    SECOND_FACTOR_ENABLED: 'Пријава у два корака је већ укључена за овај налог.',
    SECOND_FACTOR_NOT_STARTED: 'Почните подешавање поново: ниједно подешавање није у току.',
    PASSKEY_INVALID: 'Приступни кључ није потврђен. Покушајте поново или се пријавите на други начин.',
    PASSKEY_EXISTS: 'Овај приступни кључ је већ сачуван.',
    PASSKEY_LAST_FACTOR:
      'Налози особља задржавају други корак: додајте још један приступни кључ или апликацију за аутентификацију пре него што уклоните овај.',
    PASSWORD_INCORRECT: 'Лозинка није исправна.',
    CONFIRMATION_MISMATCH: 'За потврду унесите своје корисничко име тачно како гласи.',
    GUARDIAN_CONSENT_REQUIRED: 'За кандидате млађе од 15 година потребна је сагласност родитеља или старатеља.',

    ACCOUNT_SUSPENDED: 'Овај налог је суспендован. Обратите се организаторима ако мислите да је у питању грешка.',
    NOT_ACCEPTED: 'Ово се може променити само прихваћеном такмичару.',
    MERGE_SAME_INSTITUTION: 'Изаберите две различите институције за спајање.',
    CTFD_MOVE_UNCONFIRMED:
      'У CTFd-у у који се ови играчи премештају такмичење је у току, а CTFd у њему брише задатке које је премештени играч решио. Потврдите премештање да бисте наставили:',
    IMPORT_TOO_MANY_ROWS:
      'Ова датотека има више редова него што страница увози (20.000). Увезите је на серверу командом:',
    IMPORT_FILE_INVALID:
      'Датотека не може да се прочита као увоз ове врсте: мора бити табела са називима колона у првом реду (ЦСВ) или низ објеката (ЈСОН). Недостаје или не може да се прочита:',
    MENTOR_REQUEST_EXISTS: 'Већ сте затражили да будете ментор ове школе или сте већ њен ментор.',
    JOIN_CODE_NOT_FOUND: 'Овај линк школе није исправан. Затражите нови од своје школе.',
    NOT_QUALS: 'Сертификати о учешћу издају се само за такмичење у фази квалификација.',
    RESULTS_NOT_PUBLISHED: 'Прво објавите резултате овог такмичења.',
    ROSTER_NOT_CONFIRMED: 'Сертификати се издају само за потврђен састав државног тима.',
    CERTIFICATE_REVOKED: 'Овај сертификат је опозван.',
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
  'SECOND_FACTOR_NEEDED',
  'SECOND_FACTOR_DISABLED',
  'PASSKEY_ADDED',
  'PASSKEY_RENAMED',
  'PASSKEY_REMOVED',
  'ACCOUNT_DELETED',
] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

/** Success texts the server sends as `message`. */
export const SERVER_NOTICES: Record<Language, Record<NoticeKey, string>> = {
  en: {
    REGISTERED: 'Registration successful. We sent you an email: open the link in it to verify your address.',
    LOGGED_IN: 'You are logged in.',
    LOGGED_OUT: 'You are logged out.',
    VERIFICATION_SENT_IF_EXISTS: 'If the email exists, a verification email has been sent.',
    EMAIL_VERIFIED: 'Your email address is verified. You can log in now.',
    EMAIL_ALREADY_VERIFIED: 'This link has already verified your email address. You can log in.',
    RESET_SENT_IF_EXISTS: 'If the email exists, a password reset email has been sent.',
    PASSWORD_RESET: 'Your password has been changed. Log in with the new password.',
    SECOND_FACTOR_NEEDED: 'Enter the code from your authenticator app to finish logging in.',
    SECOND_FACTOR_DISABLED: 'Two-step login is off.',
    PASSKEY_ADDED: 'The passkey is saved.',
    PASSKEY_RENAMED: 'The passkey is renamed.',
    PASSKEY_REMOVED: 'The passkey is removed.',
    ACCOUNT_DELETED: 'Your account and its data have been deleted.',
  },
  sr: {
    REGISTERED: 'Регистрација је успела. Послали смо вам имејл: отворите линк из њега да потврдите адресу.',
    LOGGED_IN: 'Пријављени сте.',
    LOGGED_OUT: 'Одјављени сте.',
    VERIFICATION_SENT_IF_EXISTS: 'Ако адреса постоји, послата је порука за потврду.',
    EMAIL_VERIFIED: 'Ваша имејл адреса је потврђена. Сада се можете пријавити.',
    EMAIL_ALREADY_VERIFIED: 'Овај линк је већ потврдио вашу имејл адресу. Можете се пријавити.',
    RESET_SENT_IF_EXISTS: 'Ако адреса постоји, послата је порука за промену лозинке.',
    PASSWORD_RESET: 'Лозинка је промењена. Пријавите се новом лозинком.',
    SECOND_FACTOR_NEEDED: 'Унесите код из апликације за аутентификацију да бисте завршили пријаву.',
    SECOND_FACTOR_DISABLED: 'Пријава у два корака је искључена.',
    PASSKEY_ADDED: 'Приступни кључ је сачуван.',
    PASSKEY_RENAMED: 'Приступни кључ је преименован.',
    PASSKEY_REMOVED: 'Приступни кључ је уклоњен.',
    ACCOUNT_DELETED: 'Ваш налог и његови подаци су обрисани.',
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
