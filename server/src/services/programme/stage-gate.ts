import { sql } from 'kysely';
import { categoriesOf } from '@ctf/shared/programme/categories';
import type { StageGatePreview, TStageGateInput } from '@ctf/shared/schemas/stage-gate';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { scheduleFunnelRefresh } from '../stats/funnel-refresh';
import { type Actor, recordAudit } from '../audit/audit';
import { type CompetitionRow, findCompetitionRow } from '../competitions/competitions';
import { isInvitationOpen } from '../competitions/finals/invitation';
import { mailInvitees } from '../competitions/finals/invitee-mail';
import type { Mailing } from '../mail/mailing';
import { finalsInvitationMail } from '../mail/organizer-templates';
import { eligibilityReasons } from './eligibility-rule';
import { categoryPersonOf, joinedApplication } from './people';
import { categoriesOfSeasons } from './seasons';
import {
  type GateCandidate,
  type GateChoice,
  type GateOutcome,
  type GateQuota,
  type TieBreak,
  applyStageGate,
  tieBreakFor,
} from './stage-gate-rule';

export type StageGateTerms = Omit<TStageGateInput, 'slug' | 'source_slug'> & {
  auto_offer: boolean;
  offer_hours: number;
};

/**
 * The source competition's results, each with its person as the finals see them: categories in the
 * finals' season and why the finals' eligibility rule would refuse them (a registration window is no
 * concern of an invitation). One query for the rows, one for the season's categories.
 */
async function gateCandidates(db: Database, finals: CompetitionRow, source: CompetitionRow, now: Date) {
  const rows = await withoutJit(db, (trx) => gateRows(trx, finals, source));
  const categories = (await categoriesOfSeasons(db, [finals.season_id])).get(finals.season_id) ?? [];
  const invited = new Set<string>();
  // People with the same application facts, roles and Discord get the same answer: thousands of
  // results share a few thousand birth dates, so each answer is worked out once.
  const answers = new Map<string, Pick<GateCandidate, 'categories' | 'ineligible'>>();
  const candidates = rows.map((row): GateCandidate => {
    if (row.user_id === null) return { ...row, user_id: null, date_of_birth: null, categories: [], ineligible: [] };
    if (row.invited) invited.add(row.username);
    const application = joinedApplication(row);
    const roles = row.roles ?? [];
    const facts = `${row.status}|${row.date_of_birth}|${row.institution_type}|${roles.join(',')}|${row.discord}`;
    let answer = answers.get(facts);
    if (!answer) {
      const personCategories = categoriesOf(categoryPersonOf(application, roles), categories);
      const ineligible = eligibilityReasons(
        finals,
        { application, discord: Boolean(row.discord), roles, categories: personCategories },
        now,
      ).filter((reason) => reason !== 'REGISTRATION_CLOSED');
      answer = { categories: personCategories, ineligible };
      answers.set(facts, answer);
    }
    const { categories: personCategories, ineligible } = answer;
    return {
      username: row.username,
      user_id: row.user_id,
      place: row.place,
      score: row.score,
      ctfd_position: row.ctfd_position,
      date_of_birth: application?.date_of_birth ?? null,
      categories: personCategories,
      ineligible,
    };
  });
  return { candidates, invited };
}

/**
 * Runs `work` with PostgreSQL's JIT off, in the caller's transaction or one of its own: the gate's plan
 * (20,000 index lookups) costs more than JIT's threshold, and compiling it takes longer than it saves.
 */
async function withoutJit<T>(db: Database, work: (db: Database) => Promise<T>): Promise<T> {
  if (db.isTransaction) {
    await sql`SET LOCAL jit = off`.execute(db);
    return work(db);
  }
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL jit = off`.execute(trx);
    return work(trx);
  });
}

/** The source's results with each person's facts (see gateCandidates). */
function gateRows(db: Database, finals: CompetitionRow, source: CompetitionRow) {
  return (
    db
      .selectFrom('competition_results as r')
      // The account the row named when it was written (migration 0118's trigger).
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('competitor_applications as a', (join) =>
        join.onRef('a.user_id', '=', 'u.id').on('a.is_current', '=', true),
      )
      .leftJoin('institutions as i', 'i.id', 'a.institution_id')
      .select(['r.place', 'r.username', 'r.score', 'r.ctfd_position', 'u.id as user_id', 'u.roles', 'a.status'])
      .select('a.date_of_birth')
      .select('i.type as institution_type')
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('external_accounts as x')
              .select('x.user_id')
              .whereRef('x.user_id', '=', 'u.id')
              .where('x.provider', '=', 'discord'),
          )
          .as('discord'),
        eb
          .exists(
            eb
              .selectFrom('finals_invitations as f')
              .select('f.user_id')
              .whereRef('f.user_id', '=', 'u.id')
              .where('f.competition_id', '=', finals.id),
          )
          .as('invited'),
      ])
      .where('r.competition_id', '=', source.id)
      .orderBy('r.place')
      .orderBy('r.username')
      .execute()
  );
}

async function gateVersion(db: Database, finals: CompetitionRow) {
  const gate = await db
    .selectFrom('stage_gates')
    .select('version')
    .where('competition_id', '=', finals.id)
    .executeTakeFirst();
  return gate?.version ?? 0;
}

function assertFinals(finals: CompetitionRow, expiresAt: string, now: Date) {
  if (finals.stage !== 'finals') throw new AppError('NOT_FINALS');
  if (!isInvitationOpen({ status: 'pending', invitation_expires_at: expiresAt }, now))
    throw new AppError('EXPIRY_NOT_IN_FUTURE');
}

/** Who the gate would invite, who would wait and who takes no part, with why; nothing is written. */
export async function previewStageGate(
  db: Database,
  finals: CompetitionRow,
  input: Pick<TStageGateInput, 'source_slug' | 'quotas' | 'tie_break'>,
  now = new Date(),
): Promise<StageGatePreview & { outcome: GateOutcome }> {
  const source = await findCompetitionRow(db, input.source_slug);
  const { candidates, invited } = await gateCandidates(db, finals, source, now);
  // Someone already invited (by hand, or by an earlier confirmation) keeps their invitation and no seat.
  const open = candidates.filter((candidate) => !invited.has(candidate.username));
  const tieBreak: TieBreak = input.tie_break ?? tieBreakFor(open);
  const outcome = applyStageGate(open, input.quotas as GateQuota[], tieBreak);
  const alreadyInvited = candidates
    .filter((candidate) => invited.has(candidate.username))
    .map((candidate) => ({ username: candidate.username, place: candidate.place, reason: 'ALREADY_INVITED' as const }));
  return {
    tie_break: tieBreak,
    invited: outcome.invited,
    waitlist: outcome.waitlist,
    left_out: [...alreadyInvited, ...outcome.left_out].sort((a, b) => a.place - b.place),
    version: await gateVersion(db, finals),
    outcome,
  };
}

/** Invites the chosen, each holding a seat of their category; one mail and one audit entry each. */
async function inviteChosen(
  db: Database,
  mailing: Mailing,
  actor: Actor,
  finals: CompetitionRow,
  chosen: GateChoice[],
  { expiresAt, action }: { expiresAt: string; action: 'finals.gateInvite' | 'finals.waitlistOffer' },
) {
  const inserted = chosen.length
    ? await db
        .insertInto('finals_invitations')
        .values(
          chosen.map((choice) => ({
            competition_id: finals.id,
            user_id: choice.user_id,
            invitation_expires_at: expiresAt,
            gate_category: choice.category,
          })),
        )
        .onConflict((oc) => oc.columns(['competition_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute()
    : [];
  const invitedIds = new Set(inserted.map((row) => row.user_id));
  const invited = chosen.filter((choice) => invitedIds.has(choice.user_id));
  for (const choice of invited)
    await recordAudit(db, {
      actor,
      action,
      targetType: 'user',
      targetId: choice.user_id,
      after: { competition: finals.slug, category: choice.category, place: choice.place, rank: choice.rank },
    });
  await mailInvitees(
    db,
    mailing,
    invited.map((choice) => ({ userId: choice.user_id, competition: finals, expiresAt: new Date(expiresAt) })),
    finalsInvitationMail,
  );
  return invited;
}

/**
 * Confirms the gate over the version the organizer's preview was made on: two organizers confirming
 * at once cannot both win (the second gets EDIT_CONFLICT with the gate as it is now). The preview is
 * made again inside, so what is sent is what the rule says at this instant.
 */
export async function confirmStageGate(
  db: Database,
  mailing: Mailing,
  actor: Actor,
  finals: CompetitionRow,
  input: Omit<TStageGateInput, 'slug'> & { version: number; auto_offer: boolean; offer_hours: number },
  now = new Date(),
) {
  assertFinals(finals, input.invitation_expires_at, now);
  return db.transaction().execute(async (trx) => {
    const source = await findCompetitionRow(trx, input.source_slug);
    const preview = await previewStageGate(trx, finals, input, now);
    const values = {
      source_competition_id: source.id,
      quotas: JSON.stringify(input.quotas),
      tie_break: preview.tie_break,
      auto_offer: input.auto_offer,
      offer_hours: input.offer_hours,
      waitlist: JSON.stringify(preview.waitlist),
      confirmed_by: actor.id,
      confirmed_at: now,
    };
    const saved =
      input.version === 0
        ? await trx
            .insertInto('stage_gates')
            .values({ competition_id: finals.id, ...values })
            .onConflict((oc) => oc.column('competition_id').doNothing())
            .returning('version')
            .executeTakeFirst()
        : await trx
            .updateTable('stage_gates')
            .set({ ...values, version: sql`version + 1` })
            .where('competition_id', '=', finals.id)
            .where('version', '=', input.version)
            .returning('version')
            .executeTakeFirst();
    if (!saved) throw new AppError('EDIT_CONFLICT', { current: { version: await gateVersion(trx, finals) } });
    await scheduleFunnelRefresh(trx);
    const invited = await inviteChosen(trx, mailing, actor, finals, preview.invited, {
      expiresAt: input.invitation_expires_at,
      action: 'finals.gateInvite',
    });
    return { invited: invited.length, version: saved.version };
  });
}

interface StoredGate {
  quotas: GateQuota[];
  waitlist: Record<string, GateChoice[]>;
  auto_offer: boolean;
  offer_hours: number;
  /** Who confirmed it: automatic offers are theirs in the audit log. */
  confirmed_by: number | null;
  confirmed_by_username: string | null;
}

async function storedGate(db: Database, finals: CompetitionRow): Promise<StoredGate | null> {
  const gate = await db
    .selectFrom('stage_gates as g')
    .leftJoin('users as u', 'u.id', 'g.confirmed_by')
    .select(['g.quotas', 'g.waitlist', 'g.auto_offer', 'g.offer_hours', 'g.confirmed_by'])
    .select('u.username as confirmed_by_username')
    .where('g.competition_id', '=', finals.id)
    .executeTakeFirst();
  return gate ? (gate as unknown as StoredGate) : null;
}

/**
 * Each quota's seats: held (accepted, or pending and still open), free (declined or expired ones
 * freed them), and who is next on its waitlist: the first there with no invitation to these finals.
 */
export async function stageGateSeats(db: Database, finals: CompetitionRow, now = new Date()) {
  const gate = await storedGate(db, finals);
  if (!gate) return { auto_offer: false, categories: [] };
  const invitations = await db
    .selectFrom('finals_invitations')
    .select(['user_id', 'status', 'invitation_expires_at', 'gate_category'])
    .where('competition_id', '=', finals.id)
    .execute();
  const invitedIds = new Set(invitations.map((row) => row.user_id));
  const categories = gate.quotas.map(({ category, count }) => {
    const held = invitations.filter(
      (row) => row.gate_category === category && (row.status === 'accepted' || isInvitationOpen(row, now)),
    ).length;
    const next = (gate.waitlist[category] ?? []).find((choice) => !invitedIds.has(choice.user_id)) ?? null;
    return { category, quota: count, held, free: Math.max(0, count - held), next };
  });
  return { auto_offer: gate.auto_offer, categories };
}

/** Offers a freed seat of `category` to the next on its waitlist (the organizer's confirmation). */
export async function offerNextSeat(
  db: Database,
  mailing: Mailing,
  actor: Actor,
  finals: CompetitionRow,
  category: string,
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    // One offer at a time per finals: two clicks cannot fill one seat twice.
    await trx
      .selectFrom('stage_gates')
      .select('competition_id')
      .where('competition_id', '=', finals.id)
      .forUpdate()
      .executeTakeFirst();
    const gate = await storedGate(trx, finals);
    const seats = await stageGateSeats(trx, finals, now);
    const seat = seats.categories.find((entry) => entry.category === category);
    if (!gate || !seat) throw new AppError('NOT_FOUND');
    if (seat.free === 0 || seat.next === null) return { offered: null };
    const expiresAt = new Date(now.getTime() + gate.offer_hours * 3_600_000).toISOString();
    const [offered] = await inviteChosen(trx, mailing, actor, finals, [seat.next], {
      expiresAt,
      action: 'finals.waitlistOffer',
    });
    return { offered: offered?.username ?? null };
  });
}

/**
 * For gates whose organizer chose "offer at once": every freed seat goes to the next in line. Run
 * after a decline and by the finals job every few minutes (an expiry frees a seat with no event).
 */
export async function offerFreedSeats(db: Database, mailing: Mailing, finals: CompetitionRow, now = new Date()) {
  const gate = await storedGate(db, finals);
  if (!gate?.auto_offer || gate.confirmed_by === null) return 0;
  const organizer: Actor = { id: gate.confirmed_by, username: gate.confirmed_by_username ?? '' };
  let offered = 0;
  for (const { category, count } of gate.quotas)
    for (let seat = 0; seat < count; seat++) {
      const result = await offerNextSeat(db, mailing, organizer, finals, category, now);
      if (!result.offered) break;
      offered += 1;
    }
  return offered;
}

/** The finals job's part: every gate that offers at once fills the seats expiries freed. */
export async function offerFreedSeatsEverywhere(db: Database, mailing: Mailing, now = new Date()) {
  const gates = await db
    .selectFrom('stage_gates as g')
    .innerJoin('competitions as c', 'c.id', 'g.competition_id')
    .select('c.slug')
    .where('g.auto_offer', '=', true)
    .where('c.archived_at', 'is', null)
    .execute();
  let offered = 0;
  for (const { slug } of gates) offered += await offerFreedSeats(db, mailing, await findCompetitionRow(db, slug), now);
  return offered;
}
