import type { FastifyRequest } from 'fastify';

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

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
export const REST_ROUTES: RestRoute[] = [];
