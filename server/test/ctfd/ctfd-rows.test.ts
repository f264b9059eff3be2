// The CTFd provider's stored rows: the hourly clean-up of expired codes and tokens, and the checks
// a new client passes (in process; ctfd-client.test.ts runs the same through the command line).
import { describe, expect, it } from 'vitest';
import { createCtfdClient } from '../../src/services/ctfd/clients';
import { TOKEN_TTL_MS, deleteExpiredCtfdRows } from '../../src/services/ctfd/codes';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';

const { db } = await createTestApp();

describe('the clean-up of CTFd codes and tokens', () => {
  it('drops expired tokens, and keeps a code until every token it could have issued has expired', async () => {
    const user = await createUser(db);
    const { clientId } = await createCtfdClient(db, {
      name: 'Čišćenje',
      redirectUri: 'https://ctf.example.org/redirect',
    });
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const codes = {
      // Expired longer ago than a token lives: no token it issued can still be alive.
      old: at(-TOKEN_TTL_MS - 1),
      // Expired, but a token it issued may still be alive: a late replay must still be recognised.
      recent: at(-TOKEN_TTL_MS + 1_000),
      live: at(60_000),
    };
    for (const [id, expires_at] of Object.entries(codes))
      await db
        .insertInto('ctfd_codes')
        .values({ id: `code-${id}`, client_id: clientId, user_id: user.id, expires_at })
        .execute();
    const tokens = { expired: at(0), live: at(1) };
    for (const [id, expires_at] of Object.entries(tokens))
      await db
        .insertInto('ctfd_tokens')
        .values({ id: `token-${id}`, code_id: 'code-live', client_id: clientId, user_id: user.id, expires_at })
        .execute();

    await deleteExpiredCtfdRows(db, now);

    const left = async (table: 'ctfd_codes' | 'ctfd_tokens') =>
      (await db.selectFrom(table).select('id').where('client_id', '=', clientId).orderBy('id').execute()).map(
        (row) => row.id,
      );
    expect(await left('ctfd_codes')).toEqual(['code-live', 'code-recent']);
    expect(await left('ctfd_tokens')).toEqual(['token-live']);
  });
});

describe('a new CTFd client', () => {
  it('is refused with a redirect URI the provider would not send a code to', async () => {
    await expect(
      createCtfdClient(db, { name: 'Loš', redirectUri: 'https://ctf.example.org/redirect#fragment' }),
    ).rejects.toThrow('Redirect URI refused: a redirect URI must not have a fragment.');
  });

  it('is refused for a competition that does not exist, and tied to one that does', async () => {
    await expect(
      createCtfdClient(db, { name: 'Nepoznat', redirectUri: 'https://ctf.example.org/r', competitionSlug: 'nema-je' }),
    ).rejects.toThrow('No competition has the slug "nema-je".');
    const competition = await db
      .insertInto('competitions')
      .values({ name: 'Kvalifikacije', slug: `kval-${Date.now()}`, visibility: 'public', stage: 'quals' })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    const { clientId } = await createCtfdClient(db, {
      name: 'Vezan',
      redirectUri: 'https://ctf.example.org/r',
      competitionSlug: competition.slug,
    });
    const row = await db
      .selectFrom('ctfd_clients')
      .select('competition_id')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row.competition_id).toBe(competition.id);
  });
});
