import { sql } from 'kysely';
import type { TCertificateIssueInput } from '@ctf/shared/schemas/certificates';
import { toSearchKey } from '@ctf/shared/transliteration';
import type { Database } from '../../db/database';
import type { Actor } from '../audit/audit';
import { CERTIFICATES_QUEUE, CERTIFICATES_RETRY_LIMIT } from '../jobs/queues';
import { newCertificateCode } from './codes';
import { type CertificateSource, type SourceFacts, sourceFacts, sourcePeople } from './people';

/** A bulk run's job: the run row holds its source and its progress. */
export interface CertificateJob {
  runId: number;
}

export function issueForCompetition(db: Database, actor: Actor, input: TCertificateIssueInput) {
  return startRun(db, actor, { kind: input.kind, competitionId: input.competition_id });
}

export function issueForRoster(db: Database, actor: Actor, rosterId: number) {
  return startRun(db, actor, { kind: 'team', rosterId });
}

/**
 * Records a run and queues its job in one transaction (written to pg-boss's table like `boss.send`,
 * so the job exists if and only if the run does). Answers how many people it goes through.
 */
async function startRun(db: Database, actor: Actor, source: CertificateSource) {
  const facts = await sourceFacts(db, source);
  const people = await sourcePeople(db, source);
  await db.transaction().execute(async (trx) => {
    const run = await trx
      .insertInto('certificate_runs')
      .values({
        kind: facts.kind,
        competition_id: facts.competitionId,
        roster_id: facts.rosterId,
        total: people.length,
        started_by: actor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const data: CertificateJob = { runId: run.id };
    await sql`
      INSERT INTO pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, policy)
      VALUES (${CERTIFICATES_QUEUE}, ${JSON.stringify(data)}::jsonb, ${CERTIFICATES_RETRY_LIMIT}, 30, true, 'standard')
    `.execute(trx);
  });
  return { total: people.length };
}

/** Progress is written after this many people (and at the end). */
const PROGRESS_EVERY = 10;

/**
 * The job: issues one certificate to each person of the run's source who has none of this kind in
 * this season (the unique key makes a second run, or a retried job, issue nobody twice). Someone with
 * no application (so no name to print) is counted as failed; a later run issues theirs.
 */
export async function runCertificateIssue(db: Database, runId: number): Promise<{ done: number; failed: number }> {
  const run = await db.selectFrom('certificate_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!run) return { done: 0, failed: 0 };
  const source: CertificateSource =
    run.kind === 'team'
      ? { kind: 'team', rosterId: run.roster_id! }
      : { kind: run.kind as 'participation' | 'finalist', competitionId: run.competition_id! };
  const facts = await sourceFacts(db, source);
  const people = await sourcePeople(db, source);
  let done = 0;
  let failed = 0;
  const report = (finished: boolean) =>
    db
      .updateTable('certificate_runs')
      .set({ total: people.length, done, failed, finished_at: finished ? sql`now()` : null })
      .where('id', '=', runId)
      .execute();
  await report(false);
  for (const [index, userId] of people.entries()) {
    try {
      if (await issueOne(db, facts, userId, run.started_by)) done += 1;
      else failed += 1;
    } catch {
      failed += 1;
    }
    if ((index + 1) % PROGRESS_EVERY === 0) await report(false);
  }
  await report(true);
  return { done, failed };
}

/** True when the person holds one now (issued now or before); false without a name to print. */
async function issueOne(db: Database, facts: SourceFacts, userId: number, issuedBy: number | null): Promise<boolean> {
  const person = await db
    .selectFrom('users as u')
    .leftJoin('competitor_applications as a', (join) =>
      join.onRef('a.user_id', '=', 'u.id').on('a.is_current', '=', true),
    )
    .select(['u.username', 'a.first_name', 'a.last_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!person?.first_name || !person.last_name) return false;
  const holder = `${person.first_name.trim()} ${person.last_name.trim()}`;
  // A code already taken (80 random bits: practically never) is drawn again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const code = newCertificateCode();
    const inserted = await db
      .insertInto('certificates')
      .values({
        code,
        user_id: userId,
        kind: facts.kind,
        season_id: facts.seasonId,
        competition_id: facts.competitionId,
        roster_id: facts.rosterId,
        holder_name: holder,
        season_name: facts.seasonName,
        competition_name: facts.competitionName,
        search_key: toSearchKey(`${holder} ${person.username}`),
        issued_by: issuedBy,
      })
      // Either unique key: the person's certificate of this kind and season, or the code.
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return true;
    const held = await db
      .selectFrom('certificates')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', facts.kind)
      .where('season_id', '=', facts.seasonId)
      .executeTakeFirst();
    if (held) return true;
  }
  return false;
}
