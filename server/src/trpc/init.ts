import { initTRPC } from '@trpc/server';
import type { z } from 'zod';
import {
  BOT_CHECK_HEADER,
  DEFAULT_LANGUAGE,
  type Language,
  type NoticeKey,
  type Role,
  serverNotice,
} from '@ctf/shared';
import { AppError, describeError } from '../errors';
import { viewerOf } from '../services/auth/viewer';
import type { BotCheckAction } from '../integrations/bot-check/bot-check';
import type { LimitName } from '../plugins/rate-limit';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  // Never send stacks or internal messages to clients, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error, ctx, input }) {
    const { status, code, message, fieldErrors, retryAfterSeconds, email, current } = describeError(
      error,
      ctx?.lang ?? DEFAULT_LANGUAGE,
      input,
    );
    if (retryAfterSeconds !== undefined) ctx?.reply.header('retry-after', String(retryAfterSeconds));
    return {
      code: shape.code,
      message,
      data: { code, httpStatus: status, path: shape.data.path, fieldErrors, retryAfterSeconds, email, current },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

/** A signed-in caller; the user (with roles) was loaded from the database for this request. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new AppError('UNAUTHORIZED');
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});

/** A signed-in caller as their session lets them see (services/auth/viewer.ts), on `ctx.viewer`. */
export const viewerProcedure = protectedProcedure.use(({ ctx, next }) => next({ ctx: { viewer: viewerOf(ctx.auth) } }));

/** Staff areas open only to a session that proved the second factor (issue 9; enrolment first). */
function withRole(...roles: Role[]) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!roles.some((role) => ctx.auth.user.roles.includes(role))) throw new AppError('FORBIDDEN');
    if (!ctx.auth.session.secondFactorVerified) throw new AppError('SECOND_FACTOR_REQUIRED');
    return next();
  });
}
export const organizerProcedure = withRole('organizer');
export const adminProcedure = withRole('admin');
/** The programme's figures (aggregates only): admins, and reporters for funders and the ministry. */
export const statisticsProcedure = withRole('admin', 'reporter');
/** A mentor's view of their schools' students who agreed to it. */
export const mentorProcedure = withRole('mentor');

/** A mutation's resolver that answers `{ ok: true }` once its work is done (output ZOkSchema). */
export function okAfter<TOptions>(work: (options: TOptions) => Promise<unknown>) {
  return async (options: TOptions) => {
    await work(options);
    return { ok: true as const };
  };
}

/**
 * A mutation's resolver that answers this notice in the caller's language once its work is done
 * (output ZMessageSchema).
 */
export function noticeAfter<TOptions extends { ctx: { lang: Language } }>(
  notice: NoticeKey,
  work: (options: TOptions) => Promise<unknown>,
) {
  return async (options: TOptions) => {
    await work(options);
    return { message: serverNotice(options.ctx.lang, notice) };
  };
}

/** Counts the call against a per-IP limit; 429 (with when to retry) when over it. */
export function limitedByIp(name: LimitName) {
  return middleware(async ({ ctx, next }) => {
    await ctx.limits.consume(ctx.req, name);
    return next();
  });
}

/** A step of signing in: open to anyone, counted against the per-IP sign-in limit. */
export const signInStepProcedure = publicProcedure.use(limitedByIp('loginIp'));

/** Requires a solved bot-check (header x-turnstile-token) for this action. */
export function botChecked(action: BotCheckAction) {
  return middleware(async ({ ctx, next }) => {
    const header = ctx.req.headers[BOT_CHECK_HEADER];
    const result = await ctx.botCheck.verify(typeof header === 'string' ? header : undefined, {
      action,
      remoteIp: ctx.req.ip,
    });
    if (result === 'missing') throw new AppError('BOT_CHECK_REQUIRED');
    if (result === 'failed') throw new AppError('BOT_CHECK_FAILED');
    return next();
  });
}

/**
 * A public form open to anyone: counted per IP first, then its input is validated, then the bot check
 * runs, so a malformed request never spends a bot-check verification.
 */
export function botCheckedForm<TInput extends z.ZodType>(limit: LimitName, action: BotCheckAction, input: TInput) {
  return publicProcedure.use(limitedByIp(limit)).input(input).use(botChecked(action));
}
