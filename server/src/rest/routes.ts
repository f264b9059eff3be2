import type { FastifyRequest } from 'fastify';

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const body = (req: FastifyRequest) => req.body;

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
];
