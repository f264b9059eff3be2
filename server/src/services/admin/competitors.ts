import { type SelectQueryBuilder, sql } from 'kysely';
import { type Language, isLanguage } from '@ctf/shared/i18n/languages';
import type { TCompetitorListQuery } from '@ctf/shared/schemas/admin';

type CompetitorFilters = Pick<TCompetitorListQuery, 'institution_id' | 'region' | 'gender'>;
import type { Database } from '../../db/database';
import { findDiscordHistory } from '../account/external-accounts';
import type { DB } from '../../db/types';
import { AppError } from '../../errors';
import type { MailQueue } from '../jobs/jobs';
import { competitorDecisionMail } from '../mail/decision-templates';
import { type CompetitorChange, competitorChangeMail } from '../mail/admin-templates';
import { serverMessage } from '@ctf/shared/i18n/server-messages';
import { decideApplication, toApplicationDto } from '../competitors/competitors';
import { type Actor, findAuditEntries, recordAudit } from '../audit/audit';
import {
  type SortKey,
  type Total,
  boundedCount,
  inOrderOf,
  keptCount,
  orderTerm,
  pageIds,
  pageWindow,
  paged,
  searchPage,
  searchWords,
} from './paging';

const SORT_KEYS = {
  id: null,
  name: { name: 'name', column: sql`c.name_sort`, type: 'sr' },
  username: { name: 'username', column: sql`c.username_sort`, type: 'sr' },
  email: { name: 'email', column: sql`c.email_sort`, type: 'text' },
  ctf_team: { name: 'ctf_team', column: sql`c.ctf_team`, type: 'boolean' },
  created_at: { name: 'created_at', column: sql`c.created_at`, type: 'timestamptz' },
  // Not on the team sorts after every date ascending (before them descending).
  joined_team_at: { name: 'joined_team_at', column: sql`c.joined_sort`, type: 'timestamptz' },
} as const satisfies Record<string, SortKey | null>;

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
    'c.guardian_consent_at',
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
  if (input.tab === 'rejected') filtered = filtered.where('c.status', '=', 'rejected');
  filtered = withFilters(filtered, input);
  // Names these rows for the kept counts and the page anchors: every filter must be in it.
  const name = `competitors|${input.tab}`;
  const key = SORT_KEYS[input.sort];
  const list = {
    filtered,
    id: sql`c.id`,
    key,
    direction: input.direction,
    page: input.page,
    perPage: input.per_page,
  };
  const words = searchWords(input.search);
  let ids: number[];
  let counted: Total;
  const kept = await keptCount(db, name);
  if (words.length) ({ ids, total: counted } = await searchPage(db, list, sql`c.search_key`, words, kept.total));
  else if (hasFilters(input)) {
    // Institution, region or gender: no kept count or anchors per combination; counted (exactly up
    // to a bound) and paged through the filter's indexes.
    counted = await boundedCount(db, filtered.select('c.id'));
    const window = pageWindow(input.page, input.per_page, counted);
    ids = [];
    if (window) {
      const column = key ? key.column : sql`c.id`;
      ids = (
        await filtered
          .select('c.id')
          .orderBy(orderTerm(column, input.direction, window.reverse))
          .orderBy(orderTerm(sql`c.id`, input.direction, window.reverse))
          .limit(window.limit)
          .offset(window.offset)
          .execute()
      ).map((row) => row.id);
      if (window.reverse) ids.reverse();
    }
  } else {
    counted = kept;
    ids = await pageIds(db, name, list, counted);
  }
  const rows = ids.length ? inOrderOf(ids, await withColumns(baseQuery(db).where('c.id', 'in', ids)).execute()) : [];
  return paged(rows.map(toAdminCompetitor), counted.total, input.page, input.per_page, counted.estimated);
}

type Filterable = SelectQueryBuilder<DB & { c: DB['competitor_applications'] }, 'c', object>;

const hasFilters = (input: CompetitorFilters) =>
  input.institution_id !== undefined || input.region !== undefined || input.gender !== undefined;

/** The list's filters: extra conditions on the application row (the region through its institution). */
export function withFilters<Q extends Filterable>(query: Q, input: CompetitorFilters): Q {
  let q = query as Filterable;
  if (input.institution_id !== undefined) q = q.where('c.institution_id', '=', input.institution_id);
  if (input.gender !== undefined) q = q.where('c.gender', '=', input.gender);
  if (input.region !== undefined) {
    const region = input.region;
    q = q.where('c.institution_id', 'in', (eb) =>
      eb.selectFrom('institutions').select('institutions.id').where('institutions.region', '=', region),
    );
  }
  return q as Q;
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
    before.user_id,
  );
  return toAdminCompetitor(await findCompetitor(db, id));
}

/**
 * Decides many pending applications, one by one (each its own transaction, audit entry and e-mail).
 * One refusal does not stop the others: every id gets its own result, with the reason in the caller's
 * language.
 */
export async function bulkDecideCompetitors(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  lang: Language,
  input: { ids: number[]; outcome: 'accepted' | 'rejected'; message: string },
) {
  const results = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      const decided = await decideCompetitor(db, mail, actor, id, {
        outcome: input.outcome,
        ...(input.outcome === 'rejected' ? { reason: input.message } : {}),
      });
      results.push({ id, ok: true, full_name: decided.full_name });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, code: error.appCode, message: serverMessage(lang, error.appCode) });
    }
  }
  return { results };
}

/**
 * Changes an accepted competitor: revokes the acceptance (the application becomes rejected, with the
 * reason, and leaves the team), or takes them off / puts them back on the CTF team. One conditional
 * statement per change (a newer version wins), audited, and the competitor is told by e-mail.
 */
async function changeAccepted(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  id: number,
  change: { kind: CompetitorChange; reason?: string; version?: number },
) {
  const before = await findCompetitor(db, id);
  const reason = change.reason?.trim() || null;
  await db.transaction().execute(async (trx) => {
    const set =
      change.kind === 'revoked'
        ? {
            status: 'rejected',
            rejection_reason: reason,
            decided_at: sql<Date>`now()`,
            decided_by: actor.id,
            ctf_team: false,
            joined_team_at: null,
          }
        : change.kind === 'team-removed'
          ? { ctf_team: false, joined_team_at: null }
          : { ctf_team: true, joined_team_at: sql<Date>`now()` };
    const updated = await trx
      .updateTable('competitor_applications')
      .set({ ...set, version: sql`version + 1` })
      .where('id', '=', id)
      .where('is_current', '=', true)
      .where('status', '=', 'accepted')
      .$if(change.kind === 'team-removed', (qb) => qb.where('ctf_team', '=', true))
      .$if(change.kind === 'team-added', (qb) => qb.where('ctf_team', '=', false))
      .$if(change.version !== undefined, (qb) => qb.where('version', '=', change.version!))
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const current = await findCompetitor(trx, id);
      if (current.status !== 'accepted') throw new AppError('NOT_ACCEPTED');
      if (change.version !== undefined && current.version !== change.version)
        throw new AppError('EDIT_CONFLICT', { current: toAdminCompetitor(current) });
      throw new AppError('CONFLICT');
    }
    await recordAudit(trx, {
      actor,
      action:
        change.kind === 'revoked'
          ? 'competitor.revoke'
          : change.kind === 'team-removed'
            ? 'competitor.teamRemove'
            : 'competitor.teamAdd',
      targetType: 'competitor',
      targetId: id,
      before: { status: before.status, ctf_team: before.ctf_team },
      after:
        change.kind === 'revoked'
          ? { status: 'rejected', ctf_team: false, reason }
          : { status: 'accepted', ctf_team: change.kind === 'team-added' },
    });
  });
  await mail.enqueue(
    competitorChangeMail(languageOf(before.language), before.email, {
      name: before.first_name,
      kind: change.kind,
      reason: change.kind === 'revoked' ? reason : null,
    }),
    before.user_id,
  );
  return toAdminCompetitor(await findCompetitor(db, id));
}

export function revokeCompetitor(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  input: { id: number; message: string; version?: number },
) {
  return changeAccepted(db, mail, actor, input.id, {
    kind: 'revoked',
    reason: input.message,
    ...(input.version !== undefined ? { version: input.version } : {}),
  });
}

export function setCompetitorTeam(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  input: { id: number; ctf_team: boolean; version?: number },
) {
  return changeAccepted(db, mail, actor, input.id, {
    kind: input.ctf_team ? 'team-added' : 'team-removed',
    ...(input.version !== undefined ? { version: input.version } : {}),
  });
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
