import { describe, expect, it } from 'vitest';
import { institutionForm } from '@ctf/shared/test-support/institution';
import { ZCompetitorPersonSchema } from '@ctf/shared/schemas/competitor';
import { createTestApp } from '../support/app';
import { waitForMail } from '../support/auth';
import { rest, signedIn } from '../support/calls';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const organizer = await signedIn(db, ['organizer']);
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('names never hold control characters', () => {
  it.each(['Kvalifikacije\r\nBcc: victim@example.org', 'Kvalifikacije\u0085x', 'Tab\there', 'Line\u2028separator'])(
    'refuses the competition name %j with a translated 400',
    async (name) => {
      const answer = await rest(app, organizer.cookie, 'POST', '/api/competitions', { name, slug: `cc-${suffix()}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { name: ['invalid'] } });
      expect(answer.json().message).toEqual(expect.any(String));
    },
  );

  it('refuses an institution name and city with a line break', async () => {
    const answer = await rest(app, admin.cookie, 'POST', '/api/institutions', {
      ...institutionForm,
      name: 'Gimnazija\nBcc: x@example.org',
      city: 'Niš\r',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ fieldErrors: { name: ['invalid'], city: ['invalid'] } });
  });

  it('refuses them in a person’s names, in the form and on the server alike', () => {
    const result = ZCompetitorPersonSchema.safeParse({ first_name: 'Ana\r\nBcc: x', last_name: 'Ilić\u0007' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.filter((i) => i.message === 'invalid').map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['first_name', 'last_name']));
  });

  it('still takes Serbian names with diacritics and Cyrillic', async () => {
    const answer = await rest(app, organizer.cookie, 'POST', '/api/competitions', {
      name: 'Квалификације — Ђурђевдан, šđčćž',
      slug: `cc-${suffix()}`,
    });
    expect(answer.statusCode).toBe(201);
  });
});

describe('mail headers stay on one line', () => {
  it('strips control characters from the subject and the address of a queued message', async () => {
    const to = `cc-${suffix()}@example.org`;
    await app.mail.enqueue(
      {
        to: `${to}\r\n`,
        subject: 'Poziv u finale: Kvalifikacije\r\nBcc: victim@example.org\u0085',
        text: 'tekst',
        html: '<p>tekst</p>',
      },
      null,
    );
    const [mail] = await waitForMail(db, to);
    expect(mail?.subject).toBe('Poziv u finale: Kvalifikacije Bcc: victim@example.org');
  });
});
