import { describe, expect, it } from 'vitest';
import type { CertificateCheck } from '@ctf/shared/schemas/certificates';
import { latinToCyrillic } from '@ctf/shared/transliteration';
import { createSession } from '../../src/services/auth/sessions';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { auditEntries } from '../support/audit';
import { finishedRun, pdfText, person, qualification } from './fixtures';

const { app, db, config } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);

/** A participation certificate issued the way an organizer does it; its holder and code. */
async function issued(first: string, last: string) {
  const holder = await person(db, first, last);
  const { competition, season } = await qualification(db, [{ username: holder.username, score: 10 }]);
  await rpc(app, organizer.cookie, 'organizer.certificates.issue', {
    competition_id: competition.id,
    kind: 'participation',
  });
  await finishedRun(app, organizer.cookie, { competition_id: competition.id });
  const { code } = await db
    .selectFrom('certificates')
    .select('code')
    .where('user_id', '=', holder.id)
    .executeTakeFirstOrThrow();
  const cookie = (await createSession(db, { userId: holder.id, secondFactor: 'none' })).token;
  return { holder, code, competition, season, cookie };
}

const check = (code: string, lang = 'en') =>
  app.inject({
    url: `/trpc/certificates.check?input=${encodeURIComponent(JSON.stringify({ code }))}`,
    headers: { 'accept-language': lang },
  });
const checked = async (code: string, lang = 'en') => {
  const res = await check(code, lang);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: CertificateCheck } }).result.data;
};

const pdf = (code: string, cookie: string | undefined, lang?: string) =>
  app.inject({
    url: `/api/certificates/${code}.pdf${lang ? `?lang=${lang}` : ''}`,
    headers: { origin: TEST_ORIGIN, 'accept-language': 'en' },
    cookies: cookie ? { session: cookie } : {},
  });

describe('the certificate PDF', () => {
  it('says who, what, when and by whom in Serbian Cyrillic and in English Latin, with the check address', async () => {
    const { code, cookie, competition, season } = await issued('Петар', 'Петровић');
    const sr = await pdf(code, cookie, 'sr');
    expect(sr.statusCode).toBe(200);
    expect(sr.headers['content-type']).toBe('application/pdf');
    expect(sr.headers['content-disposition']).toBe(`attachment; filename="certificate-${code}-sr.pdf"`);
    const srText = await pdfText(sr.rawPayload);
    expect(srText).toContain('СЕРТИФИКАТ О УЧЕШЋУ');
    expect(srText).toContain('Петар Петровић');
    // The platform's own names follow the script: the competition "Kvalifikacije …" in Cyrillic.
    expect(srText).toContain('„Квалификације');
    expect(srText).toContain(`сезона ${latinToCyrillic(season.name)}`);
    expect(srText).toContain('Издао: CTF Србија');
    expect(srText).toContain(`${config.publicUrl}/certificates/${code}`);

    const en = await pdf(code, cookie, 'en');
    expect(en.statusCode).toBe(200);
    const enText = await pdfText(en.rawPayload);
    expect(enText).toContain('CERTIFICATE OF PARTICIPATION');
    expect(enText).toContain('Petar Petrović');
    expect(enText).toContain(competition.name);
    expect(enText).toContain('Issued by CTF Serbia');
    expect(enText).toContain(`Code: ${code}`);
    expect(enText).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('is made quickly, and the same bytes again from the cache', async () => {
    const { code, cookie } = await issued('Brza', 'Brzić');
    const first = await pdf(code, cookie, 'en');
    const started = performance.now();
    const second = await pdf(code, cookie, 'en');
    expect(performance.now() - started).toBeLessThan(100);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("is its holder's and staff's with the second factor; anyone else is told nothing about the code", async () => {
    const { code, cookie } = await issued('Vlasnik', 'Sertifikata');
    const other = await signedIn(db);
    const admin = await signedIn(db, ['admin']);
    const organizerWithout = await signedIn(db, ['organizer'], {}, { secondFactor: 'none' });
    expect((await pdf(code, cookie)).statusCode).toBe(200);
    expect((await pdf(code, organizer.cookie, 'en')).statusCode).toBe(200);
    expect((await pdf(code, admin.cookie, 'sr')).statusCode).toBe(200);
    expect((await pdf(code, undefined)).statusCode).toBe(401);
    const refused = await pdf(code, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual((await pdf('ZZZZ-ZZZZ-ZZZZ-ZZZZ', other.cookie)).json());
    expect((await pdf(code, organizerWithout.cookie)).json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    expect((await pdf(code, cookie, 'de')).statusCode).toBe(400);
    expect((await pdf('not-a-code', cookie)).statusCode).toBe(404);
  });
});

describe('the public check', () => {
  it('says who, what, when and by whom for a valid code, and nothing else about the person', async () => {
    const { holder, code, competition, season } = await issued('Ана', 'Анић');
    const answer = await checked(code.toLowerCase());
    expect(answer).toEqual({
      status: 'valid',
      // In English the name is written in Latin, as on the English certificate.
      holder: 'Ana Anić',
      kind: 'participation',
      season: season.name,
      competition: competition.name,
      issued_at: expect.any(String),
      issuer: 'CTF Serbia',
      revoked_at: null,
    });
    const body = (await check(code)).body;
    for (const secret of [holder.username, holder.email, 'user_id', '2007-09-01', 'Kragujevac', 'Jovana'])
      expect(body).not.toContain(secret);
    expect(await checked(code, 'sr')).toMatchObject({ holder: 'Ана Анић', issuer: 'CTF Србија' });
  });

  it('says unknown for a code never issued and for text that cannot be a code', async () => {
    expect(await checked('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).toEqual({ status: 'unknown' });
    expect(await checked('hello')).toEqual({ status: 'unknown' });
  });

  it('says revoked, and when, once an organizer revokes it (audited); the PDF is then no longer handed out', async () => {
    const { holder, code, cookie } = await issued('Opozvani', 'Opozvanić');
    const revoked = await rpc<{ code: string; revoked_at: string }>(
      app,
      organizer.cookie,
      'organizer.certificates.revoke',
      {
        code,
        reason: 'Pogrešno izdat',
      },
    );
    expect(revoked.code).toBe(code);
    const answer = await checked(code);
    expect(answer).toMatchObject({ status: 'revoked', revoked_at: revoked.revoked_at, kind: 'participation' });
    expect(answer.holder).toBeUndefined();
    expect((await check(code)).body).not.toContain('Opozvan');

    const [entry] = await auditEntries(db, { type: 'user', id: holder.id, action: 'certificate.revoke' }, [
      'actor_id',
      'after',
    ]);
    expect(entry).toMatchObject({
      actor_id: organizer.user.id,
      after: { code, revoked: true, reason: 'Pogrešno izdat' },
    });

    await expect(
      rpc(app, organizer.cookie, 'organizer.certificates.revoke', { code, reason: 'Opet' }),
    ).rejects.toMatchObject({ code: 'CERTIFICATE_REVOKED' });
    const download = await pdf(code, cookie);
    expect(download.statusCode).toBe(410);
    expect(download.json()).toMatchObject({
      code: 'CERTIFICATE_REVOKED',
      message: 'This certificate has been revoked.',
    });
    await expect(
      rpc(app, organizer.cookie, 'organizer.certificates.revoke', { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', reason: 'x' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is rate-limited per address like the other public lookups', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push(
        (
          await app.inject({
            url: `/trpc/certificates.check?input=${encodeURIComponent('{"code":"x"}')}`,
            remoteAddress: '10.77.0.1',
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('the API reference', () => {
  it('documents the PDF download with its refusals', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    const download = document.paths['/api/certificates/{code}.pdf']?.get;
    expect(Object.keys(download?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '410']);
  });
});
