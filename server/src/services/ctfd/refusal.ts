import type { Language } from '@ctf/shared';
import type { Database } from '../../db/database';
import type { Viewer } from '../auth/viewer';
import { type AccessRefusal, competitionAccessRefusal } from '../competitions/access';
import { canSee, findCompetitionRow } from '../competitions/competitions';
import type { CtfdClient } from './clients';
import { CTFD_MAX_LENGTH, ctfdTeamFor } from './names';

/** Why a logged-in player may not enter a CTFd; each has its own page text and next step. */
export type CtfdRefusal =
  | 'unverified'
  | 'emailTooLong'
  | 'notOpen'
  | 'discord'
  | 'registrationMissing'
  | 'registrationPending'
  | 'registrationRejected'
  | 'finalsInvitation'
  | 'notCompetitor'
  | 'roleRequired'
  | 'ageBelowMin'
  | 'ageAboveMax'
  | 'categoryNotAllowed'
  | 'noTeam';

/** Each refusal of the Access rule as the CTFd page says it: the same rule, the page's own words. */
const CTFD_REFUSAL_OF: Record<AccessRefusal, CtfdRefusal> = {
  DISCORD_REQUIRED: 'discord',
  REGISTRATION_REQUIRED: 'registrationMissing',
  REGISTRATION_PENDING: 'registrationPending',
  REGISTRATION_REJECTED: 'registrationRejected',
  FINALS_INVITATION_REQUIRED: 'finalsInvitation',
  NOT_A_COMPETITOR: 'notCompetitor',
  ROLE_REQUIRED: 'roleRequired',
  AGE_BELOW_MIN: 'ageBelowMin',
  AGE_ABOVE_MAX: 'ageAboveMax',
  CATEGORY_NOT_ALLOWED: 'categoryNotAllowed',
};

/**
 * Why this user may not log in to this CTFd, or null. The playground takes any logged-in user with
 * a verified email; a competition's CTFd whoever its Access button lets in (the same function); team mode (CTFd asks
 * for the `team` scope) needs an accepted competitor's school.
 */
export async function ctfdRefusal(
  db: Database,
  user: Viewer,
  client: CtfdClient,
  wantsTeam: boolean,
): Promise<CtfdRefusal | null> {
  if (!user.email_verified_at) return 'unverified';
  if (user.email.length > CTFD_MAX_LENGTH) return 'emailTooLong';
  if (client.competition_slug !== null) {
    const competition = await findCompetitionRow(db, client.competition_slug).catch(() => null);
    if (!competition || !canSee(user, competition)) return 'notOpen';
    // The Access button's rule, read by the same function (competitions/access.ts).
    const refusal = await competitionAccessRefusal(db, user, competition);
    if (refusal) return CTFD_REFUSAL_OF[refusal];
  }
  if (wantsTeam && !(await ctfdTeamFor(db, user.id))) return 'noTeam';
  return null;
}

/**
 * The header line of the pages the platform shows on the way to CTFd, in the page's script (CTF and
 * CTFd are names, kept in Latin like in the interface's Serbian texts).
 */
export const CTFD_PAGE_BRAND: Record<Language, string> = {
  sr: 'CTF Србија · CTFd',
  en: 'CTF Srbija · CTFd',
};

/** Where a refusal's next step is taken on the platform; the same place whatever the page's language. */
type NextStep = 'resendEmail' | 'account' | 'linkDiscord' | 'competitions' | 'competitorProfile';

const STEP_PATH: Record<NextStep, string> = {
  resendEmail: '/auth/resend-verify-email',
  account: '/app/account',
  linkDiscord: '/app/account',
  competitions: '/app/competitions',
  competitorProfile: '/app/account/competitor',
};

const STEP_OF: Record<CtfdRefusal, NextStep> = {
  unverified: 'resendEmail',
  emailTooLong: 'account',
  notOpen: 'competitions',
  discord: 'linkDiscord',
  registrationMissing: 'competitions',
  registrationPending: 'competitions',
  registrationRejected: 'competitions',
  finalsInvitation: 'competitions',
  notCompetitor: 'competitorProfile',
  roleRequired: 'competitions',
  ageBelowMin: 'competitions',
  ageAboveMax: 'competitions',
  categoryNotAllowed: 'competitions',
  noTeam: 'competitorProfile',
};

interface RefusalText {
  reason: string;
  next: string;
  action: { label: string; path: string };
}

type PageLines = Record<'title' | 'intro' | 'playground' | 'back' | 'switch' | 'whatNow', string>;
type RefusalPageText = PageLines & Record<CtfdRefusal, RefusalText>;

/** One language's page: its lines, the label of each next step, and why each refusal happened. */
function refusalPage(
  lines: PageLines,
  stepLabel: Record<NextStep, string>,
  why: Record<CtfdRefusal, Omit<RefusalText, 'action'>>,
): RefusalPageText {
  const refusals = Object.fromEntries(
    Object.entries(STEP_OF).map(([refusal, step]) => [
      refusal,
      { ...why[refusal as CtfdRefusal], action: { label: stepLabel[step], path: STEP_PATH[step] } },
    ]),
  ) as Record<CtfdRefusal, RefusalText>;
  return { ...lines, ...refusals };
}

export const REFUSAL_TEXT: Record<Language, RefusalPageText> = {
  sr: refusalPage(
    {
      title: 'Улаз у CTFd није могућ',
      intro: 'Пријављени сте као {user}, али још не можете да уђете у CTFd за: {competition}.',
      playground: 'вежбалиште (CTFd отворен током целе године)',
      back: 'Назад на CTFd',
      switch: 'Пријава другим налогом',
      whatNow: 'Шта сада',
    },
    {
      resendEmail: 'Пошаљи поруку поново',
      account: 'Мој налог',
      linkDiscord: 'Повежите Discord',
      competitions: 'Такмичења',
      competitorProfile: 'Профил такмичара',
    },
    {
      unverified: {
        reason: 'Ваша имејл адреса још није потврђена.',
        next: 'Отворите линк из имејла који смо вам послали, па поново кликните на пријаву у CTFd-у.',
      },
      emailTooLong: {
        reason: 'Ваша имејл адреса дужа је од 128 знакова, колико CTFd може да сачува.',
        next: 'Промените имејл адресу на свом налогу у краћу, потврдите је и покушајте поново.',
      },
      notOpen: {
        reason: 'Ово такмичење није отворено за ваш налог.',
        next: 'Ако мислите да је ово грешка, обратите се организаторима.',
      },
      discord: {
        reason: 'Ваш налог није повезан са Discord налогом, а такмичари се њиме представљају.',
        next: 'Повежите Discord налог на страни свог налога, па поново кликните на пријаву у CTFd-у.',
      },
      registrationMissing: {
        reason: 'Нисте пријављени за ово такмичење.',
        next: 'Пријавите се за такмичење на платформи и сачекајте да организатори прихвате пријаву.',
      },
      registrationPending: {
        reason: 'Ваша пријава за ово такмичење још чека одлуку организатора.',
        next: 'Добићете имејл када пријава буде прихваћена; тада поново кликните на пријаву у CTFd-у.',
      },
      registrationRejected: {
        reason: 'Ваша пријава за ово такмичење није прихваћена.',
        next: 'Разлог је у поруци коју сте добили; за питања се обратите организаторима.',
      },
      finalsInvitation: {
        reason: 'Финале је само за позване, а ви немате прихваћену позивницу.',
        next: 'Ако сте позвани, прихватите позивницу из поруке коју сте добили, па покушајте поново.',
      },
      notCompetitor: {
        reason: 'Ово такмичење је за такмичаре, а ви немате пријаву за такмичара коју оно прихвата.',
        next: 'Попуните пријаву за такмичара, па поново кликните на пријаву у CTFd-у.',
      },
      roleRequired: {
        reason: 'Ово такмичење је само за носиоце одређене улоге.',
        next: 'Ако мислите да је ово грешка, обратите се организаторима.',
      },
      ageBelowMin: {
        reason: 'Млађи сте него што ово такмичење дозвољава.',
        next: 'Старосна граница пише на картици такмичења; за питања се обратите организаторима.',
      },
      ageAboveMax: {
        reason: 'Старији сте него што ово такмичење дозвољава.',
        next: 'Старосна граница пише на картици такмичења; за питања се обратите организаторима.',
      },
      categoryNotAllowed: {
        reason: 'Ово такмичење није отворено за вашу категорију.',
        next: 'Категорије се рачунају из вашег прихваћеног профила такмичара; за питања се обратите организаторима.',
      },
      noTeam: {
        reason: 'Овај CTFd игра у тимовима по школама, а ви немате прихваћен профил такмичара са школом.',
        next: 'Попуните профил такмичара са својом школом и сачекајте да буде прихваћен.',
      },
    },
  ),
  en: refusalPage(
    {
      title: 'You cannot enter CTFd yet',
      intro: 'You are logged in as {user}, but you cannot enter the CTFd of: {competition}.',
      playground: 'the playground (the CTFd open all year)',
      back: 'Back to CTFd',
      switch: 'Use another account',
      whatNow: 'What to do',
    },
    {
      resendEmail: 'Send the message again',
      account: 'My account',
      linkDiscord: 'Link Discord',
      competitions: 'Competitions',
      competitorProfile: 'Competitor profile',
    },
    {
      unverified: {
        reason: 'Your email address is not verified yet.',
        next: 'Open the link in the message we sent you, then click the login button in CTFd again.',
      },
      emailTooLong: {
        reason: 'Your email address is longer than the 128 characters CTFd can store.',
        next: 'Change your account’s email address to a shorter one, verify it and try again.',
      },
      notOpen: {
        reason: 'This competition is not open to your account.',
        next: 'If you think this is a mistake, contact the organizers.',
      },
      discord: {
        reason: 'Your account has no linked Discord account, which competitors are identified by.',
        next: 'Link your Discord account on your account page, then click the login button in CTFd again.',
      },
      registrationMissing: {
        reason: 'You are not registered for this competition.',
        next: 'Register for the competition on the platform and wait for the organizers to accept it.',
      },
      registrationPending: {
        reason: 'Your registration for this competition is still waiting for the organizers’ decision.',
        next: 'You will get an email when it is accepted; then click the login button in CTFd again.',
      },
      registrationRejected: {
        reason: 'Your registration for this competition was not accepted.',
        next: 'The reason is in the message you received; contact the organizers with any questions.',
      },
      finalsInvitation: {
        reason: 'The final is by invitation only, and you have no accepted invitation.',
        next: 'If you were invited, accept the invitation from the message you received, then try again.',
      },
      notCompetitor: {
        reason: 'This competition is for competitors, and you have no competitor application it accepts.',
        next: 'Fill in your application, then click the login button in CTFd again.',
      },
      roleRequired: {
        reason: 'This competition is only for holders of a particular role.',
        next: 'If you think this is a mistake, contact the organizers.',
      },
      ageBelowMin: {
        reason: 'You are younger than this competition allows.',
        next: 'The age limit is on the competition’s card; contact the organizers with any questions.',
      },
      ageAboveMax: {
        reason: 'You are older than this competition allows.',
        next: 'The age limit is on the competition’s card; contact the organizers with any questions.',
      },
      categoryNotAllowed: {
        reason: 'This competition is not open to your category.',
        next: 'Categories come from your accepted competitor profile; contact the organizers with any questions.',
      },
      noTeam: {
        reason: 'This CTFd plays in school teams, and you have no accepted competitor profile with a school.',
        next: 'Fill in your competitor profile with your school and wait for it to be accepted.',
      },
    },
  ),
};
