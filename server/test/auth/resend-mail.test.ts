import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, postChecked } from '../support/auth';
import { sendJson, startFakeServer } from '../support/fake-server';

// Plays Resend's API: refuses the first delivery attempt (an outage), accepts the next.
let attempts = 0;
const resend = await startFakeServer((_req, res) => {
  attempts += 1;
  if (attempts === 1) return sendJson(res, 500, { name: 'internal_server_error', message: 'outage', statusCode: 500 });
  sendJson(res, 200, { id: `email_${attempts}` });
});

const { app, db } = await createTestApp({
  RESEND_API_KEY: 're_test_key',
  RESEND_BASE_URL: resend.url,
  MAIL_FROM: 'CTF Srbija <no-reply@ctf.example.rs>',
  MAIL_RETRY_DELAY_SECONDS: '1',
});

describe('mail through Resend', () => {
  it('delivers a password reset mail through the API, retrying after an outage', async () => {
    const user = await createUser(db, { language: 'en' });
    const res = await postChecked(app, '/api/auth/password-reset/send', { email: user.email });
    expect(res.statusCode).toBe(200);

    const deadline = Date.now() + 20_000;
    while (resend.requests.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(resend.requests).toHaveLength(2);
    const delivered = resend.requests[1]!;
    expect(delivered.method).toBe('POST');
    expect(delivered.url).toBe('/emails');
    expect(delivered.headers.authorization).toBe('Bearer re_test_key');
    const body = JSON.parse(delivered.body) as {
      from: string;
      to: string;
      subject: string;
      text: string;
      html: string;
    };
    expect(body.from).toBe('CTF Srbija <no-reply@ctf.example.rs>');
    expect(body.to).toBe(user.email);
    expect(body.subject).toBe('Reset your password');
    expect(body.text).toMatch(/http:\/\/localhost:3000\/auth\/password-reset\?token=[A-Za-z0-9_-]{43}/);
    expect(body.html).toContain('Set a new password');
    // Nothing went to the development mailbox.
    expect(await db.selectFrom('dev_mailbox').select('id').execute()).toHaveLength(0);
  });
});
