import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database';
import { runImport } from '../../src/services/moving-in/import';
import { textSource } from '../../src/services/moving-in/read-rows';
import { createTestDatabase } from '../support/app';
import { createUser } from '../support/auth';
import { createCompetition } from '../support/competitions';

const database = await createTestDatabase();
const db = createDatabase(database.url, 2);
afterAll(() => db.destroy());

const importResults = (competition: string, text: string, dryRun = false) =>
  runImport(db, { kind: 'results', source: textSource('results.csv', text), dryRun, competition });
const reasons = (report: { rows: { outcome: string; reason: string | null; params: unknown }[] }) =>
  report.rows.map((row) => [row.outcome, row.reason, row.params]);
const storedResults = (competitionId: number) =>
  db
    .selectFrom('competition_results')
    .select(['place', 'username', 'score', 'user_id'])
    .where('competition_id', '=', competitionId)
    .orderBy('place')
    .execute();

describe('importing a competition’s results', () => {
  it('adds and publishes them as an upload does; the same file again changes nothing', async () => {
    const competition = await createCompetition(db);
    const player = await createUser(db);
    const text = `place,username,score\n1,${player.username},900\n2,stari_igrac,450\n`;

    const first = await importResults(competition.slug, text);
    expect(reasons(first)).toEqual([
      ['created', null, null],
      ['created', null, null],
    ]);
    expect(first.rows[0]!.key).toBe(`1 ${player.username}`);
    expect(await storedResults(competition.id)).toEqual([
      { place: 1, username: player.username, score: 900, user_id: player.id },
      { place: 2, username: 'stari_igrac', score: 450, user_id: null },
    ]);
    const published = await db
      .selectFrom('competitions')
      .select('results_published_at')
      .where('id', '=', competition.id)
      .executeTakeFirstOrThrow();
    expect(published.results_published_at).toBeInstanceOf(Date);

    const again = await importResults(competition.slug, text);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 0 });
  });

  it('reads the upload’s other column names, and refuses what the upload refuses', async () => {
    const competition = await createCompetition(db);
    const report = await importResults(
      competition.slug,
      'Rank;User;Points\n1;ana;10\n0;bojan;5\n3;;5\n4;vera;pet\n5;ANA;1\n',
    );
    expect(reasons(report)).toEqual([
      ['created', null, null],
      ['refused', 'fieldInvalid', { field: 'place' }],
      ['refused', 'fieldMissing', { field: 'username' }],
      ['refused', 'fieldInvalid', { field: 'score' }],
      ['refused', 'duplicateInFile', { line: '2' }],
    ]);
  });

  it('never replaces stored results: each row that differs is a conflict, and nothing changes', async () => {
    const competition = await createCompetition(db);
    await importResults(competition.slug, 'place,username,score\n1,ana,900\n2,bojan,450\n');
    const before = await storedResults(competition.id);

    const dry = await importResults(
      competition.slug,
      'place,username,score\n1,ana,900\n2,bojan,500\n3,vera,100\n',
      true,
    );
    const real = await importResults(competition.slug, 'place,username,score\n1,ana,900\n2,bojan,500\n3,vera,100\n');

    expect(reasons(real)).toEqual([
      ['unchanged', null, null],
      ['refused', 'conflict', { field: 'score' }],
      ['refused', 'conflict', { field: 'username' }],
    ]);
    expect(reasons(dry)).toEqual(reasons(real));
    expect(await storedResults(competition.id)).toEqual(before);
  });

  it('reads back a cell the platform’s CSV writer kept from becoming a formula', async () => {
    const competition = await createCompetition(db);
    await importResults(competition.slug, '"place","username","score"\r\n"1","ana","\'-5"\r\n');
    expect((await storedResults(competition.id)).map((row) => row.score)).toEqual([-5]);
  });

  it('needs a competition that exists', async () => {
    await expect(importResults('nema-takvog-takmicenja', 'place,username,score\n1,ana,1\n')).rejects.toMatchObject({
      appCode: 'NOT_FOUND',
    });
  });
});
