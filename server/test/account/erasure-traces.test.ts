import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { TOwnData } from '@ctf/shared';
import { createTestApp } from '../support/app';
import { createSession } from '../../src/services/auth/sessions';
import { PASSWORD, postChecked, tokenFromMail, waitForMail } from '../support/auth';
import { rpc, signedIn } from '../support/calls';
import { createCompetition, makeCompetitor } from '../support/competitions';
import { auditEntries } from '../support/audit';
import * as m0107 from '../../../migrations/0107_announcement_recipients_erased';

const { app, db, config } = await createTestApp();
const client = new pg.Client({ connectionString: config.databaseUrl });
await client.connect();
client.on('error', () => {});
afterAll(() => client.end());

let counter = 0;
const uniqueAddress = (word: string) => {
  counter += 1;
  return `${word}-${Date.now().toString(36)}${counter}@example.org`;
};

/** Every table of ours and pg-boss's whose rows (any column, as text) hold this text, with the count. */
async function tablesHolding(text: string) {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname IN ('public', 'pgboss') ORDER BY 1`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${name} t WHERE strpos(lower(t::text), lower($1)) > 0`,
      [text],
    );
    if (rows[0]!.n > 0) found[name] = rows[0]!.n;
  }
  return found;
}

/** A self-registration through the form, as a newcomer would; the new account's id. */
async function register(email: string) {
  const username = `novi_${Date.now().toString(36)}${(counter += 1)}`;
  const res = await postChecked(app, '/api/auth/register', {
    username,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    consent: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return { id: user.id, username };
}

/** A session of this account, as after signing in. */
async function sessionOf(userId: number) {
  return (await createSession(db, { userId, secondFactor: 'none' })).token;
}

const exportOf = (cookie: string) => rpc<TOwnData>(app, cookie, 'account.exportData', undefined, 'query');

describe('deleting an account leaves its address nowhere', () => {
  it('audit entries, queued and sent mail, announcements and list anchors lose it; the export of whoever takes the address next is their own', async () => {
    const address = uniqueAddress('brisanje');
    const admin = await signedIn(db, ['admin']);
    const organizer = await signedIn(db, ['organizer']);
    const { user, cookie } = await signedIn(db, [], { email: address, verified: false, language: 'en' });
    await makeCompetitor(db, user.id);

    // Audit entries that name the address: an admin resends the link, then marks it verified.
    await rpc(app, admin.cookie, 'admin.users.resendVerification', { id: user.id });
    await rpc(app, admin.cookie, 'admin.users.markVerified', { id: user.id });
    // An announcement to the CTF team (this competitor is on it), and a password reset: sent mail.
    const competition = await createCompetition(db);
    const announcement = await rpc<{ id: number; recipient_count: number }>(
      app,
      organizer.cookie,
      'organizer.announcements.send',
      { slug: competition.slug, audience: 'ctf_team', subject_sr: 'Окупљање', body_sr: 'У суботу у 9.' },
    );
    expect((await postChecked(app, '/api/auth/password-reset/send', { email: address })).statusCode).toBe(200);
    await waitForMail(db, address, { count: 3 });
    // Sent jobs move to pg-boss's archive after 12 hours: some already there.
    await client.query(
      `INSERT INTO pgboss.archive SELECT j.*, now() FROM pgboss.job j WHERE j.name = 'mail' AND j.data->>'to' = $1`,
      [address],
    );
    // One waiting for a retry (the mail provider was down), and one queued before jobs named their account.
    for (const data of [
      { to: address, subject: 'Retry', text: 't', html: '<p>t</p>', userId: user.id },
      { to: address.toUpperCase(), subject: 'Old', text: 't', html: '<p>t</p>' },
    ])
      await client.query(
        `INSERT INTO pgboss.job (name, data, state, start_after) VALUES ('mail', $1, 'retry', now() + interval '1 hour')`,
        [JSON.stringify(data)],
      );
    // A page anchor of the users list sorted by e-mail, at this user's row.
    await client.query(
      `INSERT INTO list_anchors (list, sort, generation, total, step, keys, ids)
       VALUES ($1, 'email', 0, 1, 1, ARRAY[lower($2)], ARRAY[$3::int])`,
      [`erasure-test-${counter}`, address, user.id],
    );
    const before = await tablesHolding(address);
    for (const table of [
      'public.users',
      'public.audit_log',
      'public.announcement_recipients',
      'public.dev_mailbox',
      'public.list_anchors',
      'pgboss.job',
      'pgboss.archive',
    ])
      expect(before[table], table).toBeGreaterThan(0);

    const deleted = await rpc(app, cookie, 'account.deleteAccount', {
      password: PASSWORD,
      confirmation: user.username,
    });
    expect(deleted).toMatchObject({ message: expect.any(String) });

    expect(await tablesHolding(address)).toEqual({});
    // What the privacy notice keeps: the deletion's entry (username and counts) and the earlier
    // entries, without the address.
    const entries = await auditEntries(db, { type: 'user', id: user.id }, [
      'action',
      'target_label',
      'before',
      'after',
    ]);
    expect(entries).toEqual([
      { action: 'user.verificationResend', target_label: user.username, before: {}, after: {} },
      {
        action: 'user.markVerified',
        target_label: user.username,
        before: { verified: false },
        after: { verified: true },
      },
      {
        action: 'account.delete',
        target_label: user.username,
        before: { removed: { applications: 1, registrations: 0, invitations: 0, results: 0 } },
        after: null,
      },
    ]);
    // The announcement's record no longer lists them, and its count follows.
    const detail = await rpc<{ recipient_count: number; sent_count: number; recipients: { email: string }[] }>(
      app,
      organizer.cookie,
      'organizer.announcements.get',
      { slug: competition.slug, id: announcement.id },
      'query',
    );
    expect(detail.recipient_count).toBe(announcement.recipient_count - 1);
    expect(detail.recipients.map((r) => r.email)).not.toContain(address);

    // Someone registers the address: their download holds their own mail only.
    const next = await register(address);
    await waitForMail(db, address);
    const nextCookie = await sessionOf(next.id);
    const data = await exportOf(nextCookie);
    expect(data.mail.map((m) => m.subject)).toEqual([expect.stringMatching(/verif|потвр/i)]);
  });

  it("an address given up by a change is found with its account's mail, not by its next owner", async () => {
    const old = uniqueAddress('stara');
    const { user, cookie } = await signedIn(db, [], { email: old, language: 'en' });
    const newer = uniqueAddress('nova');
    await rpc(app, cookie, 'account.security.changeEmail', { password: PASSWORD, email: newer });
    const [confirm] = await waitForMail(db, newer);
    await rpc(app, cookie, 'auth.confirmEmailChange', { token: tokenFromMail(confirm!.text) });
    await waitForMail(db, old, { count: 2 });

    const next = await register(old);
    await waitForMail(db, old, { count: 3 });
    const nextCookie = await sessionOf(next.id);
    const theirs = await exportOf(nextCookie);
    expect(theirs.mail).toHaveLength(1);
    // The first owner's download still has every message about their account, to either address.
    const mine = await exportOf(cookie);
    expect(mine.mail).toHaveLength(3);
    expect(mine.user.id).toBe(user.id);
  });
});

describe('migration 0107', () => {
  it('removes the recipients earlier erasures left in announcements (address, username), and their count', async () => {
    const competition = await createCompetition(db);
    const kept = await signedIn(db);
    const rolledBack = new Error('rolled back');
    await db
      .transaction()
      .execute(async (trx) => {
        // As before the migration: an erasure left the row, with user_id cleared.
        await m0107.down(trx);
        const { id } = await trx
          .insertInto('announcements')
          .values({
            competition_id: competition.id,
            audience: 'ctf_team',
            recipient_count: 2,
            created_by_username: 'org',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const left = uniqueAddress('ostalo');
        await trx
          .insertInto('announcement_recipients')
          .values([
            {
              announcement_id: id,
              user_id: kept.user.id,
              email: kept.user.email,
              username: kept.user.username,
              language: 'sr',
            },
            {
              announcement_id: id,
              user_id: null as unknown as number,
              email: left,
              username: 'obrisan',
              language: 'sr',
            },
          ])
          .execute();
        await m0107.up(trx);
        const rows = await trx
          .selectFrom('announcement_recipients')
          .select('email')
          .where('announcement_id', '=', id)
          .execute();
        expect(rows).toEqual([{ email: kept.user.email }]);
        const { recipient_count } = await trx
          .selectFrom('announcements')
          .select('recipient_count')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(recipient_count).toBe(1);
        // Now the rows go with their user.
        await trx.deleteFrom('users').where('id', '=', kept.user.id).execute();
        expect(
          await trx.selectFrom('announcement_recipients').select('email').where('announcement_id', '=', id).execute(),
        ).toEqual([]);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
  });
});
