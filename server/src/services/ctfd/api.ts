import { z } from 'zod';
import type { ErrorCode } from '@ctf/shared';
import { AppError } from '../../errors';

/**
 * The most of one CTFd answer the platform reads (after decompression): 8 MiB holds a scoreboard of
 * some 40,000 accounts. Past it the request is cut off, so a hostile or broken CTFd cannot fill the
 * server's memory.
 */
export const CTFD_ANSWER_MAX_BYTES = 8 * 1024 * 1024;
/** One CTFd request, answer included. */
export const CTFD_TIMEOUT_MS = 10_000;

/** What went wrong with a CTFd answer; each is its own translated 502 (ctfdApiAppError). */
export type CtfdApiProblem = 'unreachable' | 'rejected' | 'httpError' | 'tooLarge' | 'notJson' | 'unexpectedShape';

export class CtfdApiError extends Error {
  constructor(
    readonly problem: CtfdApiProblem,
    /** `GET /api/v1/scoreboard`: the request, never the token. */
    readonly request: string,
    detail: string,
    readonly status?: number,
  ) {
    super(`CTFd ${request}: ${detail}`);
    this.name = 'CtfdApiError';
  }
}

const ZCtfdId = z.number().int();

/** A user as CTFd 3.8.7 lists it (`UserSchema` view "user"; view=admin only widens the filter). */
export const ZCtfdUser = z.object({
  id: ZCtfdId,
  name: z.string(),
  oauth_id: ZCtfdId.nullable(),
  team_id: ZCtfdId.nullable().optional(),
});
export type CtfdUser = z.output<typeof ZCtfdUser>;

export const ZCtfdUserPage = z.object({
  data: z.array(ZCtfdUser),
  meta: z.object({ pagination: z.object({ next: ZCtfdId.nullable() }) }).optional(),
});

/** GET /users/{id}: an admin's token sees the "admin" view, which carries the account's `type`. */
export const ZCtfdUserDetail = z.object({
  data: z.object({ id: ZCtfdId, name: z.string(), type: z.string().optional() }),
});

export const ZCtfdTeam = z.object({ id: ZCtfdId, name: z.string(), oauth_id: ZCtfdId.nullable() });
export const ZCtfdTeamDetail = z.object({ data: ZCtfdTeam });
export const ZCtfdTeamPage = z.object({ data: z.array(ZCtfdTeam) });

/** Any write CTFd accepted. */
export const ZCtfdDone = z.object({ success: z.literal(true) });

/**
 * GET /scoreboard (CTFd/api/v1/scoreboard.py): standings best first; `pos` is CTFd's own order
 * (ties broken by who reached the score first); in teams mode each team lists its members.
 */
export const ZCtfdScoreboard = z.object({
  data: z.array(
    z.object({
      pos: z.number().int().min(1),
      account_id: ZCtfdId,
      account_type: z.enum(['user', 'team']),
      oauth_id: ZCtfdId.nullable(),
      name: z.string(),
      score: z.number().finite(),
      members: z
        .array(z.object({ id: ZCtfdId, oauth_id: ZCtfdId.nullable(), name: z.string(), score: z.number().finite() }))
        .optional(),
    }),
  ),
});
export type CtfdStanding = z.output<typeof ZCtfdScoreboard>['data'][number];

/** The body as text, reading no more than `maxBytes`: a longer answer is cut off (the connection dropped). */
async function readCapped(res: Response, maxBytes: number, abort: AbortController, request: string) {
  const tooLarge = () => new CtfdApiError('tooLarge', request, `answer over ${maxBytes} bytes`, res.status);
  const declared = Number(res.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    abort.abort();
    throw tooLarge();
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      abort.abort();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A CTFd's REST API as an admin: `Authorization: Token …` and JSON, as CTFd requires. Every answer
 * is read up to CTFD_ANSWER_MAX_BYTES and checked against the endpoint's schema; anything else is
 * a CtfdApiError naming the problem.
 */
export function ctfdApi(apiUrl: string, token: string) {
  return async <S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown): Promise<z.output<S>> => {
    const request = `${method} /api/v1${path.split('?')[0]}`;
    const abort = new AbortController();
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${apiUrl}/api/v1${path}`, {
        method,
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(CTFD_TIMEOUT_MS)]),
      });
      text = await readCapped(res, CTFD_ANSWER_MAX_BYTES, abort, request);
    } catch (error) {
      if (error instanceof CtfdApiError) throw error;
      throw new CtfdApiError('unreachable', request, error instanceof Error ? error.message : String(error));
    }
    if (!res.ok) {
      const problem = res.status === 401 || res.status === 403 ? 'rejected' : 'httpError';
      throw new CtfdApiError(problem, request, `answered ${res.status}: ${text.slice(0, 200)}`, res.status);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CtfdApiError('notJson', request, `not JSON: ${text.slice(0, 80)}`, res.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`);
      throw new CtfdApiError('unexpectedShape', request, `unexpected answer (${where.slice(0, 3).join('; ')})`);
    }
    return parsed.data;
  };
}
export type CtfdApi = ReturnType<typeof ctfdApi>;

const APP_CODE: Record<CtfdApiProblem, ErrorCode> = {
  unreachable: 'CTFD_API_UNREACHABLE',
  rejected: 'CTFD_API_REJECTED',
  httpError: 'CTFD_API_FAILED',
  tooLarge: 'CTFD_API_TOO_LARGE',
  notJson: 'CTFD_API_NOT_JSON',
  unexpectedShape: 'CTFD_API_BAD_SHAPE',
};

/** A failed CTFd call as the translated 502 an organizer sees, naming the problem and the request. */
export function ctfdApiAppError(error: unknown): AppError {
  if (!(error instanceof CtfdApiError)) return new AppError('CTFD_API_FAILED', { cause: error });
  const status = error.status !== undefined && error.problem === 'httpError' ? `HTTP ${error.status}, ` : '';
  return new AppError(APP_CODE[error.problem], { cause: error, detail: `(${status}${error.request})` });
}

/** Why a token cannot be stored for a CTFd; each gets its own message (setCtfdApi). */
export type CtfdTokenProblem = 'unreachable' | 'notCtfd' | 'rejected' | 'notAdmin';

/**
 * Whether this is a CTFd admin's token at this address, asked of CTFd itself before it is stored:
 * GET /users/me names the token's account (401 for an unknown or expired token), and GET
 * /users/{id} shows its `type` only to an admin. The sync needs an admin: it edits users and teams.
 */
export async function checkCtfdToken(
  apiUrl: string,
  token: string,
): Promise<{ ok: true; account: string } | { ok: false; problem: CtfdTokenProblem; detail: string }> {
  const api = ctfdApi(apiUrl, token);
  let me: z.output<typeof ZCtfdUserDetail>['data'];
  try {
    me = (await api('GET', '/users/me', ZCtfdUserDetail)).data;
  } catch (error) {
    if (!(error instanceof CtfdApiError)) throw error;
    const problem = error.problem === 'unreachable' || error.problem === 'rejected' ? error.problem : 'notCtfd';
    return { ok: false, problem, detail: error.message };
  }
  try {
    const account = (await api('GET', `/users/${me.id}`, ZCtfdUserDetail)).data;
    if (account.type === 'admin') return { ok: true, account: me.name };
    return { ok: false, problem: 'notAdmin', detail: me.name };
  } catch (error) {
    if (!(error instanceof CtfdApiError)) throw error;
    return { ok: false, problem: error.problem === 'unreachable' ? 'unreachable' : 'notAdmin', detail: me.name };
  }
}
