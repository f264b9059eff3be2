import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaOf } from '../../src/rest/openapi';
import { REST_ROUTES } from '../../src/rest/routes';
import { appRouter } from '../../src/trpc/router';
import { createTestApp } from '../support/app';
import { ascending } from '@ctf/shared/sort';

const { app } = await createTestApp();

interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
}
interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } };
  responses: Record<
    string,
    { description: string; content: { 'application/json': { schema: { properties: { code?: { enum?: string[] } } } } } }
  >;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

const document = (await app.inject({ url: '/api/openapi.json' })).json() as Document;
const operation = (method: string, path: string) => document.paths[`/api${path}`]![method]!;
const codesAt = (op: Operation, status: number) =>
  op.responses[String(status)]?.content['application/json'].schema.properties.code?.enum ?? [];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('describes every path of the REST table with its success answer and its errors', () => {
    for (const route of REST_ROUTES) {
      const op = operation(route.method.toLowerCase(), route.path.replace(/:(\w+)/g, '{$1}'));
      const success = op.responses[String(route.successStatus ?? 200)]!;
      expect(success.content['application/json'].schema, `${route.method} ${route.path}`).toBeTruthy();
      expect(codesAt(op, 500)).toEqual(['INTERNAL_SERVER_ERROR']);
      if (route.access !== 'public') expect(codesAt(op, 401)).toContain('UNAUTHORIZED');
    }
  });

  it('lists the codes of each path under their HTTP status', () => {
    const login = operation('post', '/auth/login');
    expect(codesAt(login, 400).sort(ascending)).toEqual(['BAD_REQUEST', 'BOT_CHECK_REQUIRED', 'VALIDATION_ERROR']);
    expect(codesAt(login, 401)).toEqual(['LOGIN_INVALID_CREDENTIALS']);
    expect(codesAt(login, 403).sort(ascending)).toEqual(['BOT_CHECK_FAILED', 'FORBIDDEN', 'LOGIN_EMAIL_NOT_VERIFIED']);
    expect(codesAt(login, 429)).toEqual(['TOO_MANY_REQUESTS']);
    const ctfd = operation('post', '/competitions/{slug}/ctfd');
    expect(codesAt(ctfd, 403).sort(ascending)).toEqual([
      'AGE_ABOVE_MAX',
      'AGE_BELOW_MIN',
      'CATEGORY_NOT_ALLOWED',
      'DISCORD_REQUIRED',
      'FINALS_INVITATION_REQUIRED',
      'FORBIDDEN',
      'NOT_A_COMPETITOR',
      'REGISTRATION_PENDING',
      'REGISTRATION_REJECTED',
      'REGISTRATION_REQUIRED',
      'ROLE_REQUIRED',
    ]);
    expect(codesAt(ctfd, 409)).toEqual(['CTFD_NOT_CONFIGURED']);
  });

  it('has the paging, search and sort parameters of the lists', () => {
    const queryOf = (path: string) =>
      operation('get', path)
        .parameters.filter((p) => p.in === 'query')
        .map((p) => p.name);
    expect(queryOf('/users')).toEqual([
      'page',
      'per_page',
      'search',
      'role',
      'verified',
      'suspended',
      'season_id',
      'category',
      'sort',
      'direction',
    ]);
    expect(queryOf('/institutions')).toEqual(['page', 'per_page', 'search', 'sort', 'direction']);
    const filters = ['institution_id', 'region', 'gender', 'season_id', 'category'];
    expect(queryOf('/competitors')).toEqual(['tab', 'page', 'per_page', 'search', 'sort', 'direction', ...filters]);
    expect(queryOf('/competitors/pending')).toEqual(['page', 'per_page', 'search', 'sort', 'direction', ...filters]);
    expect(operation('get', '/users/{id}').parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
  });

  it('documents bodies without the fields the path carries', () => {
    const body = (method: string, path: string) =>
      Object.keys(operation(method, path).requestBody?.content['application/json'].schema.properties ?? {});
    expect(body('patch', '/competitions/{slug}')).not.toContain('slug');
    expect(body('patch', '/institutions/{id}')).not.toContain('id');
    expect(body('patch', '/users/{id}').sort(ascending)).toEqual(['email', 'roles', 'username', 'version']);
    expect(body('post', '/competitors/pending/{id}/reject')).toEqual(['message']);
  });

  it('names the session cookie and the bot-check header', () => {
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'session',
    });
    expect(operation('get', '/users').security).toEqual([{ sessionCookie: [] }]);
    const botChecked = REST_ROUTES.filter((route) =>
      operation(route.method.toLowerCase(), route.path.replace(/:(\w+)/g, '{$1}')).parameters.some(
        (p) => p.$ref === '#/components/parameters/BotCheck',
      ),
    ).map((route) => route.path);
    expect(botChecked.sort(ascending)).toEqual([
      '/auth/email-verification/resend',
      '/auth/login',
      '/auth/password-reset/reset',
      '/auth/password-reset/send',
      '/auth/register',
    ]);
  });
});

describe('the capacity-building paths (issue 33)', () => {
  const pathParameter = (method: string, path: string, name: string) =>
    operation(method, path).parameters.find((p) => p.in === 'path' && p.name === name) as
      (Parameter & { schema: Record<string, unknown> }) | undefined;

  it('groups them by subject and states the mentor access', () => {
    const tagOf = (method: string, path: string) => (operation(method, path) as unknown as { tags: string[] }).tags;
    expect(tagOf('get', '/account/certificates')).toEqual(['certificates']);
    expect(tagOf('post', '/organizer/competitions/{competitionId}/certificates')).toEqual(['certificates']);
    expect(tagOf('post', '/account/playground/refresh')).toEqual(['playground']);
    expect(tagOf('get', '/mentor/students')).toEqual(['mentors']);
    expect(tagOf('delete', '/admin/mentor-bindings/{userId}/{institutionId}')).toEqual(['mentors']);
    const students = operation('get', '/mentor/students') as unknown as { description: string };
    expect(students.description).toMatch(/^Access: mentor\./);
    expect(codesAt(operation('get', '/mentor/students'), 403)).toContain('FORBIDDEN');
  });

  it('documents the codes in paths with their rules, and ids as integers', () => {
    expect(pathParameter('get', '/certificates/{code}/check', 'code')?.schema).toMatchObject({
      type: 'string',
      maxLength: 64,
    });
    expect(pathParameter('get', '/institutions/by-join-code/{joinCode}', 'joinCode')?.schema).toEqual({
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{16,64}$',
    });
    expect(pathParameter('post', '/organizer/rosters/{rosterId}/certificates', 'rosterId')?.schema).toEqual({
      type: 'integer',
      minimum: 1,
    });
    const body = operation('post', '/organizer/competitions/{competitionId}/certificates').requestBody;
    expect(Object.keys(body?.content['application/json'].schema.properties ?? {})).toEqual(['kind']);
  });
});

describe('every procedure declares its answer', () => {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { output?: unknown } }>;

  it.each(Object.keys(procedures))('%s has an output schema without secrets', (path) => {
    const output = procedures[path]!._def.output;
    expect(output).toBeInstanceOf(z.ZodType);
    const names = JSON.stringify(jsonSchemaOf(output as z.ZodType, 'output')).match(/"(\w+)":/g) ?? [];
    expect(names.filter((name) => /password|secret|hash|token|session/i.test(name))).toEqual([]);
  });
});

describe('/api/docs', () => {
  it('renders the document with Scalar from our own origin, under the site CSP', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const sources = [...page.body.matchAll(/src="([^"]+)"/g)].map(([, src]) => src);
    expect(sources).toEqual(['/api/docs/scalar.js', '/api/docs/init.js']);
    const init = await app.inject({ url: '/api/docs/init.js' });
    expect(init.body).toContain('"url":"/api/openapi.json"');
    const bundle = await app.inject({ url: '/api/docs/scalar.js', headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-encoding']).toBe('gzip');
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });
});
