import type { Database } from '../../db/database';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The programme's rows about one user for their own download: the schools they mentor or asked to,
 * their playground figures and their certificates (codes included: they are the holder's).
 */
export async function ownProgrammeData(db: Database, userId: number) {
  const [mentoring, requests, playground, certificates] = await Promise.all([
    db
      .selectFrom('mentor_institutions as m')
      .innerJoin('institutions as i', 'i.id', 'm.institution_id')
      .select(['i.name', 'i.city', 'm.created_at'])
      .where('m.user_id', '=', userId)
      .orderBy('m.created_at')
      .execute(),
    db
      .selectFrom('mentor_requests as r')
      .innerJoin('institutions as i', 'i.id', 'r.institution_id')
      .select(['i.name', 'i.city', 'r.status', 'r.confirmation', 'r.created_at', 'r.decided_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('playground_solves')
      .select(['category', 'solves', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('category')
      .execute(),
    db
      .selectFrom('certificates')
      .select(['code', 'kind', 'holder_name', 'season_name', 'competition_name', 'issued_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return {
    mentoring: mentoring.map((m) => ({ institution: m.name, city: m.city, since: iso(m.created_at) })),
    mentor_requests: requests.map((r) => ({
      institution: r.name,
      city: r.city,
      status: r.status,
      confirmation: r.confirmation,
      created_at: iso(r.created_at),
      decided_at: isoOrNull(r.decided_at),
    })),
    playground_solves: playground.map((p) => ({ ...p, read_at: iso(p.read_at) })),
    certificates: certificates.map((c) => ({ ...c, issued_at: iso(c.issued_at), revoked_at: isoOrNull(c.revoked_at) })),
  };
}
