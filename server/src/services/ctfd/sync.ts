import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AppConfig } from '../../env';
import { redirectUriProblem } from './clients';
import { CTFD_MAX_LENGTH } from './names';
import { syncCtfdTeam } from './team-sync';
import { openSecret, sealSecret } from '../secrets/sealed';
import { CTFD_SYNC_QUEUE, CTFD_SYNC_RETRY_LIMIT } from '../jobs/queues';
import {
  type CtfdApi,
  type CtfdTokenProblem,
  type CtfdUser,
  ZCtfdDone,
  ZCtfdUserPage,
  checkCtfdToken,
  ctfdApi,
} from './api';

/**
 * Why a user's account must be brought up to date in CTFd:
 * - `email`: a new address was verified (CTFd finds accounts by e-mail: an old one there means a
 *   second account with the same oauth_id, a 500);
 * - `suspended` / `unsuspended` / `deleted`: ban or unban in CTFd;
 * - `team`: the competitor's school (their CTFd team) changed.
 */
export type CtfdSyncReason = 'email' | 'suspended' | 'unsuspended' | 'deleted' | 'team';

export interface CtfdSyncJob {
  clientId: string;
  userId: number;
  /** At the time of the change: a deleted user's name is still needed to find them in CTFd. */
  username: string;
  reason: CtfdSyncReason;
}

const TOKEN_REFUSED: Record<CtfdTokenProblem, (apiUrl: string, detail: string) => string> = {
  unreachable: (apiUrl, detail) =>
    `CTFd could not be reached at ${apiUrl} (${detail}). Check the address (--url) and that CTFd is running.`,
  notCtfd: (apiUrl, detail) =>
    `${apiUrl} does not answer like CTFd's API (${detail}). --url must be CTFd's own address, e.g. https://ctfd.example.rs.`,
  rejected: () =>
    'CTFd refused the token: it is unknown, expired or deleted. Generate a new one in CTFd (Settings → Access Tokens).',
  notAdmin: (_apiUrl, account) =>
    `The token belongs to "${account}", who is not a CTFd admin; the platform edits users and teams, so it needs an admin's token. Generate one as an admin in CTFd (Settings → Access Tokens).`,
};

/**
 * Stores CTFd's address and an admin API token (encrypted; never shown again), once CTFd itself has
 * said the token is an admin's at that address (checkCtfdToken).
 */
export async function setCtfdApi(
  db: Database,
  config: Pick<AppConfig, 'ctfdTokenKey'>,
  clientId: string,
  input: { apiUrl: string; apiToken: string },
) {
  if (!config.ctfdTokenKey) throw new Error('CTFD_TOKEN_KEY is not set: a CTFd API token cannot be stored.');
  const problem = redirectUriProblem(input.apiUrl);
  if (problem) throw new Error(`CTFd address refused: ${problem}.`);
  const apiUrl = input.apiUrl.replace(/\/+$/, '');
  const client = await db
    .selectFrom('ctfd_clients')
    .select('client_id')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw new Error(`No CTFd client has the id "${clientId}".`);
  const check = await checkCtfdToken(apiUrl, input.apiToken.trim());
  if (!check.ok) throw new Error(TOKEN_REFUSED[check.problem](apiUrl, check.detail));
  const updated = await db
    .updateTable('ctfd_clients')
    .set({
      api_url: apiUrl,
      api_token_encrypted: sealSecret(config.ctfdTokenKey, input.apiToken.trim()),
      api_token_set_at: sql`now()`,
    })
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new Error(`No CTFd client has the id "${clientId}".`);
}

export async function clearCtfdApi(db: Database, clientId: string) {
  await db
    .updateTable('ctfd_clients')
    .set({ api_url: null, api_token_encrypted: null, api_token_set_at: null })
    .where('client_id', '=', clientId)
    .execute();
}

/**
 * Queues the push of this user's change to every CTFd they have signed in to that has an API token, in the caller's
 * transaction (pass `trx`): written to pg-boss's job table like `boss.send`, so the job exists if
 * and only if the change was committed. Answers how many CTFd instances will be told and the names
 * of those without a token (the admin is warned: they must change it in CTFd by hand, see README).
 */
export async function enqueueCtfdSync(
  db: Database,
  userId: number,
  reason: CtfdSyncReason,
): Promise<{ queued: number; withoutToken: string[] }> {
  const clients = await db
    .selectFrom('ctfd_logins as l')
    .innerJoin('ctfd_clients as c', 'c.client_id', 'l.client_id')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['c.client_id', 'c.name', 'c.api_token_encrypted', 'u.username'])
    .where('l.user_id', '=', userId)
    .execute();
  const withToken = clients.filter((c) => c.api_token_encrypted !== null);
  for (const client of withToken) {
    const data: CtfdSyncJob = { clientId: client.client_id, userId, username: client.username, reason };
    await sql`
      INSERT INTO pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, policy)
      VALUES (${CTFD_SYNC_QUEUE}, ${JSON.stringify(data)}::jsonb, ${CTFD_SYNC_RETRY_LIMIT}, 30, true, 'standard')
    `.execute(db);
  }
  return {
    queued: withToken.length,
    withoutToken: clients.filter((c) => c.api_token_encrypted === null).map((c) => c.name),
  };
}

/** The names of the CTFd instances this user signed in to that have no API token. */
export async function ctfdInstancesWithoutToken(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ctfd_logins as l')
    .innerJoin('ctfd_clients as c', 'c.client_id', 'l.client_id')
    .select('c.name')
    .where('l.user_id', '=', userId)
    .where('c.api_token_encrypted', 'is', null)
    .orderBy('c.name')
    .execute();
  return rows.map((r) => r.name);
}

/** Remembers that this user signed in to this CTFd (so later changes are pushed there). */
export async function recordCtfdLogin(db: Database, clientId: string, userId: number) {
  await db
    .insertInto('ctfd_logins')
    .values({ client_id: clientId, user_id: userId })
    .onConflict((oc) => oc.columns(['client_id', 'user_id']).doUpdateSet({ last_login_at: sql`now()` }))
    .execute();
}

/** The client's API, or null without a token; a key that cannot open the token is an error. */
export async function ctfdApiFor(db: Database, key: Buffer | null, clientId: string): Promise<CtfdApi | null> {
  const client = await db
    .selectFrom('ctfd_clients')
    .select(['api_url', 'api_token_encrypted'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!client?.api_url || !client.api_token_encrypted) return null;
  if (!key) throw new Error('CTFD_TOKEN_KEY is not set: the stored CTFd API token cannot be read.');
  return ctfdApi(client.api_url, openSecret(key, client.api_token_encrypted));
}

/** CTFd's account for our user (its oauth_id is our user id): by name first, then page by page. */
export async function findCtfdUser(api: CtfdApi, userId: number, username: string | null): Promise<CtfdUser | null> {
  if (username) {
    const byName = await api(
      'GET',
      `/users?view=admin&field=name&q=${encodeURIComponent(username)}&per_page=100`,
      ZCtfdUserPage,
    );
    const found = byName.data.find((u) => u.oauth_id === userId);
    if (found) return found;
  }
  for (let page = 1; page <= 1000; page++) {
    const list = await api('GET', `/users?view=admin&per_page=100&page=${page}`, ZCtfdUserPage);
    const found = list.data.find((u) => u.oauth_id === userId);
    if (found) return found;
    if (!list.meta?.pagination?.next) return null;
  }
  return null;
}

/** The address CTFd's account holds while the player has no verified one: `.invalid` is never delivered (RFC 2606). */
export const unownedCtfdEmail = (userId: number) => `unverified-${userId}@platform.invalid`;

/** Runs one queued push; throws to have pg-boss retry it. */
export async function runCtfdSync(db: Database, key: Buffer | null, job: CtfdSyncJob): Promise<string> {
  const api = await ctfdApiFor(db, key, job.clientId);
  if (!api) return 'no token';
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'email_verified_at'])
    .where('id', '=', job.userId)
    .executeTakeFirst();
  const ctfdUser = await findCtfdUser(api, job.userId, user?.username ?? job.username);
  if (!ctfdUser) return 'not in CTFd';
  if (!user || job.reason === 'deleted' || job.reason === 'suspended') {
    await api('PATCH', `/users/${ctfdUser.id}`, ZCtfdDone, { banned: true });
    return 'banned';
  }
  if (job.reason === 'unsuspended') {
    await api('PATCH', `/users/${ctfdUser.id}`, ZCtfdDone, { banned: false });
    return 'unbanned';
  }
  if (job.reason === 'email') {
    // Only a verified address is ever given to CTFd (a longer one than CTFd can hold is refused at
    // sign-in). Without one, CTFd's account gets an address nobody can own, so whoever registers the
    // old one later is not signed in to this player's CTFd account (CTFd matches by e-mail).
    if (!user.email_verified_at || user.email.length > CTFD_MAX_LENGTH) {
      await api('PATCH', `/users/${ctfdUser.id}`, ZCtfdDone, { email: unownedCtfdEmail(user.id), verified: false });
      return 'address withdrawn';
    }
    await api('PATCH', `/users/${ctfdUser.id}`, ZCtfdDone, { email: user.email, verified: true });
    return 'email';
  }
  return syncCtfdTeam(db, api, { clientId: job.clientId, userId: user.id, ctfdUser });
}
