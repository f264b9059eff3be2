import { describe, expect, it } from 'vitest';
import { IMPORT_PAGE_MAX_ROWS } from '@ctf/shared/schemas/moving-in';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { signedIn } from '../support/calls';
import { uniqueName } from '../support/ctfd';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);

const HEADER = 'username,email,email_verified_at,roles,created_at,password_hash';

function importCall(cookie: string, input: Record<string, unknown>, lang = 'en') {
  return app.inject({
    method: 'POST',
    url: '/trpc/admin.movingIn.import',
    cookies: { session: cookie },
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'accept-language': lang },
    payload: JSON.stringify(input),
  });
}

const usersNamed = (prefix: string) =>
  db.selectFrom('users').select(['id', 'username']).where('username', 'like', `${prefix}%`).execute();

describe('admin.movingIn.import', () => {
  it('checks a file with a dry run, then imports it; the audit entry names the admin', async () => {
    const id = uniqueName();
    const content = `${HEADER}\nigrac_${id},igrac_${id}@example.org,,,,\nigrac_${id},drugi_${id}@example.org,,,,\n`;
    const input = { kind: 'users', file_name: 'igraci.csv', content, dry_run: true };

    const dry = await importCall(admin.cookie, input);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().result.data).toMatchObject({
      kind: 'users',
      dryRun: true,
      counts: { created: 1, updated: 0, unchanged: 0, refused: 1 },
      rows: [
        { line: 2, outcome: 'created', key: `igrac_${id}`, reason: null, params: null },
        { line: 3, outcome: 'refused', key: `igrac_${id}`, reason: 'usernameDuplicateInFile', params: { line: '2' } },
      ],
    });
    expect(await usersNamed(`igrac_${id}`)).toEqual([]);

    const real = await importCall(admin.cookie, { ...input, dry_run: false });
    expect(real.json().result.data).toMatchObject({ dryRun: false, counts: { created: 1, refused: 1 } });
    const [created] = await usersNamed(`igrac_${id}`);
    const entry = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_username', 'target_label'])
      .where('action', '=', 'data.import')
      .where('actor_id', '=', admin.user.id)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor_id: admin.user.id, actor_username: admin.user.username, target_label: 'igraci.csv' });

    // The admin's user page says where the account came from; an account registered here says nothing.
    const details = await app.inject({
      url: `/trpc/admin.users.get?input=${encodeURIComponent(JSON.stringify({ id: created!.id }))}`,
      cookies: { session: admin.cookie },
    });
    expect(details.json().result.data.imported_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const own = await app.inject({
      url: `/trpc/admin.users.get?input=${encodeURIComponent(JSON.stringify({ id: admin.user.id }))}`,
      cookies: { session: admin.cookie },
    });
    expect(own.json().result.data.imported_at).toBeNull();
  });

  it('refuses a file of more rows than the page takes, in the caller’s language, writing nothing', async () => {
    const id = uniqueName();
    const rows = Array.from({ length: IMPORT_PAGE_MAX_ROWS + 1 }, (_, i) => `m${i}_${id},m${i}_${id}@example.org,,,,`);
    const res = await importCall(
      admin.cookie,
      { kind: 'users', file_name: 'svi.csv', content: [HEADER, ...rows].join('\n'), dry_run: false },
      'sr',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      message: expect.stringContaining('npm run import'),
      data: { code: 'IMPORT_TOO_MANY_ROWS' },
    });
    expect(res.json().error.message).toMatch(/[\u0400-\u04FF]/);
    expect(await usersNamed(`m0_${id}`)).toEqual([]);
  });

  it('names the columns a file lacks, and a competition that does not exist', async () => {
    const header = await importCall(admin.cookie, {
      kind: 'institutions',
      file_name: 'skole.csv',
      content: 'name,town\nGimnazija,Niš\n',
      dry_run: true,
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().error).toMatchObject({
      message: expect.stringMatching(/city, region, type$/),
      data: { code: 'IMPORT_FILE_INVALID' },
    });
    const competition = await importCall(admin.cookie, {
      kind: 'results',
      file_name: 'rezultati.csv',
      content: 'place,username,score\n1,ana,10\n',
      competition: 'nema-ga',
      dry_run: true,
    });
    expect(competition.statusCode).toBe(404);
    expect(competition.json().error.data.code).toBe('NOT_FOUND');
  });

  it('takes a file bigger than other requests may be from an admin, and from no one else', async () => {
    const id = uniqueName();
    // About 1.5 MB (long cells, few rows): over the app's 1 MB body limit, within the page's.
    const rows = Array.from({ length: 1_200 }, (_, i) => `v${i}_${id},v${i}_${id}@example.org,,,,${'x'.repeat(1_200)}`);
    const input = { kind: 'users', file_name: 'veliki.csv', content: [HEADER, ...rows].join('\n'), dry_run: true };
    const fromAdmin = await importCall(admin.cookie, input);
    expect(fromAdmin.statusCode).toBe(200);
    expect(fromAdmin.json().result.data.counts.refused).toBe(1_200);

    const organizer = await signedIn(db, ['organizer']);
    const fromOrganizer = await importCall(organizer.cookie, input);
    expect(fromOrganizer.statusCode).toBe(413);
    expect(fromOrganizer.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/trpc/admin.movingIn.import',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    expect(anonymous.statusCode).toBe(413);
    // A small call from them is refused as any admin procedure refuses them.
    const small = await importCall(organizer.cookie, { ...input, content: HEADER });
    expect(small.statusCode).toBe(403);
  });
});
