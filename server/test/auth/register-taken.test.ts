import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, postChecked } from '../support/auth';

const { app, db } = await createTestApp();

describe('registering with a taken name and a taken address', () => {
  it('names both fields at once, whoever holds each and whatever their case', async () => {
    const holder = await createUser(db, { username: 'Zauzeto_Ime' });
    const other = await createUser(db, { email: 'Zauzeta.Adresa@example.org' });
    const res = await postChecked(app, '/api/auth/register', {
      username: holder.username.toLowerCase(),
      email: other.email.toUpperCase(),
      password: 'Sigurna#Lozinka1',
      confirmPassword: 'Sigurna#Lozinka1',
      consent: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken.',
      fieldErrors: { username: ['usernameTaken'], email: ['emailTaken'] },
    });
  });
});
