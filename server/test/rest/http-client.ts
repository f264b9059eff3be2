import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { hashPassword } from '../../src/services/auth/passwords';
import { createSession } from '../../src/services/auth/sessions';
import { TEST_ORIGIN } from '../support/app';
import { PASSWORD } from '../support/auth';
import { requiresSecondFactor } from '@ctf/shared';

export type Role = 'organizer' | 'admin' | 'women4cyber' | 'reporter' | 'mentor';

/** A caller of the API from outside: a logged-in user's cookie, or none. */
export interface Caller {
  cookie?: string;
  user?: { id: number; username: string; email: string };
}

/** The app listening on a free port of the loopback, called with fetch like any outside client. */
export async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  afterAll(() => app.close());
  return `http://127.0.0.1:${address.port}`;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One HTTP call as a script would make it: cookie, Origin (the platform's), JSON, a language. */
export async function call(
  base: string,
  caller: Caller,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; lang?: 'sr' | 'en' } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: TEST_ORIGIN,
      'accept-language': options.lang ?? 'en',
      ...(caller.cookie ? { cookie: `session=${caller.cookie}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** A fresh token from the development bot-check, as a script gets one. */
export async function botCheckToken(base: string): Promise<string> {
  const answer = await call(base, {}, 'POST', '/api/dev/bot-check');
  if (answer.status !== 200) throw new Error(`bot-check refused: ${answer.status}`);
  return (answer.body as { token: string }).token;
}

let counter = 0;
let passwordHash: Promise<string> | undefined;
/** A verified user with these roles and a session (one password hash for the whole file: it is slow by design). */
export async function signedInAs(db: Database, roles: Role[] = []): Promise<Required<Caller>> {
  passwordHash ??= hashPassword(PASSWORD);
  counter += 1;
  const username = `api_${Date.now().toString(36)}_${counter}`;
  const user = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.org`,
      password_hash: await passwordHash,
      email_verified_at: new Date(),
      roles,
    })
    .returning(['id', 'username', 'email'])
    .executeTakeFirstOrThrow();
  // Staff sessions have proved the second factor, as their areas require.
  const { token } = await createSession(db, {
    userId: user.id,
    secondFactor: requiresSecondFactor(roles) ? 'verified' : 'none',
  });
  return { cookie: token, user };
}

interface OpenApiOperation {
  responses: Record<string, { content?: { 'application/json'?: { schema: object } } }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Checks answers against the response schemas of the OpenAPI document. */
export function answerValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction>();
  return (method: string, openApiPath: string, answer: Answer): string[] => {
    const operation = document.paths[openApiPath]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${openApiPath} is not in the document`];
    const schema = operation.responses[String(answer.status)]?.content?.['application/json']?.schema;
    if (!schema) return [`${method} ${openApiPath} documents no ${answer.status} answer`];
    const key = `${method} ${openApiPath} ${answer.status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate(answer.body)
      ? []
      : (validate.errors ?? []).map((e) => `${key}: ${e.instancePath || '/'} ${e.message ?? ''}`);
  };
}
