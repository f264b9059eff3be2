import { type SelectQueryBuilder, sql } from 'kysely';
import { type Language, isLanguage } from '@ctf/shared/i18n/languages';
import type { TCompetitorListQuery } from '@ctf/shared/schemas/admin';
import type { Database } from '../../db/database';
import { findDiscordHistory } from '../account/external-accounts';
import type { DB } from '../../db/types';
import { AppError } from '../../errors';
import type { MailQueue } from '../jobs/jobs';
import { competitorDecisionMail } from '../mail/decision-templates';
import { decideApplication, toApplicationDto } from '../competitors/competitors';
import { type Actor, findAuditEntries, recordAudit } from '../audit/audit';
import { boundedCount, inOrderOf, keptCount, wordPatterns, orderTerm, paged, pageWindow, searchWords } from './paging';

const SORT_BY = {
  id: sql`c.id`,
  name: sql`ctf_sr_latin(c.last_name || ' ' || c.first_name) collate sr_icu`,
  username: sql`ctf_sr_latin(c.user_username) collate sr_icu`,
  email: sql`lower(c.user_email)`,
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

/**
 * The three admin tabs: every current application, the CTF team, and those waiting for a decision.
 * Searched in any script through indexed search keys (applicant's names, username, e-mail), sorted in
 * Serbian order, paged without counting or skipping a million rows (docs/decisions.md).
 */
export async function listCompetitors(db: Database, input: TCompetitorListQuery) {
  // Filters, search and sort keys all live on the application row: the page's ids come from its indexes alone.
  let filtered = db.selectFrom('competitor_applications as c').where('c.is_current', '=', true);
  if (input.tab === 'pending') filtered = filtered.where('c.status', '=', 'pending');
  if (input.tab === 'ctf-team') filtered = filtered.where('c.status', '=', 'accepted').where('c.ctf_team', '=', true);
  const words = searchWords(input.search);
  for (const word of words)
    filtered = filtered.where((w) => w.or(wordPatterns(word).map((p) => w('c.search_key', 'like', p))));
  const counted = words.length
    ? await boundedCount(db, filtered.select('c.id'))
    : await keptCount(db, `competitors|${input.tab === 'all' ? 'all' : input.tab}`);
  const window = pageWindow(input.page, input.per_page, counted);
  let rows: Row[] = [];
  if (window) {
    const nullsLast = input.sort === 'joined_team_at';
    const ids = (
      await filtered
        .select('c.id')
        .orderBy(orderTerm(SORT_BY[input.sort], input.direction, window.reverse, nullsLast))
        .orderBy(orderTerm(sql`c.id`, input.direction, window.reverse))
        .limit(window.limit)
        .offset(window.offset)
        .execute()
    ).map((row) => row.id);
    if (window.reverse) ids.reverse();
    if (ids.length) rows = inOrderOf(ids, await withColumns(baseQuery(db).where('c.id', 'in', ids)).execute());
  }
  return paged(rows.map(toAdminCompetitor), counted.total, input.page, input.per_page, counted.estimated);
}

async function findCompetitor(db: Database, id: number) {
  const row = await withColumns(baseQuery(db).where('c.id', '=', id)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getCompetitor(db: Database, id: number) {
  const row = await findCompetitor(db, id);
  return {
    competitor: toAdminCompetitor(row),
    audit: await findAuditEntries(db, 'competitor', id),
    discord_history: await findDiscordHistory(db, row.user_id),
  };
}

/**
 * Frees a Discord id this competitor linked before (not the current link) so another account may
 * link it; audited. DECISIONS, Discord binding.
 */
export async function releaseDiscordBinding(db: Database, actor: Actor, id: number, discordId: string) {
  const row = await findCompetitor(db, id);
  const released = await db
    .updateTable('discord_bindings')
    .set({ released_at: sql`now()` })
    .where('discord_id', '=', discordId)
    .where('user_id', '=', row.user_id)
    .where('released_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('external_accounts')
            .select('user_id')
            .where('provider', '=', 'discord')
            .where('provider_user_id', '=', discordId),
        ),
      ),
    )
    .returning(['discord_id', 'username'])
    .executeTakeFirst();
  if (!released) throw new AppError('NOT_FOUND');
  await recordAudit(db, {
    actor,
    action: 'competitor.discordRelease',
    targetType: 'competitor',
    targetId: id,
    before: { discord_id: released.discord_id, discord_username: released.username },
  });
  return getCompetitor(db, id);
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

/** The admin dashboard's live counts, kept by the database (list_counts) rather than counted. */
export async function adminStats(db: Database) {
  const [kept, institutions] = await Promise.all([
    db
      .selectFrom('list_counts')
      .select(['key', 'n'])
      .where('key', 'in', ['users|*|*', 'users|*|v', 'competitors|pending', 'competitors|ctf-team'])
      .execute(),
    db
      .selectFrom('institutions')
      .select((eb) => eb.fn.countAll<number>().as('institutions'))
      .executeTakeFirstOrThrow(),
  ]);
  const count = (key: string) => Math.max(0, kept.find((row) => row.key === key)?.n ?? 0);
  return {
    users: count('users|*|*'),
    verified_users: count('users|*|v'),
    pending_applications: count('competitors|pending'),
    team_size: count('competitors|ctf-team'),
    institutions: Number(institutions.institutions),
  };
}
