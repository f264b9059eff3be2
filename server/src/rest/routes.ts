import type { FastifyRequest } from 'fastify';

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const body = (req: FastifyRequest) => req.body;
const idOf = (req: FastifyRequest) => Number((req.params as { id: string }).id);
const params = (req: FastifyRequest) => ({ id: idOf(req) });
const bodyWithId = (req: FastifyRequest) => ({ ...(req.body as object), id: idOf(req) });
const slugParam = (req: FastifyRequest) => ({ slug: (req.params as { slug: string }).slug });
const bodyWithSlug = (req: FastifyRequest) => ({ ...(req.body as object), ...slugParam(req) });
const slugAndId = (req: FastifyRequest) => ({ ...slugParam(req), id: idOf(req) });
// Query strings are text: the list schemas coerce page and per_page to numbers.
const query = (req: FastifyRequest) => req.query;

/** One documented path of spec section 7, served under /api by the procedure it names. */
export interface RestRoute {
  method: RestMethod;
  /** Fastify path syntax, e.g. `/users/:id`. */
  path: string;
  /** Dotted tRPC procedure path, e.g. `auth.login`. */
  procedure: string;
  /** Builds the procedure's input from the request; the procedure validates it. */
  input?: (req: FastifyRequest) => unknown;
  /** Status of a successful answer (default 200). */
  successStatus?: number;
  summary: string;
}

/** The REST compatibility table; each later feature adds its paths here. */
export const REST_ROUTES: RestRoute[] = [
  { method: 'GET', path: '/auth/session', procedure: 'auth.session', summary: 'The signed-in user, or null' },
  { method: 'POST', path: '/auth/login', procedure: 'auth.login', input: body, summary: 'Sign in (bot-check header)' },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', summary: 'Sign out' },
  {
    method: 'POST',
    path: '/auth/register',
    procedure: 'auth.register',
    input: body,
    successStatus: 201,
    summary: 'Create an account (bot-check header)',
  },
  {
    method: 'POST',
    path: '/auth/email-verification/resend',
    procedure: 'auth.resendVerification',
    input: body,
    summary: 'Send a new verification e-mail (bot-check header)',
  },
  {
    method: 'POST',
    path: '/auth/email-verification/verify',
    procedure: 'auth.verifyEmail',
    input: body,
    summary: 'Verify an e-mail address with the mailed token',
  },
  {
    method: 'POST',
    path: '/auth/password-reset/send',
    procedure: 'auth.sendPasswordReset',
    input: body,
    summary: 'Send a password reset e-mail (bot-check header)',
  },
  {
    method: 'POST',
    path: '/auth/password-reset/reset',
    procedure: 'auth.resetPassword',
    input: body,
    summary: 'Set a new password with the mailed token (bot-check header)',
  },
  {
    method: 'GET',
    path: '/competitors/@me',
    procedure: 'competitors.me',
    summary: 'The signed-in user’s competitor status and application',
  },
  {
    method: 'POST',
    path: '/competitors/@me',
    procedure: 'competitors.create',
    input: body,
    successStatus: 201,
    summary: 'Apply for competitor status (Discord link required)',
  },
  {
    method: 'PATCH',
    path: '/competitors/@me',
    procedure: 'competitors.updateMe',
    input: body,
    summary: 'Join or leave the CTF team ({ctf_team})',
  },
  {
    method: 'GET',
    path: '/users',
    procedure: 'admin.users.list',
    input: query,
    summary: 'Users, paged (page, per_page); answers {data, meta}',
  },
  {
    method: 'GET',
    path: '/users/:id',
    procedure: 'admin.users.get',
    input: params,
    summary: 'One user with its audit log',
  },
  {
    method: 'PATCH',
    path: '/users/:id',
    procedure: 'admin.users.update',
    input: bodyWithId,
    summary: 'Change e-mail and roles',
  },
  { method: 'DELETE', path: '/users/:id', procedure: 'admin.users.delete', input: params, summary: 'Delete a user' },
  {
    method: 'GET',
    path: '/institutions',
    procedure: 'admin.institutions.list',
    input: query,
    summary: 'Institutions, searched, sorted and paged',
  },
  {
    method: 'GET',
    path: '/institutions/:id',
    procedure: 'admin.institutions.get',
    input: params,
    summary: 'One institution',
  },
  {
    method: 'POST',
    path: '/institutions',
    procedure: 'admin.institutions.create',
    input: body,
    successStatus: 201,
    summary: 'Create an institution',
  },
  {
    method: 'PATCH',
    path: '/institutions/:id',
    procedure: 'admin.institutions.update',
    input: bodyWithId,
    summary: 'Change an institution',
  },
  {
    method: 'DELETE',
    path: '/institutions/:id',
    procedure: 'admin.institutions.delete',
    input: params,
    summary: 'Delete an unused institution',
  },
  {
    method: 'GET',
    path: '/competitors',
    procedure: 'admin.competitors.list',
    input: query,
    summary: 'Competitors (tab all, ctf-team or pending), searched, sorted and paged',
  },
  {
    method: 'GET',
    path: '/competitors/pending',
    procedure: 'admin.competitors.list',
    input: (req) => ({ ...(req.query as object), tab: 'pending' }),
    summary: 'Applications waiting for a decision',
  },
  {
    method: 'POST',
    path: '/competitors/pending/:id/approve',
    procedure: 'admin.competitors.accept',
    input: params,
    summary: 'Accept an application',
  },
  {
    method: 'POST',
    path: '/competitors/pending/:id/reject',
    procedure: 'admin.competitors.reject',
    input: bodyWithId,
    summary: 'Reject an application ({message})',
  },
  {
    method: 'PATCH',
    path: '/competitors/pending/:id',
    procedure: 'admin.competitors.setInstitution',
    input: bodyWithId,
    summary: 'Set the institution ({institution_id})',
  },
  {
    method: 'GET',
    path: '/competitions',
    procedure: 'competitions.list',
    summary: 'Competitions the user may see, with registration_open',
  },
  {
    method: 'GET',
    path: '/competitions/:slug',
    procedure: 'competitions.get',
    input: slugParam,
    summary: 'One competition',
  },
  {
    method: 'POST',
    path: '/competitions',
    procedure: 'organizer.competitions.create',
    input: body,
    successStatus: 201,
    summary: 'Create a competition (organizers)',
  },
  {
    method: 'PATCH',
    path: '/competitions/:slug',
    procedure: 'organizer.competitions.update',
    input: bodyWithSlug,
    summary: 'Change a competition (organizers)',
  },
  {
    method: 'DELETE',
    path: '/competitions/:slug',
    procedure: 'organizer.competitions.delete',
    input: slugParam,
    summary: 'Delete a competition (organizers)',
  },
  {
    method: 'GET',
    path: '/competitions/:slug/registration',
    procedure: 'competitions.registration',
    input: slugParam,
    summary: 'The user’s own registration',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/registration',
    procedure: 'competitions.register',
    input: slugParam,
    successStatus: 201,
    summary: 'Register (accepted competitor profile required)',
  },
  {
    method: 'GET',
    path: '/competitions/:slug/registrations',
    procedure: 'organizer.registrations.list',
    input: slugParam,
    summary: 'Registrations (organizers)',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/registrations/:id/accept',
    procedure: 'organizer.registrations.accept',
    input: slugAndId,
    summary: 'Accept a registration',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/registrations/:id/reject',
    procedure: 'organizer.registrations.reject',
    input: slugAndId,
    summary: 'Reject a registration',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/ctfd',
    procedure: 'competitions.ctfd',
    input: slugParam,
    summary: 'The CTFd URL, if the user is eligible',
  },
  {
    method: 'GET',
    path: '/competitions/:slug/finals/invitation',
    procedure: 'competitions.invitation',
    input: slugParam,
    summary: 'The user’s finals invitation',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/finals/attendance',
    procedure: 'competitions.attend',
    input: (req) => ({ ...slugParam(req), answer: req.body }),
    summary: 'Answer the finals invitation',
  },
  {
    method: 'GET',
    path: '/competitions/:slug/finalists',
    procedure: 'organizer.finalists.list',
    input: slugParam,
    summary: 'Invited finalists (organizers)',
  },
  {
    method: 'POST',
    path: '/competitions/:slug/finalists',
    procedure: 'organizer.finalists.invite',
    input: bodyWithSlug,
    summary: 'Invite finalists by e-mail; answers added_count',
  },
  {
    method: 'DELETE',
    path: '/competitions/:slug/finalists/:userId',
    procedure: 'organizer.finalists.remove',
    input: (req) => ({ ...slugParam(req), user_id: Number((req.params as { userId: string }).userId) }),
    summary: 'Remove an invitation',
  },
];
