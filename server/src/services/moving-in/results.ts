import { sql } from 'kysely';
import type { ResultRow } from '@ctf/shared/schemas/competition';
import { RESULT_COLUMNS, type ResultProblem, parseResultCells } from '../competitions/results';
import { type Refusal, refuse } from './fields';
import type { KindImporter } from './import';

// Results of one competition (`--competition SLUG`): the results upload's columns and rules, written
// as a publication writes them. A competition's results are one set: a file adds them where there
// are none, and where there are some it must say the same (each differing row a conflict, left as
// it is), so a second run changes nothing and nothing is ever replaced without the organizer.

const PROBLEM: Record<ResultProblem, Refusal> = {
  placeInvalid: refuse('fieldInvalid', { field: 'place' }),
  usernameMissing: refuse('fieldMissing', { field: 'username' }),
  scoreInvalid: refuse('fieldInvalid', { field: 'score' }),
  positionInvalid: refuse('fieldInvalid', { field: 'ctfd_position' }),
};

const keyOf = (row: { place: string | number; username: string }) => `${row.place} ${row.username}`.trim();

/** The first value of a stored result the file's row does not have (the CTFd position only when the file gives one). */
function differingField(stored: ResultRow, row: ResultRow): string | null {
  if (stored.place !== row.place) return 'place';
  if (stored.score !== row.score) return 'score';
  if (row.ctfd_position !== undefined && row.ctfd_position !== (stored.ctfd_position ?? null)) return 'ctfd_position';
  return null;
}

export function resultsImporter(competitionId: number): KindImporter {
  const { place, username, score, ctfd_position } = RESULT_COLUMNS;
  return {
    columns: { required: { place, username, score }, optional: { ctfd_position } },
    // The file is one set of results: read whole, decided against what is stored in one transaction.
    batchSize: Number.POSITIVE_INFINITY,
    async importBatch(trx, batch, report) {
      await trx.selectFrom('competitions').select('id').where('id', '=', competitionId).forUpdate().execute();
      const stored = await trx
        .selectFrom('competition_results')
        .select(['place', 'username', 'score', 'ctfd_position'])
        .where('competition_id', '=', competitionId)
        .execute();
      const storedByName = new Map(stored.map((row) => [row.username.toLowerCase(), row]));
      const seen = new Map<string, number>();
      const toCreate: { line: number; row: ResultRow }[] = [];
      for (const { line, record } of batch) {
        const key = keyOf({ place: record.place ?? '', username: record.username ?? '' });
        if ((record.place ?? '') === '') {
          report.refused(line, key, refuse('fieldMissing', { field: 'place' }));
          continue;
        }
        const parsed = parseResultCells({
          place: record.place ?? '',
          username: record.username ?? '',
          score: record.score ?? '',
          ctfdPosition: 'ctfd_position' in record ? (record.ctfd_position ?? '') : null,
        });
        if ('problem' in parsed) {
          report.refused(line, key, PROBLEM[parsed.problem]);
          continue;
        }
        const name = parsed.row.username.toLowerCase();
        const earlier = seen.get(name);
        if (earlier !== undefined) {
          report.refused(line, key, refuse('duplicateInFile', { line: String(earlier) }));
          continue;
        }
        seen.set(name, line);
        if (stored.length === 0) {
          toCreate.push({ line, row: parsed.row });
          continue;
        }
        const here = storedByName.get(name);
        const field = here ? differingField(here, parsed.row) : 'username';
        if (field === null) report.unchanged(line, key);
        else report.refused(line, key, refuse('conflict', { field }));
      }
      if (toCreate.length === 0) return;
      for (let i = 0; i < toCreate.length; i += 1000)
        await trx
          .insertInto('competition_results')
          .values(toCreate.slice(i, i + 1000).map(({ row }) => ({ competition_id: competitionId, ...row })))
          .execute();
      // Published, as an upload publishes them.
      await trx
        .updateTable('competitions')
        .set({ results_published_at: sql`now()` })
        .where('id', '=', competitionId)
        .where('results_published_at', 'is', null)
        .execute();
      for (const { line, row } of toCreate) report.created(line, keyOf(row));
    },
  };
}
