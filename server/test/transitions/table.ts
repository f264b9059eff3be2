/**
 * The state machines of the spec's section 4 as one table: every row is one attempt to move one
 * thing from one state, by one kind of person, and what must come of it — the new state, or a
 * refusal with its error code (and the state left as it was). transitions.test.ts runs every row
 * against the real API.
 *
 * The client-only states of the spec (a form "submitting", a button "accepting…") are the browser
 * suite's; what the server decides about each of them is here.
 */

export type Actor = 'visitor' | 'user' | 'owner' | 'admin' | 'organizer';

interface Row<Machine extends string, State extends string, Action extends string> {
  machine: Machine;
  from: State;
  action: Action;
  by: Actor;
  /** The state after the action; for a refusal, the state it stays in. */
  to: State;
  /** The error code of a refusal; absent when the transition is allowed. */
  refused?: string;
}

export type SessionRow = Row<'session', 'no user' | 'user', 'log in' | 'log out'>;

export type LoginRow = Row<
  'login form',
  'idle' | 'logged in' | 'failed',
  'submit' | 'submit wrong password' | 'submit unverified' | 'submit without bot-check' | 'submit used bot-check'
>;

export type PasswordResetRow = Row<
  'password reset',
  'link mailed' | 'password changed' | 'link used' | 'link expired',
  'reset' | 'reset with a weak password'
>;

export type ApplicationRow = Row<
  'competitor application',
  'none' | 'none, no Discord' | 'pending' | 'accepted' | 'accepted, off the team' | 'rejected',
  'apply' | 'accept' | 'reject' | 'reconsider' | 'set institution' | 'leave team' | 'join team'
>;

export type RegistrationRow = Row<
  'competition registration',
  'none' | 'pending' | 'accepted' | 'rejected',
  'register' | 'accept' | 'reject'
>;

export type InvitationRow = Row<
  'finals invitation',
  'none' | 'pending' | 'pending, expired' | 'accepted' | 'declined',
  'invite' | 'attend' | 'decline' | 'remove'
>;

export type Stage = 'warmup' | 'quals' | 'finals';
export type StageRow = Row<'competition stage', 'new' | Stage, 'create' | `set ${Stage}`>;

/** The registration window: which dates are set, and where now is against them. */
export type Window =
  | 'start past, end future'
  | 'start future, end future'
  | 'start past, end past'
  | 'start past'
  | 'start future'
  | 'end future'
  | 'end past'
  | 'neither';
export type ButtonRow = Row<'registration button', Window, 'register'> & { button: 'shown' | 'hidden' };

export type TransitionRow =
  SessionRow | LoginRow | PasswordResetRow | ApplicationRow | RegistrationRow | InvitationRow | StageRow | ButtonRow;

/** One machine's row maker: the state it starts from, the action and who takes it, the state it
 * ends in, and the error code when the action is refused. */
const rowsOf =
  <R extends Row<string, string, string>>(machine: R['machine']) =>
  (from: R['from'], action: R['action'], by: Actor, to: R['to'], refused?: string): R =>
    ({ machine, from, action, by, to, ...(refused ? { refused } : {}) }) as R;

const session = rowsOf<SessionRow>('session');
export const SESSION: SessionRow[] = [
  session('no user', 'log in', 'owner', 'user'),
  session('user', 'log out', 'owner', 'no user'),
];

const login = rowsOf<LoginRow>('login form');
export const LOGIN_FORM: LoginRow[] = [
  login('idle', 'submit', 'owner', 'logged in'),
  login('idle', 'submit wrong password', 'owner', 'failed', 'LOGIN_INVALID_CREDENTIALS'),
  login('idle', 'submit unverified', 'owner', 'failed', 'LOGIN_EMAIL_NOT_VERIFIED'),
  login('idle', 'submit without bot-check', 'owner', 'failed', 'BOT_CHECK_REQUIRED'),
  // After any failure the widget must be solved again: its token works once.
  login('failed', 'submit used bot-check', 'owner', 'failed', 'BOT_CHECK_FAILED'),
];

const passwordReset = rowsOf<PasswordResetRow>('password reset');
export const PASSWORD_RESET: PasswordResetRow[] = [
  passwordReset('link mailed', 'reset', 'owner', 'password changed'),
  passwordReset('link mailed', 'reset with a weak password', 'owner', 'link mailed', 'VALIDATION_ERROR'),
  passwordReset('link used', 'reset', 'owner', 'link used', 'TOKEN_INVALID'),
  passwordReset('link expired', 'reset', 'owner', 'link expired', 'TOKEN_INVALID'),
];

const application = rowsOf<ApplicationRow>('competitor application');
export const COMPETITOR_APPLICATION: ApplicationRow[] = [
  application('none', 'apply', 'owner', 'pending'),
  application('none, no Discord', 'apply', 'owner', 'none, no Discord', 'DISCORD_REQUIRED'),
  application('pending', 'apply', 'owner', 'pending', 'APPLICATION_EXISTS'),
  application('accepted', 'apply', 'owner', 'accepted', 'APPLICATION_EXISTS'),
  application('rejected', 'apply', 'owner', 'pending'),
  application('pending', 'accept', 'admin', 'accepted'),
  application('pending', 'reject', 'admin', 'rejected'),
  application('pending', 'accept', 'organizer', 'pending', 'FORBIDDEN'),
  application('pending', 'reject', 'owner', 'pending', 'FORBIDDEN'),
  application('accepted', 'accept', 'admin', 'accepted', 'NOTHING_TO_DECIDE'),
  application('accepted', 'reject', 'admin', 'accepted', 'NOTHING_TO_DECIDE'),
  application('rejected', 'accept', 'admin', 'rejected', 'NOTHING_TO_DECIDE'),
  application('rejected', 'reject', 'admin', 'rejected', 'NOTHING_TO_DECIDE'),
  application('rejected', 'reconsider', 'admin', 'pending'),
  application('pending', 'reconsider', 'admin', 'pending', 'NOT_REJECTED'),
  application('accepted', 'reconsider', 'admin', 'accepted', 'NOT_REJECTED'),
  application('pending', 'set institution', 'admin', 'pending'),
  application('accepted', 'set institution', 'admin', 'accepted', 'NOTHING_TO_DECIDE'),
  application('accepted', 'leave team', 'owner', 'accepted, off the team'),
  application('accepted, off the team', 'join team', 'owner', 'accepted'),
  application('pending', 'join team', 'owner', 'pending', 'NOT_A_COMPETITOR'),
  application('rejected', 'join team', 'owner', 'rejected', 'NOT_A_COMPETITOR'),
];

const registration = rowsOf<RegistrationRow>('competition registration');
export const COMPETITION_REGISTRATION: RegistrationRow[] = [
  registration('none', 'register', 'owner', 'pending'),
  // Idempotent (issue 12 item 7): registering again answers the registration as it is.
  registration('pending', 'register', 'owner', 'pending'),
  registration('accepted', 'register', 'owner', 'accepted'),
  registration('rejected', 'register', 'owner', 'rejected'),
  registration('pending', 'accept', 'organizer', 'accepted'),
  registration('pending', 'reject', 'organizer', 'rejected'),
  registration('pending', 'accept', 'owner', 'pending', 'FORBIDDEN'),
  registration('pending', 'reject', 'owner', 'pending', 'FORBIDDEN'),
  registration('accepted', 'accept', 'organizer', 'accepted', 'REGISTRATION_NOT_PENDING'),
  registration('accepted', 'reject', 'organizer', 'accepted', 'REGISTRATION_NOT_PENDING'),
  registration('rejected', 'accept', 'organizer', 'rejected', 'REGISTRATION_NOT_PENDING'),
  registration('rejected', 'reject', 'organizer', 'rejected', 'REGISTRATION_NOT_PENDING'),
];

const invitation = rowsOf<InvitationRow>('finals invitation');
export const FINALS_INVITATION: InvitationRow[] = [
  invitation('none', 'invite', 'organizer', 'pending'),
  invitation('none', 'attend', 'owner', 'none', 'INVITATION_NOT_FOUND'),
  invitation('pending', 'attend', 'owner', 'accepted'),
  invitation('pending', 'decline', 'owner', 'declined'),
  invitation('pending', 'remove', 'organizer', 'none'),
  invitation('pending', 'invite', 'owner', 'pending', 'FORBIDDEN'),
  invitation('pending, expired', 'attend', 'owner', 'pending, expired', 'INVITATION_EXPIRED'),
  invitation('pending, expired', 'decline', 'owner', 'pending, expired', 'INVITATION_EXPIRED'),
  invitation('accepted', 'decline', 'owner', 'accepted', 'INVITATION_ANSWERED'),
  invitation('declined', 'attend', 'owner', 'declined', 'INVITATION_ANSWERED'),
];

const STAGES: Stage[] = ['warmup', 'quals', 'finals'];
const stage = rowsOf<StageRow>('competition stage');
export const COMPETITION_STAGE: StageRow[] = [
  stage('new', 'create', 'organizer', 'warmup'),
  // Any stage to any other, no order enforced.
  ...STAGES.flatMap((from) =>
    STAGES.filter((to) => to !== from).map((to) => stage(from, `set ${to}`, 'organizer', to)),
  ),
  stage('warmup', 'set finals', 'user', 'warmup', 'FORBIDDEN'),
];

const button = (from: Window, shown: boolean): ButtonRow => ({
  machine: 'registration button',
  from,
  action: 'register',
  by: 'owner',
  to: from,
  button: shown ? 'shown' : 'hidden',
  ...(shown ? {} : { refused: 'REGISTRATION_CLOSED' }),
});

export const REGISTRATION_BUTTON: ButtonRow[] = [
  button('start past, end future', true),
  button('start future, end future', false),
  button('start past, end past', false),
  button('start past', true),
  button('start future', false),
  button('end future', true),
  button('end past', false),
  button('neither', false),
];

export const TRANSITIONS: TransitionRow[] = [
  ...SESSION,
  ...LOGIN_FORM,
  ...PASSWORD_RESET,
  ...COMPETITOR_APPLICATION,
  ...COMPETITION_REGISTRATION,
  ...FINALS_INVITATION,
  ...COMPETITION_STAGE,
  ...REGISTRATION_BUTTON,
];

/** One line per row, for test names: "competitor application: pending --accept (admin)--> accepted". */
export function describeRow(row: TransitionRow): string {
  const arrow = `--${row.action} (${row.by})-->`;
  return row.refused
    ? `${row.machine}: ${row.from} ${arrow} refused ${row.refused}`
    : `${row.machine}: ${row.from} ${arrow} ${row.to}`;
}

/**
 * Where a person meets these transitions in the browser suite (file and test title; a test in
 * transitions.test.ts checks that each exists). Rows not reached there are listed in docs/testing.md.
 */
export const IN_THE_BROWSER: Record<TransitionRow['machine'], [file: string, title: string][]> = {
  session: [
    [
      'e2e/auth.test.ts',
      'registers, verifies through the mailed link, goes to login after 5 s of page time, logs in and out',
    ],
  ],
  'login form': [
    ['e2e/auth.test.ts', 'shows the error and recreates the bot-check, which must be solved again'],
    ['e2e/auth.test.ts', 'shows the not-verified notice whose link leads to a new verification email'],
  ],
  'password reset': [
    [
      'e2e/auth.test.ts',
      'resets the password by the mailed link, signs every session out, and only the new password works',
    ],
  ],
  'competitor application': [
    [
      'e2e/competitor-profile.test.ts',
      'applies choosing the institution in the other script, is rejected with a reason, reapplies, is accepted and toggles the CTF team',
    ],
    ['e2e/competitor-profile.test.ts', 'asks for Discord first, and sends someone who has applied back to the account'],
    [
      'e2e/admin.test.ts',
      'accepts an application after changing its institution, rejects one with a reason and reconsiders it',
    ],
  ],
  'competition registration': [
    [
      'e2e/competitions.test.ts',
      'is created, opened for registration, entered through CTFd, taken to the finals and answered',
    ],
  ],
  'finals invitation': [
    [
      'e2e/competitions.test.ts',
      'is created, opened for registration, entered through CTFd, taken to the finals and answered',
    ],
    ['e2e/competitions.test.ts', 'cannot be answered once the invitation has expired'],
    ['e2e/competitions.test.ts', 'tells a user without an invitation so'],
    ['e2e/competitions.test.ts', 'takes a refusal without the needs'],
    ['e2e/competitions.test.ts', 'removes a finalist after asking'],
  ],
  'competition stage': [],
  'registration button': [['e2e/competitions.test.ts', 'shows Register only while registration is open']],
};
