// "Import from CTFd" (organizer.results.previewCtfd) against a scoreboard served by a local stand-in:
// how places are counted from CTFd's standings, and what an organizer is told when the answer is
// not a scoreboard at all.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@ctf/shared/csv';
import { sealSecret } from '../../src/services/secrets/sealed';
import { hashToken } from '../../src/services/auth/crypto';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { rpc, signedIn } from '../support/calls';
import { createCompetition } from '../support/competitions';
import { startFakeServer } from '../support/fake-server';

const { app, db } = await createTestApp({ CTFD_TOKEN_KEY: randomBytes(32).toString('base64') });
const organizer = await signedIn(db, ['organizer']);

let counter = 0;

/** A competition whose CTFd (at this address, with an API token) answers the scoreboard with `answer`. */
async function competitionWithCtfd(answer: (res: ServerResponse) => void) {
  const server = await startFakeServer((req, res) => {
    if (req.url === '/api/v1/scoreboard') answer(res);
    else res.writeHead(404).end();
  });
  const competition = await createCompetition(db);
  await db
    .insertInto('ctfd_clients')
    .values({
      client_id: `scoreboard-${++counter}-${Date.now().toString(36)}`,
      secret_hash: hashToken('secret'),
      name: 'CTFd',
      redirect_uri: `${server.url}/redirect`,
      competition_id: competition.id,
      api_url: server.url,
      api_token_encrypted: sealSecret(app.config.ctfdTokenKey!, 'ctfd_token'),
      api_token_set_at: new Date(),
    })
    .execute();
  return competition;
}

const scoreboard = (data: unknown) => (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data }));

interface Preview {
  rows: { place: number; username: string; score: number }[];
  ctfd: {
    csv: string;
    unmatched: { place: number; name: string; team: string | null; score: number; reason: string }[];
  };
}

/** What the preview makes of this scoreboard: the platform's rows and the rows it left out. */
async function imported(data: unknown) {
  const competition = await competitionWithCtfd(scoreboard(data));
  const preview = await rpc<Preview>(app, organizer.cookie, 'organizer.results.previewCtfd', {
    slug: competition.slug,
  });
  return { rows: preview.rows, unmatched: preview.ctfd.unmatched };
}

/** Rows as the preview lists them: by place, then by username. */
const byPlace = (rows: Preview['rows']) =>
  rows.sort((a, b) => a.place - b.place || a.username.localeCompare(b.username));

const user = (pos: number, oauthId: number | null, name: string, score: number) => ({
  pos,
  account_id: pos,
  account_url: `/users/${pos}`,
  account_type: 'user',
  oauth_id: oauthId,
  name,
  score,
  bracket_id: null,
  bracket_name: null,
});

describe('imported places: standard competition ranking over the accounts kept', () => {
  it('gives equal scores one place, skips as many after, and leaves no gap for rows left out', async () => {
    const [ana, bora, ceca] = [await createUser(db), await createUser(db), await createUser(db)];
    const gone = await createUser(db);
    await db.deleteFrom('users').where('id', '=', gone.id).execute();
    // CTFd breaks the tie of ana and bora by solve time (pos 1 and 2); local_admin is CTFd's own account.
    const preview = await imported([
      user(1, ana.id, 'ana', 500),
      user(2, bora.id, 'bora', 500),
      user(3, null, 'local_admin', 450),
      user(4, gone.id, 'deleted_player', 420),
      user(5, ceca.id, 'ceca', 400),
    ]);
    expect(preview).toEqual({
      rows: byPlace([
        { place: 1, username: ana.username, score: 500 },
        { place: 1, username: bora.username, score: 500 },
        { place: 3, username: ceca.username, score: 400 },
      ]),
      unmatched: [
        { place: 3, name: 'local_admin', team: null, score: 450, reason: 'notFromPlatform' },
        { place: 4, name: 'deleted_player', team: null, score: 420, reason: 'accountGone' },
      ],
    });
  });

  it('keeps CTFd’s own position beside each shared place, for a stage gate’s tie-break', async () => {
    const [ana, bora] = [await createUser(db), await createUser(db)];
    // CTFd put bora first: he reached 500 before ana.
    const competition = await competitionWithCtfd(
      scoreboard([user(1, bora.id, 'bora', 500), user(2, ana.id, 'ana', 500)]),
    );
    const preview = await rpc<Preview>(app, organizer.cookie, 'organizer.results.previewCtfd', {
      slug: competition.slug,
    });
    expect(parseCsv(preview.ctfd.csv.replace(/^\uFEFF/, ''), ',').filter((row) => row.some(Boolean))).toEqual([
      ['place', 'username', 'score', 'ctfd_position'],
      ...[
        ['1', ana.username, '500', '2'],
        ['1', bora.username, '500', '1'],
      ].sort((a, b) => (a[1]! < b[1]! ? -1 : 1)),
    ]);
  });

  it('in teams mode ranks teams: each player at the team’s place, a team of no platform players left out', async () => {
    const [ana, bora, ceca] = [await createUser(db), await createUser(db), await createUser(db)];
    const team = (pos: number, name: string, score: number, members: { oauth_id: number | null; name: string }[]) => ({
      ...user(pos, 10_000 + pos, name, score),
      account_type: 'team',
      members: members.map((m, i) => ({ id: pos * 10 + i, score: 0, bracket_id: null, bracket_name: null, ...m })),
    });
    const preview = await imported([
      team(1, 'Gimnazija A', 700, [
        { oauth_id: ana.id, name: 'ana' },
        { oauth_id: null, name: 'gost' },
      ]),
      team(2, 'Lokalni tim', 650, [{ oauth_id: null, name: 'lokalni' }]),
      team(3, 'Prazan tim', 600, []),
      team(4, 'Gimnazija B', 500, [
        { oauth_id: bora.id, name: 'bora' },
        { oauth_id: ceca.id, name: 'ceca' },
      ]),
    ]);
    expect(preview).toEqual({
      rows: byPlace([
        { place: 1, username: ana.username, score: 700 },
        { place: 2, username: bora.username, score: 500 },
        { place: 2, username: ceca.username, score: 500 },
      ]),
      unmatched: [
        { place: 1, name: 'gost', team: 'Gimnazija A', score: 700, reason: 'notFromPlatform' },
        { place: 2, name: 'lokalni', team: 'Lokalni tim', score: 650, reason: 'notFromPlatform' },
        { place: 3, name: 'Prazan tim', team: null, score: 600, reason: 'noMembers' },
      ],
    });
  });
});

describe('a scoreboard that is not one is a translated 502 naming the problem', () => {
  async function previewIn(slug: string, language: 'sr' | 'en') {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/organizer.results.previewCtfd',
      cookies: { session: organizer.cookie },
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'accept-language': language },
      payload: JSON.stringify({ slug }),
    });
    const body = res.json() as { error: { message: string; data: { code: string } } };
    return { status: res.statusCode, code: body.error.data.code, message: body.error.message };
  }

  const json = (text: string) => (res: ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(text);
  const cases: { name: string; answer: (res: ServerResponse) => void; code: string; en: string; sr: string }[] = [
    {
      name: 'data null',
      answer: json('{"data":null}'),
      code: 'CTFD_API_BAD_SHAPE',
      en: 'expected form',
      sr: 'очекивани облик',
    },
    {
      name: 'data an object',
      answer: json('{"success":true,"data":{"1":{"id":1,"name":"a","score":5}}}'),
      code: 'CTFD_API_BAD_SHAPE',
      en: 'expected form',
      sr: 'очекивани облик',
    },
    {
      name: 'a login page',
      answer: (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>Login</h1>'),
      code: 'CTFD_API_NOT_JSON',
      en: 'other than JSON',
      sr: 'нису подаци',
    },
    {
      name: '9 MB of JSON',
      answer: json(`{"data":[${' '.repeat(9 * 1024 * 1024)}]}`),
      code: 'CTFD_API_TOO_LARGE',
      en: 'larger than 8 MB',
      sr: 'већи од 8 МБ',
    },
    {
      name: 'a refused token',
      answer: (res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}'),
      code: 'CTFD_API_REJECTED',
      en: 'refused the platform’s API token',
      sr: 'одбио API токен',
    },
  ];

  for (const { name, answer, code, en, sr } of cases) {
    it(`${name}: ${code}`, async () => {
      const competition = await competitionWithCtfd(answer);
      const english = await previewIn(competition.slug, 'en');
      expect(english).toMatchObject({ status: 502, code });
      expect(english.message).toContain(en);
      expect(english.message).toContain('(GET /api/v1/scoreboard)');
      const serbian = await previewIn(competition.slug, 'sr');
      expect(serbian).toMatchObject({ status: 502, code });
      expect(serbian.message).toContain(sr);
    });
  }
});
