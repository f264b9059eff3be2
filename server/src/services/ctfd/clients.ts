import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database';
import { hashToken } from '../auth/crypto';

/** A registered CTFd instance; `competition_slug` null is the 24/7 playground. */
export interface CtfdClient {
  client_id: string;
  name: string;
  redirect_uri: string;
  competition_slug: string | null;
}

function clientQuery(db: Database) {
  return db
    .selectFrom('ctfd_clients as c')
    .leftJoin('competitions as k', 'k.id', 'c.competition_id')
    .select([
      'c.client_id',
      'c.name',
      'c.redirect_uri',
      'k.slug as competition_slug',
      'c.created_at',
      'c.api_url',
      'c.api_token_set_at as api_connected_at',
    ]);
}

export async function findCtfdClient(db: Database, clientId: string): Promise<CtfdClient | undefined> {
  return clientQuery(db).where('c.client_id', '=', clientId).executeTakeFirst();
}

/** The client whose id and secret these are, or null; the secret's hash is compared in constant time. */
export async function authenticateCtfdClient(db: Database, clientId: string, secret: string) {
  const row = await db
    .selectFrom('ctfd_clients')
    .select(['client_id', 'secret_hash', 'redirect_uri'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  const presented = Buffer.from(hashToken(secret), 'hex');
  const stored = Buffer.from(row?.secret_hash ?? hashToken(''), 'hex');
  const matches = presented.length === stored.length && timingSafeEqual(presented, stored);
  return row && matches ? { client_id: row.client_id, redirect_uri: row.redirect_uri } : null;
}

export async function listCtfdClients(db: Database) {
  const rows = await clientQuery(db).orderBy('c.created_at').orderBy('c.client_id').execute();
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    api_connected_at: row.api_connected_at?.toISOString() ?? null,
  }));
}

/** Why a redirect URI cannot be registered, or null: only absolute http(s) URLs without a fragment. */
export function redirectUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not an http(s) URL';
  if (url.hash || value.includes('#')) return 'a redirect URI must not have a fragment';
  if (url.username || url.password) return 'a redirect URI must not carry credentials';
  return null;
}

/** Registers a CTFd instance; the secret is returned once and only its hash is kept. */
export async function createCtfdClient(
  db: Database,
  input: { name: string; redirectUri: string; competitionSlug?: string },
) {
  const problem = redirectUriProblem(input.redirectUri);
  if (problem) throw new Error(`Redirect URI refused: ${problem}.`);
  const competition = input.competitionSlug
    ? await db.selectFrom('competitions').select('id').where('slug', '=', input.competitionSlug).executeTakeFirst()
    : null;
  if (input.competitionSlug && !competition) throw new Error(`No competition has the slug "${input.competitionSlug}".`);
  const clientId = randomBytes(12).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  await db
    .insertInto('ctfd_clients')
    .values({
      client_id: clientId,
      secret_hash: hashToken(secret),
      name: input.name,
      redirect_uri: input.redirectUri,
      competition_id: competition?.id ?? null,
    })
    .execute();
  return { clientId, secret };
}
