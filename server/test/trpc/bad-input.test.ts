import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { rest, signedIn } from '../support/calls';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const member = await signedIn(db);
const organizer = await signedIn(db, ['organizer']);
const NUL = '\u0000';
const TOO_BIG_ID = 2_147_483_648;

const query = (path: string, input: unknown, cookie?: string) =>
  app.inject({
    url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    cookies: cookie ? { session: cookie } : {},
    headers: { 'accept-language': 'sr' },
  });
const mutation = (path: string, input: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    cookies: cookie ? { session: cookie } : {},
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'accept-language': 'sr' },
    payload: JSON.stringify(input),
  });

/** A refused input: 400, the stable code, a Serbian message and the field it was about. */
function expectTranslated400(answer: Awaited<ReturnType<typeof query>>, field: string) {
  expect(answer.statusCode).toBe(400);
  const { error } = answer.json() as { error: { message: string; data: { code: string; fieldErrors: object } } };
  expect(error.data.code).toBe('VALIDATION_ERROR');
  expect(error.message).toMatch(/[\u0400-\u04FF]/);
  expect(error.data.fieldErrors).toHaveProperty(field);
}

describe('a NUL byte in any string is bad input, never a 500', () => {
  it('in the institution search', async () => {
    expectTranslated400(await query('institutions.search', { query: `Gimnazija${NUL}` }, member.cookie), 'query');
  });

  it('in the admin searches', async () => {
    expectTranslated400(await query('admin.users.list', { page: 1, search: NUL }, admin.cookie), 'search');
    expectTranslated400(await query('admin.institutions.list', { search: `a${NUL}b` }, admin.cookie), 'search');
    expectTranslated400(await query('admin.competitors.list', { search: NUL }, admin.cookie), 'search');
  });

  it('in the login form and a competition name', async () => {
    expectTranslated400(await mutation('auth.login', { username: `ana${NUL}`, password: 'x' }), 'username');
    expectTranslated400(
      await mutation(
        'organizer.competitions.create',
        { name: `Kvalifikacije${NUL}`, slug: 'nul-test' },
        organizer.cookie,
      ),
      'name',
    );
  });

  it('in a REST path parameter', async () => {
    const answer = await rest(app, admin.cookie, 'GET', '/api/competitions/kvalifikacije%00');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });

  it('in the CTFd authorization request: the translated "not possible" page', async () => {
    for (const params of ['client_id=%00&response_type=code', 'client_id=x&state=%00&response_type=code']) {
      const answer = await app.inject({
        url: `/api/auth/external/ctfd?${params}`,
        headers: { 'accept-language': 'sr' },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('Пријава није могућа');
    }
  });

  it('in the CTFd token request', async () => {
    for (const form of [
      'grant_type=authorization_code&code=abc&client_id=%00&client_secret=s',
      'grant_type=authorization_code&code=%00&client_id=c&client_secret=s',
    ]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/external/ctfd/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: 'invalid_request' });
    }
    const basic = await app.inject({
      method: 'POST',
      url: '/api/auth/external/ctfd/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('%00:secret').toString('base64')}`,
      },
      payload: 'grant_type=authorization_code&code=abc',
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toEqual({ error: 'invalid_client' });
  });
});

describe('an id above PostgreSQL’s integer range is bad input, never a 500', () => {
  it.each([
    ['GET', '/api/users/2147483648', 'id'],
    ['GET', '/api/institutions/2147483648', 'id'],
    ['POST', '/api/competitors/pending/99999999999/approve', 'id'],
  ] as const)('%s %s', async (method, url, field) => {
    const answer = await rest(app, admin.cookie, method, url);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { [field]: ['tooBig'] } });
  });

  it('in tRPC inputs', async () => {
    expectTranslated400(await query('admin.users.get', { id: TOO_BIG_ID }, admin.cookie), 'id');
    expectTranslated400(
      await mutation('admin.competitors.setInstitution', { id: 1, institution_id: TOO_BIG_ID }, admin.cookie),
      'institution_id',
    );
  });
});
