import type { CertificateProgress } from '@ctf/shared/schemas/certificates';
import type { Database } from '../../db/database';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The latest bulk run of a competition or a roster (all zero when none was started). */
export async function issueProgress(
  db: Database,
  source: { competition_id?: number; roster_id?: number },
): Promise<CertificateProgress> {
  const run = await db
    .selectFrom('certificate_runs')
    .select(['total', 'done', 'failed', 'started_at', 'finished_at'])
    .$if(source.competition_id !== undefined, (query) => query.where('competition_id', '=', source.competition_id!))
    .$if(source.roster_id !== undefined, (query) => query.where('roster_id', '=', source.roster_id!))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!run) return { total: 0, done: 0, failed: 0, started_at: null, finished_at: null };
  return {
    total: run.total,
    done: run.done,
    failed: run.failed,
    started_at: iso(run.started_at),
    finished_at: iso(run.finished_at),
  };
}
