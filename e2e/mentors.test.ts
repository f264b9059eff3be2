import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toSearchKey } from '@ctf/shared/transliteration';
import { type TestUser, uniqueName } from './support/accounts';
import { fillPersonStep } from './support/application-form';
import { submitLogin } from './support/auth-forms';
import { axeViolations } from './support/axe';
import {
  DESKTOP,
  PHONE,
  expectFitsAtEachSize,
  expectNoHorizontalScroll,
  openPage,
  screenshot,
} from './support/browser';
import { openPlatform, usePool } from './support/platform';

const { browser, db } = await openPlatform();
const pool = usePool();

/** A school of the list (no contact address unless given: its teachers' requests wait for an admin). */
async function createSchool(prefix: string, contactEmail: string | null = null) {
  const name = `${prefix} ${uniqueName('s').slice(2)}`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO institutions (name, city, region, type, contact_email, search_key)
     VALUES ($1, 'Niš', 'juzno_istocna_srbija', 'high_school', $2, $3) RETURNING id`,
    [name, contactEmail, toSearchKey(`${name} Niš`)],
  );
  return { id: rows[0]!.id, name };
}

/** A competitor of this school, accepted; `consent`: whether their school's mentor may follow them. */
async function createStudent(schoolId: number, firstName: string, consent: boolean) {
  const user = await db.createUser();
  const lastName = `Petrović${randomInt(1000, 9999)}`;
  await pool.query(
    `INSERT INTO competitor_applications (user_id, status, first_name, last_name, gender, date_of_birth,
       permanent_residence, shirt_size, institution_id, mentor_consent, ctf_team)
     VALUES ($1, 'accepted', $2, $3, 'female', '2008-03-01', 'Aleksinac', 'M', $4, $5, true)`,
    [user.id, firstName, lastName, schoolId, consent],
  );
  return `${firstName} ${lastName}`;
}

/** A user bound to these schools as their mentor. */
async function createMentor(...schoolIds: number[]) {
  const user = await db.createUser();
  await pool.query(`UPDATE users SET roles = '{mentor}' WHERE id = $1`, [user.id]);
  for (const schoolId of schoolIds)
    await pool.query(`INSERT INTO mentor_institutions (user_id, institution_id) VALUES ($1, $2)`, [user.id, schoolId]);
  return user;
}

async function linkDiscord(user: Pick<TestUser, 'id'>) {
  await pool.query(
    `INSERT INTO external_accounts (user_id, provider, provider_user_id, username) VALUES ($1, 'discord', $2, $3)`,
    [user.id, String(randomInt(1e9, 2 ** 47)), `discord_${user.id}`],
  );
}

async function expectAccessible(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

describe('the mentor view', () => {
  it('shows a mentor on a phone, in Serbian, only the students of their school who agreed', async () => {
    const school = await createSchool('Gimnazija Svetozar Marković');
    const other = await createSchool('Tehnička škola');
    const agreed = await createStudent(school.id, 'Milica', true);
    const refused = await createStudent(school.id, 'Nikola', false);
    const elsewhere = await createStudent(other.id, 'Jelena', true);
    const mentor = await createMentor(school.id);

    const page = await openPage(browser, { language: 'sr', viewport: PHONE });
    await db.signIn(page.context(), mentor, { secondFactorVerified: true });
    await page.goto('/app/mentor');
    const table = page.getByTestId('students-table');
    await table.getByText(agreed).waitFor();
    expect(await table.getByText(refused).count()).toBe(0);
    expect(await table.getByText(elsewhere).count()).toBe(0);
    await page.getByTestId('total-count').getByText('Ученика: 1').waitFor();

    // On a phone each student is a card: the name, with the other columns listed under it.
    const card = table.locator('[data-part="phone-details"]');
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('Фаза:');
    expect(await card.getByTestId('student-stage').getAttribute('data-stage')).toBe('accepted');
    expect(await card.textContent()).toContain('Полигон:');
    // Nothing else about the student: no residence, no date of birth.
    const text = (await page.getByTestId('mentor-students').textContent()) ?? '';
    expect(text).not.toContain('Aleksinac');
    expect(text).not.toContain('2008');
    await expectNoHorizontalScroll(page, 'mentor view sr phone');
    await expectAccessible(page, 'mentor view sr phone');
    await screenshot(page, 'mentors-view-sr-phone');

    // The school's link, to hand to students.
    await page.getByRole('button', { name: 'Прикажи линк школе' }).click();
    const link = page.getByTestId('join-link').getByRole('textbox');
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/join\/[A-Za-z0-9_-]{16,64}$/);

    // The digest is on until the mentor turns it off.
    const digest = page.getByTestId('digest-switch').getByRole('switch');
    expect(await digest.isChecked()).toBe(true);
    await page.getByTestId('digest-switch').locator('[data-part="control"]').click();
    await page.getByText('Више нећете добијати преглед.').waitFor();
    const { rows } = await pool.query<{ mentor_digest: boolean }>(`SELECT mentor_digest FROM users WHERE id = $1`, [
      mentor.id,
    ]);
    expect(rows[0]!.mentor_digest).toBe(false);
    await expectNoHorizontalScroll(page, 'mentor view sr phone, link shown');
    await screenshot(page, 'mentors-view-link-sr-phone');
    await page.context().close();
  });

  it('is closed to a user who is not a mentor, and looks right in English on a desktop with two schools', async () => {
    const first = await createSchool('Prva gimnazija');
    const second = await createSchool('Druga gimnazija');
    const inFirst = await createStudent(first.id, 'Ana', true);
    const inSecond = await createStudent(second.id, 'Marko', true);
    const mentor = await createMentor(first.id, second.id);

    const stranger = await db.createUser();
    const outsider = await openPage(browser, { language: 'en', viewport: DESKTOP });
    await db.signIn(outsider.context(), stranger);
    await outsider.goto('/app/mentor');
    await outsider.waitForURL((url) => url.pathname !== '/app/mentor');
    await outsider.context().close();

    const page = await openPage(browser, { language: 'en', viewport: DESKTOP });
    await db.signIn(page.context(), mentor, { secondFactorVerified: true });
    await page.goto('/app/mentor');
    await page.getByRole('link', { name: 'Mentor', exact: true }).first().waitFor();
    const table = page.getByTestId('students-table');
    await table.getByText(inFirst).waitFor();
    await table.getByText(inSecond).waitFor();

    // The school switcher narrows the list to one school.
    await page.getByRole('combobox', { name: 'School' }).selectOption({ label: second.name });
    await expect.poll(() => table.getByText(inFirst).count()).toBe(0);
    await table.getByText(inSecond).waitFor();
    await expectAccessible(page, 'mentor view en desktop');
    await expectFitsAtEachSize(page, 'mentor view en', 'mentors-view-en');
    await page.context().close();
  });
});

describe('a teacher asks to mentor a school', () => {
  it('sends the request from the account page, and the admin approves it', async () => {
    const school = await createSchool('Gimnazija Bora Stanković');
    const teacher = await db.createUser();
    const page = await openPage(browser, { language: 'en', viewport: DESKTOP });
    await db.signIn(page.context(), teacher);
    await page.goto('/app/account');
    const section = page.getByTestId('teacher-section');
    await section.getByRole('heading', { name: 'I am a teacher' }).waitFor();
    await section.getByRole('button', { name: 'Ask to mentor this school' }).click();
    await section.getByText('Choose your school from the list.').waitFor();

    await section.getByRole('combobox', { name: 'School, faculty or company' }).pressSequentially('Bora Stankovic');
    await page.getByRole('option', { name: new RegExp(school.name) }).click();
    await section.getByRole('button', { name: 'Ask to mentor this school' }).click();
    const own = section.getByTestId('own-mentor-requests');
    await own.getByText(school.name).waitFor();
    await own.getByText('Waiting for an administrator.').waitFor();
    await expectAccessible(page, 'account teacher section');
    await section.scrollIntoViewIfNeeded();
    await expectFitsAtEachSize(page, 'account teacher section', 'mentors-teacher-en', { fullPage: false });

    const admin = await db.createUser({ roles: ['admin'] });
    const adminPage = await openPage(browser, { language: 'sr', viewport: PHONE });
    await db.signIn(adminPage.context(), admin);
    await adminPage.goto('/admin/mentor-requests');
    const requests = adminPage.getByTestId('mentor-requests-table');
    await requests.getByText(teacher.username, { exact: true }).waitFor();
    await expectNoHorizontalScroll(adminPage, 'mentor requests sr phone');
    await expectAccessible(adminPage, 'mentor requests sr phone');
    await screenshot(adminPage, 'mentors-requests-sr-phone');
    await requests.getByRole('button', { name: `Одобри захтев корисника ${teacher.username}` }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Одобри' }).click();
    await adminPage.getByText(`${teacher.username} је сада ментор школе`).first().waitFor();
    await expect.poll(() => requests.getByText(teacher.username, { exact: true }).count()).toBe(0);

    // The institution's page lists the new mentor and shows the school's link.
    await adminPage.goto(`/admin/institutions/${school.id}/edit`);
    const mentors = adminPage.getByTestId('institution-mentors');
    await mentors.getByTestId('institution-mentors-list').getByText(teacher.username, { exact: true }).waitFor();
    await mentors.getByRole('button', { name: 'Прикажи линк школе' }).click();
    await mentors.getByTestId('join-link').getByRole('textbox').waitFor();
    await expectNoHorizontalScroll(adminPage, 'institution mentors sr phone');
    await expectAccessible(adminPage, 'institution mentors sr phone');
    await mentors.scrollIntoViewIfNeeded();
    await screenshot(adminPage, 'mentors-institution-sr-phone', { fullPage: false });
    await adminPage.context().close();

    await page.reload();
    await own.getByTestId('mentor-request-status').getByText('Approved').waitFor();
    await section.getByRole('link', { name: 'Open the mentor view' }).waitFor();
    const { rows } = await pool.query<{ roles: string[] }>(`SELECT roles FROM users WHERE id = $1`, [teacher.id]);
    expect(rows[0]!.roles).toContain('mentor');
    await page.context().close();
  });
});

describe('the consent question in the application', () => {
  it('is answered by the guardian under 15, on a phone in Serbian', async () => {
    const student = await db.createUser();
    await linkDiscord(student);
    const page = await openPage(browser, { language: 'sr', viewport: PHONE });
    await db.signIn(page.context(), student);
    await page.goto('/app/account/competitor');
    const now = new Date();
    const born = new Date(Date.UTC(now.getUTCFullYear() - 14, now.getUTCMonth(), now.getUTCDate()));
    await fillPersonStep(page, {
      first: 'Sara',
      last: 'Ilić',
      gender: 'female',
      born: born.toISOString().slice(0, 10),
      residence: 'Niš',
    });
    const consent = page.getByTestId('mentor-consent');
    await consent
      .getByText('Као родитељ или старатељ дајем сагласност да ментор школе види резултате и напредак детета')
      .waitFor();
    await consent.getByText('никада адресу, датум рођења ни имејл', { exact: false }).waitFor();
    await expectAccessible(page, 'wizard consent sr phone');
    await consent.scrollIntoViewIfNeeded();
    await expectFitsAtEachSize(page, 'wizard consent sr', 'mentors-wizard-consent-sr', { fullPage: false });
    await page.context().close();
  });
});

describe("a school's link", () => {
  it('names the school, keeps it across the login, and fills it in on the application', async () => {
    const school = await createSchool('Gimnazija Stevan Sremac');
    const code = randomBytes(16).toString('base64url');
    await pool.query(`UPDATE institutions SET join_code = $1 WHERE id = $2`, [code, school.id]);
    const student = await db.createUser();
    await linkDiscord(student);

    const page = await openPage(browser, { language: 'en', viewport: DESKTOP });
    await page.goto(`/join/${code}`);
    await page.getByTestId('join-school').getByText(school.name).waitFor();
    await expectAccessible(page, 'join page en');
    await expectFitsAtEachSize(page, 'join page en', 'mentors-join-en');
    await page.getByRole('link', { name: 'I have an account: log in' }).click();
    await page.waitForURL('**/auth/login?**');
    await submitLogin(page, student.username, student.password);
    await page.waitForURL((url) => url.pathname === '/app/account/competitor');
    await page.getByTestId('wizard-join-school').getByText(`Opened from the link of ${school.name}`).waitFor();

    await fillPersonStep(page, { first: 'Sara', last: 'Ilić', gender: 'female', born: '2008-05-14', residence: 'Niš' });
    await page.getByTestId('mentor-consent').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();
    const picker = page.getByRole('combobox', { name: 'School, faculty or company' });
    expect(await picker.inputValue()).toBe(`${school.name} (Niš)`);
    await page.locator('input[name="shirt_size"][value="M"]').check({ force: true });
    await page.getByRole('button', { name: 'Submit the application' }).click();
    await page.waitForURL((url) => url.pathname === '/app/account');

    const { rows } = await pool.query<{ institution_id: number; mentor_consent: boolean }>(
      `SELECT institution_id, mentor_consent FROM competitor_applications WHERE user_id = $1 AND is_current`,
      [student.id],
    );
    expect(rows).toEqual([{ institution_id: school.id, mentor_consent: true }]);
    // Sent: the browser no longer remembers the link.
    expect(await page.evaluate(() => localStorage.getItem('ctf.joinCode'))).toBeNull();
    // The answer can be changed on the account page.
    const consent = page.getByTestId('mentor-consent-switch');
    expect(await consent.getByRole('switch').isChecked()).toBe(true);
    await consent.locator('[data-part="control"]').click();
    await page.getByText('Your school’s mentor no longer sees your progress.').waitFor();
    await page.context().close();
  });

  it('says clearly on a phone, in Serbian, when the link is not valid', async () => {
    const page = await openPage(browser, { language: 'sr', viewport: PHONE });
    await page.goto(`/join/${randomBytes(16).toString('base64url')}`);
    await page.getByTestId('join-unknown').getByText('Овај линк школе није исправан').waitFor();
    await expectAccessible(page, 'unknown join link sr');
    await expectFitsAtEachSize(page, 'unknown join link sr', 'mentors-join-unknown-sr');
    await page.context().close();
  });
});
