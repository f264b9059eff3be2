import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FakeCtfd } from '../../../e2e/support/fake-ctfd';
import { createSession } from '../../src/services/auth/sessions';
import { createTestApp } from '../support/app';
import { PASSWORD, createUser, tokenFromMail, waitForMail } from '../support/auth';
import { rpc, signedIn } from '../support/calls';
import { listenForCtfd, uniqueName } from '../support/ctfd';

// CTFd 3.8.7 finds an account by e-mail at every sign-in: an address changed on the platform and not
// in CTFd makes CTFd try a second account with the same oauth_id (a 500), and whoever registers the
// old address is given the player's CTFd account (issue 34.8). Every path that changes an address
// goes through writeUserAddress (email-address.test.ts lists them); these follow three of them to CTFd.
const { app, db } = await createTestApp({ CTFD_TOKEN_KEY: randomBytes(32).toString('base64') });
const { fakeCtfd, browse } = await listenForCtfd(app, db);

async function playerInCtfd() {
  const { ctfd } = await fakeCtfd(null, { apiToken: `ctfd_${randomBytes(16).toString('hex')}` });
  const player = await signedIn(db);
  expect((await browse(`${ctfd.url}/oauth`, player.cookie)).text).toContain(
    `Logged in as ${player.user.username} (${player.user.email})`,
  );
  return { ctfd, ...player };
}

const emailIn = (ctfd: FakeCtfd, userId: number) => ctfd.users.find((u) => u.oauth_id === userId)?.email;

describe('CTFd hears of every change of a verified address', () => {
  it('signs a player who changed their own address in to the same CTFd account', async () => {
    const { ctfd, user, cookie } = await playerInCtfd();
    const newEmail = `own-${uniqueName()}@example.org`;
    await rpc(app, cookie, 'account.security.changeEmail', { password: PASSWORD, email: newEmail });
    const [mail] = await waitForMail(db, newEmail);
    await rpc(app, '', 'auth.confirmEmailChange', { token: tokenFromMail(mail!.text) });

    await expect.poll(() => emailIn(ctfd, user.id), { timeout: 15_000 }).toBe(newEmail);
    const again = await browse(`${ctfd.url}/oauth`, cookie);
    expect(again.status).toBe(200);
    expect(again.text).toContain(`Logged in as ${user.username} (${newEmail})`);
    expect(ctfd.users.filter((u) => u.oauth_id === user.id)).toHaveLength(1);
  });

  it('gives CTFd an address an admin changed and then marked verified', async () => {
    const { ctfd, user, cookie } = await playerInCtfd();
    const admin = await signedIn(db, ['admin']);
    const newEmail = `marked-${uniqueName()}@example.org`;
    await rpc(app, admin.cookie, 'admin.users.update', { id: user.id, email: newEmail });
    await rpc(app, admin.cookie, 'admin.users.markVerified', { id: user.id });

    await expect.poll(() => emailIn(ctfd, user.id), { timeout: 15_000 }).toBe(newEmail);
    expect(ctfd.users.find((u) => u.oauth_id === user.id)?.verified).toBe(true);
    expect((await browse(`${ctfd.url}/oauth`, cookie)).text).toContain(`Logged in as ${user.username} (${newEmail})`);
  });

  it('takes a replaced address from CTFd at once, so whoever registers it later gets an account of their own', async () => {
    const { ctfd, user } = await playerInCtfd();
    const admin = await signedIn(db, ['admin']);
    await rpc(app, admin.cookie, 'admin.users.update', { id: user.id, email: `next-${uniqueName()}@example.org` });
    await expect.poll(() => emailIn(ctfd, user.id), { timeout: 15_000 }).toBe(`unverified-${user.id}@platform.invalid`);
    expect(ctfd.users.find((u) => u.oauth_id === user.id)?.verified).toBe(false);

    // The old address is free on the platform: someone registers and verifies it, then opens CTFd.
    const newcomer = await createUser(db, { email: user.email });
    const { token } = await createSession(db, { userId: newcomer.id, secondFactor: 'none' });
    const page = await browse(`${ctfd.url}/oauth`, token);
    expect(page.text).toContain(`Logged in as ${newcomer.username} (${user.email})`);
    expect(ctfd.users.find((u) => u.oauth_id === newcomer.id)?.email).toBe(user.email);
    expect(emailIn(ctfd, user.id)).toBe(`unverified-${user.id}@platform.invalid`);
  });
});
