import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';

const { app, db } = await createTestApp({ TRUST_PROXY: 'true' });
const LAN = '192.168.1.20';

describe('development helpers answer this machine only', () => {
  it('serves the mailbox to a loopback client', async () => {
    await db
      .insertInto('dev_mailbox')
      .values({ to: 'admin@example.org', subject: 'Reset', text: 'token=secret', html: '<p>secret</p>' })
      .execute();
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const answer = await app.inject({ url: '/dev/mailbox.json', remoteAddress });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('admin@example.org');
    }
  });

  it.each(['/dev/mailbox.json', '/dev/mailbox', '/dev/mailbox/1', '/dev/oauth/discord/authorize'])(
    'refuses %s to a client on the network',
    async (url) => {
      const answer = await app.inject({ url, remoteAddress: LAN });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('admin@example.org');
    },
  );

  it('refuses a request a local proxy forwards from the network', async () => {
    const answer = await app.inject({
      url: '/dev/mailbox.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': LAN },
    });
    expect(answer.statusCode).toBe(404);
  });
});
