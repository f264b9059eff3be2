import {
  type CertificateCheck,
  type CertificateKind,
  type CertificateLanguage,
  type OwnCertificate,
  normalizeCertificateCode,
} from '@ctf/shared/schemas/certificates';
import { cyrillicToLatin } from '@ctf/shared/transliteration';
import type { Database } from '../../db/database';
import { CERTIFICATE_ISSUER, type CertificateFacts } from './wording';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The public check: who, what, when and by whom. A revoked certificate says only that it was revoked,
 * when, and what it was: the holder's name is no longer shown (it may have been revoked because it
 * named the wrong person). A code never issued, or one that cannot be a code, is unknown.
 */
export async function checkCertificate(
  db: Database,
  lang: CertificateLanguage,
  raw: string,
): Promise<CertificateCheck> {
  const code = normalizeCertificateCode(raw);
  if (!code) return { status: 'unknown' };
  const row = await db
    .selectFrom('certificates')
    .select(['kind', 'holder_name', 'season_name', 'competition_name', 'issued_at', 'revoked_at'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  const what = {
    kind: row.kind as CertificateKind,
    season: row.season_name,
    competition: row.competition_name,
    issued_at: iso(row.issued_at),
    issuer: CERTIFICATE_ISSUER[lang],
  };
  if (row.revoked_at) return { status: 'revoked', ...what, revoked_at: iso(row.revoked_at) };
  // Named as the certificate in the reader's language names them (certificateText).
  const holder = lang === 'sr' ? row.holder_name : cyrillicToLatin(row.holder_name);
  return { status: 'valid', holder, ...what, revoked_at: null };
}

/** The signed-in person's certificates, newest first. */
export async function ownCertificates(db: Database, userId: number): Promise<OwnCertificate[]> {
  const rows = await db
    .selectFrom('certificates')
    .select(['code', 'kind', 'season_name', 'competition_name', 'issued_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    kind: row.kind as CertificateKind,
    season: row.season_name,
    competition: row.competition_name,
    issued_at: iso(row.issued_at),
    revoked_at: row.revoked_at ? iso(row.revoked_at) : null,
  }));
}

/** A certificate for its PDF: what it says, whose it is and whether it still holds. */
export async function certificateForDownload(
  db: Database,
  code: string,
): Promise<{ facts: CertificateFacts; userId: number; revoked: boolean } | null> {
  const row = await db
    .selectFrom('certificates')
    .select(['code', 'kind', 'user_id', 'holder_name', 'season_name', 'competition_name', 'issued_at', 'revoked_at'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return null;
  return {
    facts: {
      code: row.code,
      kind: row.kind as CertificateKind,
      holder: row.holder_name,
      season: row.season_name,
      competition: row.competition_name,
      issuedAt: new Date(row.issued_at),
    },
    userId: row.user_id,
    revoked: row.revoked_at !== null,
  };
}
