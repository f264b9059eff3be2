import type { CertificateKind } from '@ctf/shared/schemas/certificates';
import type { Database } from '../../db/database';
import { AppError, missingRow } from '../../errors';

/** Where a bulk run takes its people from: a competition (participation, finalist) or a roster (team). */
export type CertificateSource =
  { kind: 'participation' | 'finalist'; competitionId: number } | { kind: 'team'; rosterId: number };

/** What every certificate of one run says besides the holder's name. */
export interface SourceFacts {
  kind: CertificateKind;
  seasonId: number;
  seasonName: string;
  competitionName: string | null;
  competitionId: number | null;
  rosterId: number | null;
}

/**
 * The run's source as it must be to issue from it: a qualification with published results, a finals
 * competition, or a confirmed roster. Throws the reason otherwise.
 */
export async function sourceFacts(db: Database, source: CertificateSource): Promise<SourceFacts> {
  if (source.kind === 'team') {
    const roster = await db
      .selectFrom('team_rosters as r')
      .innerJoin('seasons as s', 's.id', 'r.season_id')
      .select(['r.id', 'r.status', 'r.event_name', 'r.season_id', 's.name as season_name'])
      .where('r.id', '=', source.rosterId)
      .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
    if (roster.status !== 'confirmed') throw new AppError('ROSTER_NOT_CONFIRMED');
    return {
      kind: 'team',
      seasonId: roster.season_id,
      seasonName: roster.season_name,
      competitionName: roster.event_name,
      competitionId: null,
      rosterId: roster.id,
    };
  }
  const competition = await db
    .selectFrom('competitions as c')
    .innerJoin('seasons as s', 's.id', 'c.season_id')
    .select(['c.id', 'c.name', 'c.stage', 'c.results_published_at', 'c.season_id', 's.name as season_name'])
    .where('c.id', '=', source.competitionId)
    .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
  if (source.kind === 'participation') {
    if (competition.stage !== 'quals') throw new AppError('NOT_QUALS');
    if (!competition.results_published_at) throw new AppError('RESULTS_NOT_PUBLISHED');
  } else if (competition.stage !== 'finals') {
    throw new AppError('NOT_FINALS');
  }
  return {
    kind: source.kind,
    seasonId: competition.season_id,
    seasonName: competition.season_name,
    competitionName: competition.name,
    competitionId: competition.id,
    rosterId: null,
  };
}

/**
 * Who gets one: everyone with an account who scored in the qualification's published results, the
 * finalists who accepted their invitation, or every member of the confirmed roster (reserves too).
 */
export async function sourcePeople(db: Database, source: CertificateSource): Promise<number[]> {
  let rows: { user_id: number | null }[];
  if (source.kind === 'team') {
    rows = await db
      .selectFrom('team_roster_members')
      .select('user_id')
      .where('roster_id', '=', source.rosterId)
      .execute();
  } else if (source.kind === 'participation') {
    rows = await db
      .selectFrom('competition_results')
      .select('user_id')
      .distinct()
      .where('competition_id', '=', source.competitionId)
      .where('user_id', 'is not', null)
      .where('score', '>', 0)
      .execute();
  } else {
    rows = await db
      .selectFrom('finals_invitations')
      .select('user_id')
      .where('competition_id', '=', source.competitionId)
      .where('status', '=', 'accepted')
      .execute();
  }
  return rows.map((row) => row.user_id!).sort((a, b) => a - b);
}
