import type { ErrorCode } from '@ctf/shared';
import { ZAttendanceSchema } from '@ctf/shared/schemas/competition';
import { ACCESS_REFUSALS } from '@ctf/shared/schemas/competition-output';
import { ZUserUpdateSchema } from '@ctf/shared/schemas/admin';
import { ELIGIBILITY_REASONS } from '@ctf/shared/schemas/programme';
import type { AnyProcedure } from '@trpc/server';
import { z } from 'zod';
import type { AppRouter } from '../trpc/router';
import { REST_ANSWERS, type RestAnswer } from './answers';
import { CAPACITY_ROUTES } from './capacity-routes';

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** `statistics`: admins and reporters (the programme's figures, aggregates only). */
/** `mentor`: a teacher bound to schools, second factor proved (their own schools' students only). */
export type RestAccess = 'public' | 'user' | 'organizer' | 'admin' | 'statistics' | 'mentor';

/** Every dotted path of a router's procedures, e.g. `auth.login`. */
type ProcedurePaths<TRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyProcedure
    ? `${TPrefix}${K}`
    : ProcedurePaths<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];

/** A procedure of the app's router: a name no procedure has fails the type check. */
export type ProcedurePath = ProcedurePaths<AppRouter['_def']['record']>;

/** One documented path of spec section 7, served under /api by the procedure it names. */
export interface RestRoute {
  method: RestMethod;
  /** Fastify path syntax, e.g. `/users/:id`; the parameters are those of PATH_PARAMETERS. */
  path: string;
  procedure: ProcedurePath;
  summary: string;
  /** Who may call it; the procedure enforces it, the document and the contract test state it. */
  access: RestAccess;
  /** Where the rest of the procedure's input comes from: the JSON body or the query string. */
  from?: 'body' | 'query';
  /**
   * Query fields the procedure takes as JSON numbers: the query string carries text, so a field of
   * digits becomes a number (anything else goes on as sent, and the procedure refuses it).
   */
  numbers?: string[];
  /** The document's group, where the path's first segment is an audience (account, admin) rather than a subject. */
  tag?: string;
  /** Input the path itself fixes, over anything the caller sends (the pending tab). */
  fixed?: Record<string, unknown>;
  /** The body goes into this input field instead of being the input (the attendance answer). */
  bodyField?: string;
  /** Body fields the spec's payload carries that are read-only here: accepted and ignored. */
  ignored?: string[];
  /** The body as documented, when it is not the procedure's input less the path's parameters. */
  body?: z.ZodType;
  /** Needs a solved bot-check in the x-turnstile-token header. */
  botCheck?: boolean;
  /** Codes of this path's own refusals, beside those every path of its kind has (see errorCodesOf). */
  errors?: ErrorCode[];
  /** Status of a successful answer (default 200). */
  successStatus?: number;
  /** The spec's answer, where it differs from the procedure's (see answers.ts). */
  answer?: RestAnswer;
}

/** A path parameter's kind: an id becomes a number, the rest go on as text (see openapi.ts for each one's rule). */
export type PathParameterType = 'integer' | 'slug' | 'certificateCode' | 'joinCode';

/** How each path parameter becomes the procedure's input. */
export const PATH_PARAMETERS: Record<string, { field: string; type: PathParameterType }> = {
  id: { field: 'id', type: 'integer' },
  userId: { field: 'user_id', type: 'integer' },
  slug: { field: 'slug', type: 'slug' },
  seasonId: { field: 'season_id', type: 'integer' },
  competitionId: { field: 'competition_id', type: 'integer' },
  rosterId: { field: 'roster_id', type: 'integer' },
  institutionId: { field: 'institution_id', type: 'integer' },
  code: { field: 'code', type: 'certificateCode' },
  joinCode: { field: 'code', type: 'joinCode' },
};

const BOT_CHECKED = { botCheck: true, errors: ['TOO_MANY_REQUESTS'] } satisfies Partial<RestRoute>;

/** The REST table: every path of spec section 7, plus the user's own competition registration. */
export const REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/auth/session',
    procedure: 'auth.session',
    access: 'public',
    summary: 'The signed-in user, or null',
  },
  {
    method: 'POST',
    path: '/auth/login',
    procedure: 'auth.login',
    access: 'public',
    from: 'body',
    ...BOT_CHECKED,
    errors: ['LOGIN_INVALID_CREDENTIALS', 'LOGIN_EMAIL_NOT_VERIFIED', 'TOO_MANY_REQUESTS'],
    summary: 'Log in by username or email; sets the session cookie',
  },
  {
    method: 'POST',
    path: '/auth/logout',
    procedure: 'auth.logout',
    access: 'public',
    summary: 'Log out; ends the session and clears its cookie',
  },
  {
    method: 'POST',
    path: '/auth/register',
    procedure: 'auth.register',
    access: 'public',
    from: 'body',
    ...BOT_CHECKED,
    errors: ['USERNAME_TAKEN', 'EMAIL_TAKEN', 'PASSWORD_TOO_COMMON', 'PASSWORD_BREACHED', 'TOO_MANY_REQUESTS'],
    successStatus: 201,
    summary: 'Create an account; a verification email follows',
  },
  {
    method: 'POST',
    path: '/auth/email-verification/resend',
    procedure: 'auth.resendVerification',
    access: 'public',
    from: 'body',
    ...BOT_CHECKED,
    summary: 'Send a new verification email (the same answer whether or not the address exists)',
  },
  {
    method: 'POST',
    path: '/auth/email-verification/verify',
    procedure: 'auth.verifyEmail',
    access: 'public',
    from: 'body',
    errors: ['TOKEN_INVALID', 'TOO_MANY_REQUESTS'],
    summary: 'Verify an email address with the mailed token',
  },
  {
    method: 'POST',
    path: '/auth/password-reset/send',
    procedure: 'auth.sendPasswordReset',
    access: 'public',
    from: 'body',
    ...BOT_CHECKED,
    summary: 'Send a password reset email (the same answer whether or not the address exists)',
  },
  {
    method: 'POST',
    path: '/auth/password-reset/reset',
    procedure: 'auth.resetPassword',
    access: 'public',
    from: 'body',
    ...BOT_CHECKED,
    errors: ['TOKEN_INVALID', 'PASSWORD_TOO_COMMON', 'PASSWORD_BREACHED', 'TOO_MANY_REQUESTS'],
    summary: 'Set a new password with the mailed token; signs out every session',
  },
  {
    method: 'GET',
    path: '/competitors/@me',
    procedure: 'competitors.me',
    access: 'user',
    answer: REST_ANSWERS.ownCompetitor,
    summary: 'The signed-in user’s competitor record: type none, pending or approved, and its fields',
  },
  {
    method: 'POST',
    path: '/competitors/@me',
    procedure: 'competitors.create',
    access: 'user',
    from: 'body',
    errors: ['DISCORD_REQUIRED', 'APPLICATION_EXISTS', 'INSTITUTION_NOT_FOUND'],
    successStatus: 201,
    answer: REST_ANSWERS.ownCompetitor,
    summary: 'Apply for competitor status (a linked Discord account is required)',
  },
  {
    method: 'PATCH',
    path: '/competitors/@me',
    procedure: 'competitors.updateMe',
    access: 'user',
    from: 'body',
    errors: ['NOT_A_COMPETITOR'],
    answer: REST_ANSWERS.ownCompetitor,
    summary: 'An accepted competitor joins or leaves the CTF team',
  },
  {
    method: 'GET',
    path: '/competitors',
    procedure: 'admin.competitors.list',
    access: 'admin',
    from: 'query',
    summary: 'Competitors (tab all, ctf-team or pending), searched, sorted and paged',
  },
  {
    method: 'GET',
    path: '/competitors/pending',
    procedure: 'admin.competitors.list',
    access: 'admin',
    from: 'query',
    fixed: { tab: 'pending' },
    summary: 'Applications waiting for a decision, searched, sorted and paged',
  },
  {
    method: 'POST',
    path: '/competitors/pending/:id/approve',
    procedure: 'admin.competitors.accept',
    access: 'admin',
    errors: ['NOT_FOUND', 'NOTHING_TO_DECIDE'],
    summary: 'Accept an application: the competitor joins the CTF team and is told by email',
  },
  {
    method: 'POST',
    path: '/competitors/pending/:id/reject',
    procedure: 'admin.competitors.reject',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND', 'NOTHING_TO_DECIDE'],
    summary: 'Reject an application with an optional reason (message), told by email',
  },
  {
    method: 'PATCH',
    path: '/competitors/pending/:id',
    procedure: 'admin.competitors.setInstitution',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND', 'NOTHING_TO_DECIDE', 'INSTITUTION_NOT_FOUND', 'EDIT_CONFLICT'],
    summary: 'Set the institution of a pending application',
  },
  {
    method: 'GET',
    path: '/institutions',
    procedure: 'institutions.list',
    access: 'user',
    from: 'query',
    summary: 'Institutions, searched (name and city, any script), sorted and paged; contact_email and notes for admins',
  },
  {
    method: 'GET',
    path: '/institutions/:id',
    procedure: 'admin.institutions.get',
    access: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'One institution',
  },
  {
    method: 'POST',
    path: '/institutions',
    procedure: 'admin.institutions.create',
    access: 'admin',
    from: 'body',
    errors: ['INSTITUTION_EXISTS'],
    successStatus: 201,
    summary: 'Create an institution',
  },
  {
    method: 'PATCH',
    path: '/institutions/:id',
    procedure: 'admin.institutions.update',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND', 'INSTITUTION_EXISTS', 'EDIT_CONFLICT'],
    summary: 'Change an institution (only the fields sent; with `version`, only if nobody saved it since)',
  },
  {
    method: 'DELETE',
    path: '/institutions/:id',
    procedure: 'admin.institutions.delete',
    access: 'admin',
    errors: ['NOT_FOUND', 'INSTITUTION_IN_USE'],
    summary: 'Delete an institution no application names',
  },
  {
    method: 'GET',
    path: '/users',
    procedure: 'admin.users.list',
    access: 'admin',
    from: 'query',
    summary: 'Users, paged (page and per_page, default 1 and 10)',
  },
  {
    method: 'GET',
    path: '/users/:id',
    procedure: 'admin.users.get',
    access: 'admin',
    errors: ['NOT_FOUND'],
    answer: REST_ANSWERS.userDetails,
    summary: 'One user, with the admin changes made to it (audit, newest first)',
  },
  {
    method: 'PATCH',
    path: '/users/:id',
    procedure: 'admin.users.update',
    access: 'admin',
    from: 'body',
    ignored: ['username'],
    body: ZUserUpdateSchema.omit({ id: true }).extend({
      username: z.string().optional().meta({ description: 'Read-only: accepted and ignored.' }),
    }),
    errors: ['NOT_FOUND', 'EMAIL_TAKEN', 'CANNOT_REMOVE_OWN_ADMIN', 'EDIT_CONFLICT'],
    summary:
      'Change a user’s email and/or roles (a role change signs the user out everywhere; with `version`, only if nobody saved it since)',
  },
  {
    method: 'DELETE',
    path: '/users/:id',
    procedure: 'admin.users.delete',
    access: 'admin',
    errors: ['NOT_FOUND', 'CANNOT_DELETE_SELF'],
    summary: 'Delete a user',
  },
  {
    method: 'GET',
    path: '/competitions',
    procedure: 'competitions.list',
    access: 'user',
    summary: 'The competitions the user may see, with registration_open',
  },
  {
    method: 'GET',
    path: '/competitions/:slug',
    procedure: 'competitions.get',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary: 'One competition the user may see',
  },
  {
    method: 'POST',
    path: '/competitions',
    procedure: 'organizer.competitions.create',
    access: 'organizer',
    from: 'body',
    errors: ['SLUG_TAKEN'],
    successStatus: 201,
    summary: 'Create a competition',
  },
  {
    method: 'PATCH',
    path: '/competitions/:slug',
    procedure: 'organizer.competitions.update',
    access: 'organizer',
    from: 'body',
    errors: ['NOT_FOUND', 'EDIT_CONFLICT'],
    summary:
      'Change a competition (only the fields sent, the slug stays; with `version`, only if nobody saved it since)',
  },
  {
    method: 'DELETE',
    path: '/competitions/:slug',
    procedure: 'organizer.competitions.delete',
    access: 'organizer',
    errors: ['NOT_FOUND'],
    summary: 'Delete a competition',
  },
  {
    method: 'GET',
    path: '/competitions/:slug/registration',
    procedure: 'competitions.registration',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary: 'The user’s own registration (registration, null when not registered)',
  },
  {
    method: 'GET',
    path: '/competitions/:slug/eligibility/@me',
    procedure: 'competitions.eligibility',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary:
      'Whether the caller may register (eligible), their categories in the competition’s season and every reason they may not, in the order registering checks them',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/registration',
    procedure: 'competitions.register',
    access: 'user',
    errors: ['NOT_FOUND', ...ELIGIBILITY_REASONS],
    successStatus: 201,
    summary:
      'Register while registration is open and the eligibility rule lets the caller in (the first reason is the error code); registering again answers the existing registration',
  },
  {
    method: 'GET',
    path: '/competitions/:slug/registrations',
    procedure: 'organizer.registrations.page',
    access: 'organizer',
    from: 'query',
    errors: ['NOT_FOUND'],
    summary:
      'The competition’s registrations, searched, filtered by status, sorted and paged, with the counts per status',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/registrations/:id/accept',
    procedure: 'organizer.registrations.accept',
    access: 'organizer',
    errors: ['NOT_FOUND', 'REGISTRATION_NOT_PENDING'],
    summary: 'Accept a pending registration (told by email)',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/registrations/:id/reject',
    procedure: 'organizer.registrations.reject',
    access: 'organizer',
    errors: ['NOT_FOUND', 'REGISTRATION_NOT_PENDING'],
    summary: 'Reject a pending registration (told by email)',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/ctfd',
    procedure: 'competitions.ctfd',
    access: 'user',
    errors: ['NOT_FOUND', ...ACCESS_REFUSALS, 'CTFD_NOT_CONFIGURED'],
    summary: 'The link (url) to the competition’s CTF platform, if the user may play',
  },
  {
    method: 'GET',
    path: '/competitions/:slug/finals/invitation',
    procedure: 'competitions.invitation',
    access: 'user',
    errors: ['NOT_FOUND', 'INVITATION_NOT_FOUND'],
    answer: REST_ANSWERS.ownInvitation,
    summary: 'The user’s finals invitation: status and invitation_expires_at',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/finals/attendance',
    procedure: 'competitions.attend',
    access: 'user',
    from: 'body',
    bodyField: 'answer',
    body: ZAttendanceSchema,
    errors: ['NOT_FOUND', 'INVITATION_NOT_FOUND', 'INVITATION_ANSWERED', 'INVITATION_EXPIRED'],
    answer: REST_ANSWERS.ownInvitation,
    summary: 'Answer the finals invitation once: declined, or accepted with the four choices',
  },
  {
    method: 'GET',
    path: '/competitions/:slug/finalists',
    procedure: 'organizer.finalists.list',
    access: 'organizer',
    errors: ['NOT_FOUND'],
    summary: 'The invited finalists',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/finalists',
    procedure: 'organizer.finalists.invite',
    access: 'organizer',
    from: 'body',
    errors: ['NOT_FOUND', 'NOT_FINALS', 'EXPIRY_NOT_IN_FUTURE'],
    summary:
      'Invite finalists by email (finals stage, expiry in the future): added_count, and the addresses not found, already invited or not eligible (include_not_eligible overrides for verified users)',
  },
  {
    method: 'DELETE',
    path: '/competitions/:slug/finalists/:userId',
    procedure: 'organizer.finalists.remove',
    access: 'organizer',
    errors: ['NOT_FOUND'],
    summary: 'Remove an invitation',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/stage-gate/preview',
    procedure: 'organizer.stageGate.preview',
    access: 'organizer',
    from: 'body',
    errors: ['NOT_FOUND'],
    summary:
      'Advance to finals, previewed: from source_slug’s results by quotas per category (in order), who is invited, who waits per category and who takes no part and why; writes nothing',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/stage-gate',
    procedure: 'organizer.stageGate.confirm',
    access: 'organizer',
    from: 'body',
    errors: ['NOT_FOUND', 'NOT_FINALS', 'EXPIRY_NOT_IN_FUTURE', 'EDIT_CONFLICT'],
    summary:
      'Advance to finals, confirmed over the previewed `version` (0: the first time): invites the chosen through the finals flow, one mail and audit entry each',
  },
  {
    method: 'GET',
    path: '/competitions/:slug/stage-gate/seats',
    procedure: 'organizer.stageGate.seats',
    access: 'organizer',
    errors: ['NOT_FOUND'],
    summary: 'Each quota’s seats: held, freed (declined or expired) and who is next on its waitlist',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/stage-gate/offers',
    procedure: 'organizer.stageGate.offerNext',
    access: 'organizer',
    from: 'body',
    errors: ['NOT_FOUND'],
    summary: 'Offer a freed seat of `category` to the next on its waitlist (offered: their username, or null)',
  },
  {
    method: 'GET',
    path: '/rosters',
    procedure: 'admin.roster.list',
    access: 'admin',
    from: 'query',
    summary: 'The national team rosters of a season (`season_id`), newest first, with players and reserves counted',
  },
  {
    method: 'POST',
    path: '/rosters',
    procedure: 'admin.roster.create',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND'],
    successStatus: 201,
    summary:
      'Create a national team roster in a season: the event, its reference date and rules (ECSC: 10 + 2, all at most 25, half at most 20)',
  },
  {
    method: 'GET',
    path: '/rosters/:id',
    procedure: 'admin.roster.get',
    access: 'admin',
    errors: ['NOT_FOUND'],
    summary:
      'A roster with its members (age on the reference date, categories, finals places) and each rule met or not',
  },
  {
    method: 'PATCH',
    path: '/rosters/:id',
    procedure: 'admin.roster.update',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND', 'EDIT_CONFLICT', 'ROSTER_CONFIRMED'],
    summary: 'Change a draft roster’s event, date and rules (with `version`, only if nobody changed it since)',
  },
  {
    method: 'GET',
    path: '/rosters/:id/candidates',
    procedure: 'admin.roster.candidates',
    access: 'admin',
    from: 'query',
    errors: ['NOT_FOUND'],
    summary: 'Accepted competitors to add: the season’s finalists by finals place, then up to 20 found by `search`',
  },
  {
    method: 'POST',
    path: '/rosters/:id/members',
    procedure: 'admin.roster.addMember',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND', 'NOT_A_COMPETITOR', 'EDIT_CONFLICT', 'ROSTER_CONFIRMED'],
    summary: 'Add an accepted competitor (`user_id`) to a draft roster as a player',
  },
  {
    method: 'PATCH',
    path: '/rosters/:id/members/:userId',
    procedure: 'admin.roster.setReserve',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND', 'EDIT_CONFLICT', 'ROSTER_CONFIRMED'],
    summary: 'Mark a member as a reserve or a player (`reserve`)',
  },
  {
    method: 'DELETE',
    path: '/rosters/:id/members/:userId',
    procedure: 'admin.roster.removeMember',
    access: 'admin',
    errors: ['NOT_FOUND', 'ROSTER_CONFIRMED'],
    summary: 'Remove a member from a draft roster',
  },
  {
    method: 'POST',
    path: '/rosters/:id/confirm',
    procedure: 'admin.roster.confirm',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND', 'EDIT_CONFLICT', 'ROSTER_CONFIRMED', 'ROSTER_RULES_BROKEN'],
    summary:
      'Confirm a roster that meets every rule (else ROSTER_RULES_BROKEN naming the rules not met); it is read-only until reopened',
  },
  {
    method: 'POST',
    path: '/rosters/:id/reopen',
    procedure: 'admin.roster.reopen',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND', 'EDIT_CONFLICT'],
    summary: 'Reopen a confirmed roster as a draft',
  },
  {
    method: 'GET',
    path: '/seasons',
    procedure: 'programme.seasons',
    access: 'public',
    summary: 'Every season, newest first, with its categories in order and how many competitions it groups',
  },
  {
    method: 'POST',
    path: '/seasons',
    procedure: 'programme.createSeason',
    access: 'organizer',
    from: 'body',
    errors: ['SEASON_EXISTS'],
    successStatus: 201,
    summary: 'Create a season (a unique name, e.g. 2027 or 2026/27)',
  },
  {
    method: 'PATCH',
    path: '/seasons/:id',
    procedure: 'programme.renameSeason',
    access: 'organizer',
    from: 'body',
    errors: ['NOT_FOUND', 'SEASON_EXISTS', 'EDIT_CONFLICT'],
    summary: 'Rename a season (with `version`, only if nobody saved it since)',
  },
  {
    method: 'DELETE',
    path: '/seasons/:id',
    procedure: 'programme.deleteSeason',
    access: 'organizer',
    errors: ['NOT_FOUND', 'SEASON_IN_USE'],
    summary: 'Delete a season no competition belongs to, with its categories',
  },
  {
    method: 'POST',
    path: '/seasons/:seasonId/categories',
    procedure: 'programme.createCategory',
    access: 'organizer',
    from: 'body',
    errors: ['NOT_FOUND', 'CATEGORY_EXISTS'],
    successStatus: 201,
    summary: 'Add a category to a season (it comes last in the season’s order)',
  },
  {
    method: 'PATCH',
    path: '/categories/:id',
    procedure: 'programme.updateCategory',
    access: 'organizer',
    from: 'body',
    errors: ['NOT_FOUND', 'EDIT_CONFLICT'],
    summary: 'Change a category (only the fields sent; the code stays; with `version`, only if nobody saved it since)',
  },
  {
    method: 'DELETE',
    path: '/categories/:id',
    procedure: 'programme.deleteCategory',
    access: 'organizer',
    errors: ['NOT_FOUND', 'CATEGORY_IN_USE'],
    summary: 'Delete a category no competition of its season admits by name',
  },
  {
    method: 'GET',
    path: '/stats/funnel',
    procedure: 'stats.funnel',
    access: 'statistics',
    from: 'query',
    answer: REST_ANSWERS.funnel,
    summary:
      'The programme funnel (registered → team) per season (`season`, a name; absent: all time), broken down `by` a group; a count under 5, or one that would reveal such a count, is null',
  },
  ...CAPACITY_ROUTES,
];
