import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { type DigestEvent, mentorDigestMail } from '../mail/mentor-templates';
import { type Mailing, mailLanguage } from '../mail/mailing';
import { listSeasonOf } from '../programme/list-categories';
import { mentorInstitutions } from './bindings';
import { consentingStudents, studentRows } from './students';

/**
 * How far back the digest job looks for stages of the programme. A stage older than this (the job
 * was down, or the platform was just deployed) is not announced any more.
 */
export const DIGEST_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
/** Students named in one mail; the rest are counted and shown on the mentor page. */
export const DIGEST_STUDENTS_LIMIT = 50;

export interface ProgrammeEvent extends DigestEvent {
  /** Unique per stage: a republished result list or a reconfirmed roster is a new stage. */
  key: string;
  at: Date;
  seasonId: number;
}

/** The programme's stages within the window: results published, finals gates and rosters confirmed. */
export async function recentProgrammeEvents(db: Database, now = new Date()): Promise<ProgrammeEvent[]> {
  const since = new Date(now.getTime() - DIGEST_WINDOW_MS);
  const [results, gates, rosters] = await Promise.all([
    db
      .selectFrom('competitions')
      .select(['id', 'name', 'season_id', 'results_published_at as at'])
      .where('results_published_at', '>', since)
      .where('results_published_at', '<=', now)
      .execute(),
    db
      .selectFrom('stage_gates as g')
      .innerJoin('competitions as c', 'c.id', 'g.competition_id')
      .select(['c.id', 'c.name', 'c.season_id', 'g.confirmed_at as at'])
      .where('g.confirmed_at', '>', since)
      .where('g.confirmed_at', '<=', now)
      .execute(),
    db
      .selectFrom('team_rosters')
      .select(['id', 'event_name as name', 'season_id', 'confirmed_at as at'])
      .where('status', '=', 'confirmed')
      .where('confirmed_at', '>', since)
      .where('confirmed_at', '<=', now)
      .execute(),
  ]);
  const events: ProgrammeEvent[] = [
    ...results.map((row) => ({ kind: 'results' as const, row })),
    ...gates.map((row) => ({ kind: 'gate' as const, row })),
    ...rosters.map((row) => ({ kind: 'roster' as const, row })),
  ].map(({ kind, row }) => ({
    kind,
    name: row.name,
    key: `${kind}:${row.id}:${row.at!.getTime()}`,
    at: row.at!,
    seasonId: row.season_id,
  }));
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * One digest per mentor per stage: mentors who want it (and were mentors before the stage) and
 * have consenting students. The (mentor, stage) pair is recorded before the mail is queued, so a
 * second run, or a second instance, sends nothing again. Returns the number of mails queued.
 */
export async function sendMentorDigests(db: Database, mailing: Mailing, now = new Date()): Promise<number> {
  const events = await recentProgrammeEvents(db, now);
  if (events.length === 0) return 0;
  const mentors = await db
    .selectFrom('users as u')
    .innerJoin('mentor_institutions as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.username', 'u.email', 'u.language', sql<Date>`min(m.created_at)`.as('since')])
    .where('u.mentor_digest', '=', true)
    .where('u.suspended_at', 'is', null)
    .where(sql<boolean>`'mentor' = any(u.roles)`)
    .groupBy('u.id')
    .execute();
  let sent = 0;
  for (const event of events) {
    const season = await listSeasonOf(db, event.seasonId);
    for (const mentor of mentors) {
      if (mentor.since > event.at) continue;
      const schools = (await mentorInstitutions(db, mentor.id)).map((school) => school.id);
      const students = await consentingStudents(db, schools, now);
      if (students.length === 0) continue;
      const claimed = await db
        .insertInto('mentor_digests')
        .values({ user_id: mentor.id, event: event.key })
        .onConflict((oc) => oc.columns(['user_id', 'event']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed) continue;
      const rows = await studentRows(db, students.slice(0, DIGEST_STUDENTS_LIMIT), season);
      const mail = mentorDigestMail(mailLanguage(mentor.language), mentor.email, {
        username: mentor.username,
        event,
        students: rows.map((row) => ({
          name: `${row.first_name} ${row.last_name}`,
          stage: row.stage,
          results: row.results.map(({ competition, place }) => ({ competition, place })),
        })),
        more: students.length - rows.length,
        url: `${mailing.publicUrl}/app/mentor`,
      });
      await mailing.mail.enqueue(mail, mentor.id);
      sent += 1;
    }
  }
  return sent;
}
