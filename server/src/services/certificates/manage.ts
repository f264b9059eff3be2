import { sql } from 'kysely';
import {
  CERTIFICATE_PAGE_SIZE,
  type CertificateKind,
  type CertificatePage,
  type TCertificateListInput,
  normalizeCertificateCode,
} from '@ctf/shared/schemas/certificates';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { lockedRow } from '../edits/locked-for-edit';
import { type Actor, recordAudit } from '../audit/audit';
import { paged } from '../lists/paging';
import { matchesWords, searchWords } from '../lists/search';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The organizer's list, newest first, a page at a time: by competition, season (its name) or kind,
 * searched by a name in either script, a username, or a whole code as typed.
 */
export async function certificatePage(db: Database, input: TCertificateListInput): Promise<CertificatePage> {
  const page = input.page ?? 1;
  const search = input.search ?? '';
  const code = search === '' ? null : normalizeCertificateCode(search);
  const words = code ? [] : searchWords(search);
  const filtered = db
    .selectFrom('certificates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .$if(input.competition_id !== undefined, (query) => query.where('c.competition_id', '=', input.competition_id!))
    .$if(input.season !== undefined, (query) => query.where('c.season_name', '=', input.season!))
    .$if(input.kind !== undefined, (query) => query.where('c.kind', '=', input.kind!))
    .$if(code !== null, (query) => query.where('c.code', '=', code!))
    .$if(words.length > 0, (query) => query.where(matchesWords(sql`c.search_key`, words)));
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select([
        'c.code',
        'c.kind',
        'c.holder_name',
        'c.user_id',
        'u.username',
        'c.season_name',
        'c.competition_name',
        'c.issued_at',
        'c.revoked_at',
        'c.revoked_reason',
      ])
      .orderBy('c.issued_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(CERTIFICATE_PAGE_SIZE)
      .offset((page - 1) * CERTIFICATE_PAGE_SIZE)
      .execute(),
  ]);
  return paged(
    rows.map((row) => ({
      code: row.code,
      kind: row.kind as CertificateKind,
      holder: row.holder_name,
      user_id: row.user_id,
      username: row.username,
      season: row.season_name,
      competition: row.competition_name,
      issued_at: iso(row.issued_at),
      revoked_at: row.revoked_at ? iso(row.revoked_at) : null,
      revoked_reason: row.revoked_reason,
    })),
    { total: Number(count.n), estimated: false },
    { page, per_page: CERTIFICATE_PAGE_SIZE },
  );
}

/**
 * Revokes a certificate (audited, against its holder): the check page then says so and when, and
 * its PDF is no longer handed out. Revoking one already revoked changes nothing and says so.
 */
export async function revokeCertificate(db: Database, actor: Actor, input: { code: string; reason: string }) {
  const code = normalizeCertificateCode(input.code);
  if (!code) throw new AppError('NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    const current = await lockedRow(
      trx
        .selectFrom('certificates')
        .select(['id', 'user_id', 'kind', 'season_name', 'competition_name', 'revoked_at'])
        .where('code', '=', code),
    );
    if (current.revoked_at) throw new AppError('CERTIFICATE_REVOKED');
    const revoked = await trx
      .updateTable('certificates')
      .set({ revoked_at: sql`now()`, revoked_by: actor.id, revoked_reason: input.reason })
      .where('id', '=', current.id)
      .returning('revoked_at')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: 'certificate.revoke',
      targetType: 'user',
      targetId: current.user_id,
      before: { code, kind: current.kind, season: current.season_name, competition: current.competition_name },
      after: { code, revoked: true, reason: input.reason },
    });
    return { code, revoked_at: iso(revoked.revoked_at!) };
  });
}
