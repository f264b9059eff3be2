import { type SelectQueryBuilder, sql } from 'kysely';
import { type Language, isLanguage } from '@ctf/shared/i18n/languages';
import type { TCompetitorListQuery } from '@ctf/shared/schemas/admin';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';
import { AppError } from '../../errors';
import type { MailQueue } from '../jobs/jobs';
import { competitorDecisionMail } from '../mail/decision-templates';
import { decideApplication, toApplicationDto } from '../competitors/competitors';
import { type Actor, findAuditEntries, recordAudit } from '../audit/audit';
import { containsPattern, paged } from './paging';

const SORT_BY = {
  id: sql`c.id`,
  name: sql`lower(c.last_name || ' ' || c.first_name)`,
  username: sql`lower(u.username)`,
  email: sql`lower(u.email)`,
  ctf_team: sql`c.ctf_team`,
  created_at: sql`c.created_at`,
  joined_team_at: sql`c.joined_team_at`,
} as const;

type Joined = SelectQueryBuilder<
  DB & { c: DB['competitor_applications']; u: DB['users']; i: DB['institutions'] },
  'c' | 'u' | 'i',
  object
>;

function baseQuery(db: Database) {
  return db
    .selectFrom('competitor_applications as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('institutions as i', 'i.id', 'c.institution_id')
    .where('c.is_current', '=', true) as unknown as Joined;
}

function withColumns(query: Joined) {
  return query.select([
    'c.id',
    'c.status',
    'c.first_name',
    'c.last_name',
    'c.gender',
    'c.date_of_birth',
    'c.permanent_residence',
    'c.shirt_size',
    'c.institution_id',
    'c.institution_name',
    'c.ctf_team',
    'c.rejection_reason',
    'c.created_at',
    'c.decided_at',
    'c.joined_team_at',
    'c.version',
    'u.id as user_id',
    'u.username',
    'u.email',
    'u.language',
    'i.name as institution_full_name',
    'i.city as institution_city',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** The applicant's own view of the application, plus who the applicant is. */
function toAdminCompetitor(row: Row) {
  return {
    ...toApplicationDto(row),
    full_name: `${row.first_name} ${row.last_name}`,
    user: { id: row.user_id, username: row.username, email: row.email },
    version: row.version,
  };
}
export type AdminCompetitor = ReturnType<typeof toAdminCompetitor>;

/** The three admin tabs: every current application, the CTF team, and those waiting for a decision. */
export async function listCompetitors(db: Database, input: TCompetitorListQuery) {
  let filtered = baseQuery(db);
  if (input.tab === 'pending') filtered = filtered.where('c.status', '=', 'pending');
  if (input.tab === 'ctf-team') filtered = filtered.where('c.status', '=', 'accepted').where('c.ctf_team', '=', true);
  for (const word of input.search.split(/\s+/).filter(Boolean)) {
    const pattern = containsPattern(word);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(c.first_name)`, 'like', pattern),
        eb(sql`lower(c.last_name)`, 'like', pattern),
        eb(sql`lower(u.username)`, 'like', pattern),
        eb(sql`lower(u.email)`, 'like', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    withColumns(filtered)
      .orderBy(SORT_BY[input.sort], (ob) => (input.direction === 'desc' ? ob.desc() : ob.asc()).nullsLast())
      .orderBy('c.id', input.direction)
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paged(rows.map(toAdminCompetitor), count.total, input.page, input.per_page);
}

async function findCompetitor(db: Database, id: number) {
  const row = await withColumns(baseQuery(db).where('c.id', '=', id)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getCompetitor(db: Database, id: number) {
  return {
    competitor: toAdminCompetitor(await findCompetitor(db, id)),
    audit: await findAuditEntries(db, 'competitor', id),
  };
}

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'sr');

/** Accepts or rejects a pending application, records it, and tells the applicant by e-mail. */
export async function decideCompetitor(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  id: number,
  decision: { outcome: 'accepted' | 'rejected'; reason?: string },
) {
  const before = await findCompetitor(db, id);
  await db.transaction().execute(async (trx) => {
    await decideApplication(trx, id, {
      outcome: decision.outcome,
      reason: decision.reason ?? null,
      decidedBy: actor.id,
    });
    await recordAudit(trx, {
      actor,
      action: decision.outcome === 'accepted' ? 'competitor.accept' : 'competitor.reject',
      targetType: 'competitor',
      targetId: id,
      before: { status: before.status },
      after: {
        status: decision.outcome,
        ...(decision.outcome === 'rejected' ? { reason: decision.reason?.trim() || null } : {}),
      },
    });
  });
  await mail.enqueue(
    competitorDecisionMail(languageOf(before.language), before.email, {
      name: before.first_name,
      accepted: decision.outcome === 'accepted',
      reason: decision.reason?.trim() || null,
    }),
  );
  return toAdminCompetitor(await findCompetitor(db, id));
}

/** Moves a rejected application back to pending, so it can be decided again. */
export async function reconsiderCompetitor(db: Database, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('competitor_applications')
      .set({
        status: 'pending',
        decided_at: null,
        decided_by: null,
        rejection_reason: null,
        version: sql`version + 1`,
      })
      .where('id', '=', id)
      .where('is_current', '=', true)
      .where('status', '=', 'rejected')
      .returning(['id'])
      .executeTakeFirst();
    if (!updated) throw new AppError('NOT_REJECTED');
    await recordAudit(trx, {
      actor,
      action: 'competitor.reconsider',
      targetType: 'competitor',
      targetId: id,
      before: { status: 'rejected' },
      after: { status: 'pending' },
    });
  });
  return toAdminCompetitor(await findCompetitor(db, id));
}

/**
 * Sets the institution of a pending application (replacing a hand-typed name). One conditional
 * statement: a decision made meanwhile by another admin wins, and this one is refused.
 */
export async function setCompetitorInstitution(
  db: Database,
  actor: Actor,
  id: number,
  institutionId: number,
  version?: number,
) {
  const before = await findCompetitor(db, id);
  const institution = await db
    .selectFrom('institutions')
    .select(['id', 'name', 'city'])
    .where('id', '=', institutionId)
    .executeTakeFirst();
  if (!institution) throw new AppError('INSTITUTION_NOT_FOUND');
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('competitor_applications')
      .set({ institution_id: institution.id, institution_name: null, version: sql`version + 1` })
      .where('id', '=', id)
      .where('is_current', '=', true)
      .where('status', '=', 'pending')
      .$if(version !== undefined, (qb) => qb.where('version', '=', version!))
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const current = await findCompetitor(trx, id);
      if (current.status !== 'pending') throw new AppError('NOTHING_TO_DECIDE');
      throw new AppError('EDIT_CONFLICT', { current: toAdminCompetitor(current) });
    }
    await recordAudit(trx, {
      actor,
      action: 'competitor.institution',
      targetType: 'competitor',
      targetId: id,
      before: { institution: before.institution_full_name ?? before.institution_name },
      after: { institution: institution.name },
    });
  });
  return toAdminCompetitor(await findCompetitor(db, id));
}

/** The admin dashboard's live counts. */
export async function adminStats(db: Database) {
  const [users, applications, institutions] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('users'),
        eb.fn.count<number>('email_verified_at').as('verified_users'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('competitor_applications')
      .where('is_current', '=', true)
      .select([
        sql<number>`count(*) filter (where status = 'pending')`.as('pending_applications'),
        sql<number>`count(*) filter (where status = 'accepted' and ctf_team)`.as('team_size'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('institutions')
      .select((eb) => eb.fn.countAll<number>().as('institutions'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ...users, ...applications, ...institutions };
}
