import { describe, expect, it } from 'vitest';
import { parseResultsCsv } from '../../src/services/competitions/results';
import { createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { createCompetition } from '../support/competitions';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);

/** A logged-in visitor whose session is due for renewal: any read of the cookie sets it again. */
async function renewableVisitor() {
  const member = await signedIn(db);
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() + 86_400_000) })
    .where('user_id', '=', member.user.id)
    .execute();
  return member.cookie;
}

describe('reading a results file', () => {
  it('takes place,username,score', () => {
    expect(parseResultsCsv('place,username,score\n2,beta,90\n1,alfa,100\n')).toEqual({
      rows: [
        { place: 1, username: 'alfa', score: 100 },
        { place: 2, username: 'beta', score: 90 },
      ],
      errors: [],
      separator: ',',
    });
  });

  it.each([
    ['semicolons (Excel in a Serbian locale)', ';'],
    ['tabs', '\t'],
  ])('takes %s as the separator', (_name, sep) => {
    const quoted = '"ana; ""x"""';
    const text = ['mesto', 'korisnik', 'score'].join(sep) + `\r\n1${sep}${quoted}${sep}100\r\n2${sep}beta${sep}90`;
    expect(parseResultsCsv(text)).toEqual({
      rows: [
        { place: 1, username: 'ana; "x"', score: 100 },
        { place: 2, username: 'beta', score: 90 },
      ],
      errors: [],
      separator: sep,
    });
  });

  it('takes a CTFd scoreboard export in user mode', () => {
    const csv =
      'place,user name,user id,user email,score\r\n1,"ana, from Niš",7,ana@example.org,1337\r\n2,=cmd,9,x@example.org,500\r\n';
    expect(parseResultsCsv(csv).rows).toEqual([
      { place: 1, username: 'ana, from Niš', score: 1337 },
      { place: 2, username: '=cmd', score: 500 },
    ]);
  });

  it('takes a CTFd scoreboard export in team mode, skipping member rows', () => {
    const csv =
      'place,team,team id,score,member name,member id,member email,member score\n1,Gimnazija Pirot,3,900,,,,\n,,,,mika,11,m@example.org,450\n2,MG,4,800,,,,\n';
    expect(parseResultsCsv(csv).rows.map((r) => r.username)).toEqual(['Gimnazija Pirot', 'MG']);
  });

  it('reports each bad line, and a file without the needed columns', () => {
    expect(parseResultsCsv('place,username,score\nx,a,1\n2,,1\n3,c,many\n').errors).toEqual([
      { line: 2, problem: 'placeInvalid' },
      { line: 3, problem: 'usernameMissing' },
      { line: 4, problem: 'scoreInvalid' },
    ]);
    expect(() => parseResultsCsv('a,b,c\n1,2,3')).toThrow(
      expect.objectContaining({ appCode: 'RESULTS_INVALID', fieldErrors: { csv: ['csvHeaderInvalid'] } }),
    );
  });
});

describe('publishing results', () => {
  const get = async (slug: string, cookie?: string) =>
    app.inject({
      url: `/trpc/results.published?input=${encodeURIComponent(JSON.stringify({ slug }))}`,
      cookies: cookie ? { session: cookie } : {},
    });

  it('shows the published rows publicly and cacheably, and hides them again on unpublish', async () => {
    const { slug } = await createCompetition(db, { slug: 'rezultati-test' });
    const preview = await rpc<{ rows: unknown[]; errors: unknown[] }>(
      app,
      organizer.cookie,
      'organizer.results.preview',
      { slug, csv: 'place,username,score\n1,alfa,100\n2,beta,90' },
    );
    expect(preview.rows).toHaveLength(2);
    // Not published yet: the competition is known, its list empty (the page says "not published yet").
    const before = await get(slug);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ result: { data: { published_at: null, rows: [] } } });

    await rpc(app, organizer.cookie, 'organizer.results.publish', {
      slug,
      csv: 'place,username,score\n1,alfa,100\n2,beta,90',
    });
    const visitor = await get(slug);
    expect(visitor.json()).toMatchObject({
      result: {
        data: {
          rows: [
            { place: 1, username: 'alfa', score: 100 },
            { place: 2, username: 'beta', score: 90 },
          ],
        },
      },
    });
    // Shared caches must ask again each time: a publish or unpublish shows at once.
    expect(visitor.headers['cache-control']).toBe('public, no-cache');

    // A logged-in visitor's answer is just as cacheable, so it must never renew their cookie.
    expect((await get(slug, await renewableVisitor())).headers['set-cookie']).toBeUndefined();

    await rpc(app, organizer.cookie, 'organizer.results.unpublish', { slug });
    expect((await get(slug)).json()).toMatchObject({ result: { data: { published_at: null, rows: [] } } });
  });

  it('answers a private competition’s published results exactly like an unknown slug', async () => {
    const { slug } = await createCompetition(db, { visibility: 'private', name: 'Tajno takmičenje' });
    await rpc(app, organizer.cookie, 'organizer.results.publish', { slug, csv: 'place,username,score\n1,alfa,100' });
    const unknown = await get(`nepostojece-${Date.now()}`);
    for (const cookie of [undefined, (await signedIn(db)).cookie]) {
      const hidden = await get(slug, cookie);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain('Tajno');
      expect(hidden.body).not.toContain('alfa');
      expect(hidden.json()).toEqual(unknown.json());
    }
    // The same rows become public once the competition is.
    await db.updateTable('competitions').set({ visibility: 'unlisted' }).where('slug', '=', slug).execute();
    expect((await get(slug)).json()).toMatchObject({
      result: { data: { name: 'Tajno takmičenje', rows: [{ username: 'alfa' }] } },
    });
  });

  it('refuses to publish a file with bad lines', async () => {
    const { slug } = await createCompetition(db);
    await expect(
      rpc(app, organizer.cookie, 'organizer.results.publish', { slug, csv: 'place,username,score\nx,a,1' }),
    ).rejects.toMatchObject({ code: 'RESULTS_INVALID' });
  });
});

describe('a publicly cacheable answer never carries the session', () => {
  const input = (slug: string) => encodeURIComponent(JSON.stringify({ slug }));
  const batchInput = (slug: string) => encodeURIComponent(JSON.stringify({ 0: { slug }, 1: { slug } }));

  async function publishedCompetition() {
    const { slug } = await createCompetition(db);
    await rpc(app, organizer.cookie, 'organizer.results.publish', { slug, csv: 'place,username,score\n1,alfa,100' });
    return slug;
  }

  it.each([
    ['a batch of two', (slug: string) => `/trpc/results.published,results.published?batch=1&input=${batchInput(slug)}`],
    ['a percent-encoded path', (slug: string) => `/trpc/results%2Epublished?input=${input(slug)}`],
    [
      'an encoded batch',
      (slug: string) => `/trpc/results.published%2Cresults.published?batch=1&input=${batchInput(slug)}`,
    ],
  ])('%s is public and neither renews nor clears the cookie', async (_name, url) => {
    const slug = await publishedCompetition();
    for (const cookie of [await renewableVisitor(), 'not-a-session']) {
      const answer = await app.inject({ url: url(slug), cookies: { session: cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('alfa');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('public, no-cache');
    }
  });

  it('a batch that also reads the session is private, with the renewed cookie', async () => {
    const slug = await publishedCompetition();
    const answer = await app.inject({
      url: `/trpc/results.published,auth.session?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { slug } }))}`,
      cookies: { session: await renewableVisitor() },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toBeDefined();
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});

describe('publishing over existing results', () => {
  type Preview = {
    rows: { place: number; username: string; score: number }[];
    unknown: string[];
    diff: {
      added: { username: string }[];
      removed: { username: string }[];
      changed: { username: string; before: { place: number }; after: { place: number } }[];
      unchanged: number;
    } | null;
    current_digest: string | null;
  };

  it('lists unknown usernames, shows the difference, and replaces only after confirming that preview', async () => {
    const { slug } = await createCompetition(db);
    const known = await signedIn(db);
    const first = `place;username;score\n1;${known.user.username};300\n2;nobody_${Date.now()};200\n3;gamma;100`;
    const firstPreview = await rpc<Preview>(app, organizer.cookie, 'organizer.results.preview', { slug, csv: first });
    expect(firstPreview.unknown).toEqual([expect.stringMatching(/^nobody_/), 'gamma']);
    expect(firstPreview.diff).toBeNull();
    await rpc(app, organizer.cookie, 'organizer.results.publish', { slug, csv: first });

    const second = `place\tusername\tscore\n1\tgamma\t400\n2\t${known.user.username.toUpperCase()}\t300\n3\tdelta\t50`;
    const preview = await rpc<Preview>(app, organizer.cookie, 'organizer.results.preview', { slug, csv: second });
    expect(preview.diff).toMatchObject({
      added: [{ username: 'delta' }],
      removed: [{ username: expect.stringMatching(/^nobody_/) }],
      changed: [
        { username: 'gamma', before: { place: 3 }, after: { place: 1 } },
        { username: known.user.username.toUpperCase(), before: { place: 1 }, after: { place: 2 } },
      ],
      unchanged: 0,
    });
    // Without the confirmation of this preview, nothing is replaced.
    await expect(rpc(app, organizer.cookie, 'organizer.results.publish', { slug, csv: second })).rejects.toMatchObject({
      code: 'RESULTS_REPLACE_UNCONFIRMED',
    });
    await expect(
      rpc(app, organizer.cookie, 'organizer.results.publish', { slug, csv: second, replaces: 'stale' }),
    ).rejects.toMatchObject({ code: 'RESULTS_REPLACE_UNCONFIRMED' });
    expect(
      await db.selectFrom('competition_results').select('username').where('username', '=', 'delta').execute(),
    ).toEqual([]);

    await rpc(app, organizer.cookie, 'organizer.results.publish', {
      slug,
      csv: second,
      replaces: preview.current_digest,
    });
    const page = await app.inject({
      url: `/trpc/results.published?input=${encodeURIComponent(JSON.stringify({ slug }))}`,
    });
    const body = page.json() as { result: { data: { rows: { username: string }[] } } };
    expect(body.result.data.rows.map((r) => r.username)).toEqual(['gamma', known.user.username.toUpperCase(), 'delta']);
  });
});
