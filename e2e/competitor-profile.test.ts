import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toSearchKey } from '../shared/src/transliteration';
import { type TestUser } from './support/accounts';
import { fillPersonStep } from './support/application-form';
import {
  DESKTOP,
  PHONE,
  type PageOptions,
  openPage,
  expectNoHorizontalScroll,
  screenshot,
  atEachSize,
  inEachLanguage,
  expectFitsAtEachSize,
  countCalls,
} from './support/browser';
import { openPlatform, usePool } from './support/platform';

const { browser, db, pageSignedInAs } = await openPlatform();
const pool = usePool();

// The reference institutions (migration 0104) include these; inserting them again changes nothing.
const INSTITUTIONS = [
  ['Elektronski fakultet, Univerzitet u Nišu', 'Niš', 'juzno_istocna_srbija', 'university'],
  ['Gimnazija „Svetozar Marković”', 'Niš', 'juzno_istocna_srbija', 'high_school'],
  ['Matematička gimnazija', 'Beograd', 'beograd', 'high_school'],
  ['Čačanska gimnazija', 'Čačak', 'sumadija_i_zapadna_srbija', 'high_school'],
] as const;
for (const [name, city, region, type] of INSTITUTIONS) {
  await pool.query(
    `INSERT INTO institutions (name, city, region, type, search_key) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [name, city, region, type, toSearchKey(`${name} ${city}`)],
  );
}
const institutionId = async (name: string) =>
  (await pool.query<{ id: number }>(`SELECT id FROM institutions WHERE name = $1`, [name])).rows[0]!.id;
const ETF_NIS = 'Elektronski fakultet, Univerzitet u Nišu';

type Provider = 'discord' | 'github';

/** A provider account id no other test has used. */
const providerId = () => String(randomInt(1e9, 2 ** 47));

const signedInPage = (options: PageOptions = {}) => pageSignedInAs([], { language: 'sr', ...options });

async function linkInDatabase(user: Pick<TestUser, 'id'>, provider: Provider, username = `${provider}_${user.id}`) {
  await pool.query(
    `INSERT INTO external_accounts (user_id, provider, provider_user_id, username) VALUES ($1, $2, $3, $4)`,
    [user.id, provider, providerId(), username],
  );
}

interface StoredApplication {
  status: 'pending' | 'accepted' | 'rejected';
  reason?: string | null;
  ctfTeam?: boolean;
  institutionName?: string;
}

/** An application as the server stores it, for screens that need a state without the steps to reach it. */
async function applyInDatabase(
  user: Pick<TestUser, 'id'>,
  { status, reason = null, ctfTeam, institutionName }: StoredApplication,
) {
  const decided = status !== 'pending';
  const accepted = status === 'accepted';
  await pool.query(
    `INSERT INTO competitor_applications
       (user_id, status, first_name, last_name, gender, date_of_birth, permanent_residence, shirt_size,
        institution_id, institution_name, ctf_team, rejection_reason, decided_at, joined_team_at)
     VALUES ($1, $2, 'Јована', 'Поповић-Стаменковић', 'female', '2007-03-09', 'Ниш', 'M', $3, $4, $5, $6, $7, $8)`,
    [
      user.id,
      status,
      institutionName ? null : await institutionId(ETF_NIS),
      institutionName ?? null,
      ctfTeam ?? accepted,
      status === 'rejected' ? reason : null,
      decided ? new Date() : null,
      accepted && (ctfTeam ?? true) ? new Date() : null,
    ],
  );
}

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The error text a form control (or its group of radios) is described by, or null while it is valid. */
const errorOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const owner =
        element.closest('fieldset[aria-invalid="true"]') ??
        (element.getAttribute('aria-invalid') === 'true' ? element : null);
      if (!owner) return null;
      // Chakra's fields name their error with aria-errormessage; the radio groups describe theirs.
      return (owner.getAttribute('aria-errormessage') ?? owner.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id))
        .filter((node): node is HTMLElement => node !== null && node.dataset.part !== 'helper-text')
        .map((node) => node.textContent)
        .join(' ');
    });

/** What the screen shows (not the whole page): for dialogs and pop-ups, which cover the viewport. */
const viewportShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

/** Goes through the development stand-in of Discord or GitHub, as a person would at the real one. */
async function linkThroughProvider(page: Page, provider: Provider, account: { id: string; username: string }) {
  await page.getByTestId(`integration-${provider}`).getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/dev/oauth/${provider}/authorize`);
  await page.locator('input[name="user_id"]').fill(account.id);
  await page.locator('input[name="username"]').fill(account.username);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => url.pathname === '/app/account');
}

const statusBadge = (page: Page) => page.getByTestId('competitor-status');

function yearsAgo(years: number) {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

const progressOf = (page: Page) => page.getByRole('progressbar').getAttribute('aria-valuenow');

describe('a new user on the account page', () => {
  it('sees the profile, the greyed competitor block and the Discord warning, then links Discord and GitHub', async () => {
    const { page, user } = await signedInPage();
    await page.goto('/app/account');
    await page.getByRole('heading', { name: 'Налог', level: 1 }).waitFor();

    const profile = page.getByTestId('profile-section');
    await profile.getByRole('heading', { name: 'Профил' }).waitFor();
    expect(await page.getByTestId('profile-username').innerText()).toContain(user.username);
    expect(await page.getByTestId('profile-email').innerText()).toContain(user.email);
    expect(await page.getByTestId('profile-email').innerText()).toContain('потврђена');
    expect(await page.getByTestId('profile-user-id').innerText()).toContain(String(user.id));
    expect(await page.getByTestId('profile-member-since').innerText()).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

    const warning = page.getByTestId('discord-warning');
    await warning.getByText('Повежите свој Discord налог').waitFor();
    expect(await warning.getByRole('link', { name: 'Повежи Discord' }).getAttribute('href')).toBe(
      '/api/auth/external/discord/authorize?redirect_uri=%2Fapp%2Faccount',
    );
    // Not "Нисте пријављени", which reads as "not logged in" (the glossary's пријављени).
    expect(await statusBadge(page).innerText()).toBe('Још нисте такмичар');
    expect(await page.getByTestId('competitor-content').getAttribute('data-locked')).toBe('true');
    await page.getByTestId('competitor-locked').waitFor();
    expect(await page.getByRole('button', { name: 'Пријави се за такмичара' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('integration-discord').innerText()).toContain('Није повезан');
    expect(await page.getByTestId('simulate-outcome').count()).toBe(0);
    await screenshot(page, 'account-new-sr-desktop');

    const discord = { id: providerId(), username: 'jovana_ctf' };
    await linkThroughProvider(page, 'discord', discord);
    await page.getByText('Ваш Discord налог је повезан.').waitFor();
    await page.waitForURL((url) => url.search === '');
    expect(await page.getByTestId('integration-discord-username').innerText()).toBe('Повезан као jovana_ctf');
    await page.getByTestId('integration-discord').getByRole('link', { name: 'Поново повежи Discord' }).waitFor();
    expect(await page.getByTestId('discord-warning').count()).toBe(0);
    expect(await page.getByTestId('competitor-content').getAttribute('data-locked')).toBeNull();

    await linkThroughProvider(page, 'github', { id: providerId(), username: 'jovana-gh' });
    await page.getByText('Ваш GitHub налог је повезан.').waitFor();
    expect(await page.getByTestId('integration-github-username').innerText()).toBe('Повезан као jovana-gh');

    // Relinking replaces the linked account.
    await linkThroughProvider(page, 'github', { id: providerId(), username: 'jovana-new' });
    await page.getByTestId('integration-github-username').getByText('Повезан као jovana-new').waitFor();
    expect(pathAndQuery(page)).toBe('/app/account');

    await page.getByRole('link', { name: 'Пријави се за такмичара' }).click();
    await page.waitForURL('**/app/account/competitor');
    await page.getByRole('heading', { name: 'Пријава за такмичара', level: 1 }).waitFor();
  });

  it('refuses a Discord account that another user has linked, with a clear message', async () => {
    const discord = { id: providerId(), username: 'shared_discord' };
    const first = await signedInPage({ language: 'en' });
    await first.page.goto('/app/account');
    await linkThroughProvider(first.page, 'discord', discord);
    await first.page.getByText('Your Discord account is linked.').waitFor();

    const second = await signedInPage({ language: 'en' });
    await second.page.goto('/app/account');
    await linkThroughProvider(second.page, 'discord', discord);
    const alert = second.page.getByTestId('link-error');
    await alert.getByText('The Discord account was not linked').waitFor();
    await alert.getByText('This Discord account is already linked to another user of the platform.').waitFor();
    await second.page.waitForURL((url) => url.search === '');
    expect(await second.page.getByTestId('integration-discord').innerText()).toContain('Not connected');
    await second.page.getByTestId('discord-warning').waitFor();
    await screenshot(second.page, 'account-link-conflict-en-desktop');

    // A reload does not repeat the message: it was taken out of the address.
    await second.page.reload();
    await second.page.getByTestId('profile-section').waitFor();
    expect(await second.page.getByTestId('link-error').count()).toBe(0);

    // The same in Serbian, and a cancelled linking says so.
    const third = await signedInPage();
    await third.page.goto('/app/account');
    await linkThroughProvider(third.page, 'discord', discord);
    await third.page.getByText('Овај Discord налог је већ повезан са другим корисником платформе.').waitFor();
    await screenshot(third.page, 'account-link-conflict-sr-desktop');
    await third.page.getByTestId('integration-github').getByRole('link').click();
    await third.page.getByRole('button', { name: 'Cancel' }).click();
    await third.page.waitForURL((url) => url.pathname === '/app/account');
    await third.page.getByText('Повезивање је отказано на страници услуге GitHub.').waitFor();
  });
});

describe('applying as a competitor', () => {
  it('applies choosing the institution in the other script, is rejected with a reason, reapplies, is accepted and toggles the CTF team', async () => {
    const { page, user } = await signedInPage();
    await linkInDatabase(user, 'discord');
    // The page's clock runs as usual until the test stops it to type into the search.
    await page.clock.install();
    await page.goto('/app/account');
    await page.getByRole('link', { name: 'Пријави се за такмичара' }).click();
    await page.waitForURL('**/app/account/competitor');

    // Step 1 of 2: 50 %.
    expect(await progressOf(page)).toBe('50');
    await page.getByText('Корак 1 од 2').waitFor();
    await page.getByRole('heading', { name: 'Лични подаци' }).waitFor();
    await fillPersonStep(page, {
      first: 'Јована',
      last: 'Поповић',
      gender: 'female',
      born: '09.03.2007',
      residence: 'Ниш',
    });
    await screenshot(page, 'wizard-step1-filled-sr-desktop');
    await page.getByRole('button', { name: 'Даље' }).click();

    // Step 2 of 2: 100 %; the institution is typed in Cyrillic and found in Latin.
    await page.getByRole('heading', { name: 'Институција и мајица' }).waitFor();
    expect(await progressOf(page)).toBe('100');
    await page.getByText('Корак 2 од 2').waitFor();
    const searches = countCalls(page, 'institutions.search');
    const picker = page.getByRole('combobox', { name: 'Школа, факултет или компанија' });
    // Debounced: typed while the page's time stands still, the word is searched once, 300 ms (in the
    // page's time) after the last letter, however long the typing took in real time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await picker.pressSequentially('Електронски');
    await page.clock.runFor(299);
    expect(searches()).toBe(0);
    await page.clock.runFor(1);
    await page.clock.resume();
    // Names kept in Latin are shown in Cyrillic in the Serbian interface (docs/glossary.md).
    const option = page.getByRole('option', { name: /Електронски факултет, Универзитет у Нишу/ });
    await option.waitFor();
    expect(searches()).toBe(1);
    expect(await option.innerText()).toContain('Ниш, Јужна и источна Србија · Универзитет или факултет');
    await viewportShot(page, 'wizard-step2-search-sr-desktop');
    await option.click();
    expect(await picker.inputValue()).toBe('Електронски факултет, Универзитет у Нишу (Ниш)');
    await page.locator('input[name="shirt_size"][value="XL"]').check();
    await page.getByRole('button', { name: 'Пошаљи пријаву' }).click();

    await page.waitForURL((url) => url.pathname === '/app/account');
    await page.getByText('Ваша пријава је послата.', { exact: false }).waitFor();
    expect(await statusBadge(page).innerText()).toBe('На чекању');
    expect(await page.getByTestId('application-institution').innerText()).toContain(
      'Електронски факултет, Универзитет у Нишу, Ниш',
    );
    expect(await page.getByTestId('competitor-section').innerText()).toContain('09.03.2007');
    const devTool = page.getByTestId('simulate-outcome');
    await devTool.getByText('Алат за развој').waitFor();
    await screenshot(page, 'account-pending-sr-desktop');

    // Simulated rejection, with a reason.
    await devTool.getByRole('button', { name: 'Одбиј…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Одбијање пријаве' });
    await dialog.waitFor();
    await dialog.getByLabel('Разлог (није обавезан)').fill('Недостаје потврда о упису.');
    await viewportShot(page, 'account-reject-dialog-sr-desktop');
    await dialog.getByRole('button', { name: 'Одбиј', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await statusBadge(page).innerText()).toBe('Одбијена');
    expect(await page.getByTestId('rejection-reason').innerText()).toContain('Недостаје потврда о упису.');
    expect(await page.getByTestId('simulate-outcome').count()).toBe(0);
    await screenshot(page, 'account-rejected-sr-desktop');

    // Reapplying starts from the rejected application's details.
    await page.getByRole('link', { name: 'Пријави се поново' }).click();
    await page.waitForURL('**/app/account/competitor');
    await page.getByTestId('wizard-previous-rejected').waitFor();
    expect(await page.locator('input[name="first_name"]').inputValue()).toBe('Јована');
    expect(await page.locator('input[name="date_of_birth"]').inputValue()).toBe('09.03.2007');
    await page.locator('input[name="first_name"]').fill('Јована Марија');
    await page.getByRole('button', { name: 'Даље' }).click();
    expect(await picker.inputValue()).toBe('Електронски факултет, Универзитет у Нишу (Ниш)');
    expect(await page.locator('input[name="shirt_size"][value="XL"]').isChecked()).toBe(true);
    // Back keeps what was entered, in both steps.
    await page.locator('input[name="shirt_size"][value="L"]').check();
    await page.getByRole('button', { name: 'Назад' }).click();
    expect(await progressOf(page)).toBe('50');
    expect(await page.locator('input[name="first_name"]').inputValue()).toBe('Јована Марија');
    await page.getByRole('button', { name: 'Даље' }).click();
    expect(await page.locator('input[name="shirt_size"][value="L"]').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Пошаљи пријаву' }).click();
    await page.waitForURL((url) => url.pathname === '/app/account');
    await statusBadge(page).getByText('На чекању').waitFor();

    const history = await pool.query<{ status: string; is_current: boolean; first_name: string }>(
      `SELECT status, is_current, first_name FROM competitor_applications WHERE user_id = $1 ORDER BY id`,
      [user.id],
    );
    expect(history.rows).toEqual([
      { status: 'rejected', is_current: false, first_name: 'Јована' },
      { status: 'pending', is_current: true, first_name: 'Јована Марија' },
    ]);

    // Simulated acceptance: verified, in the CTF team, which the competitor may leave and rejoin.
    await page.getByTestId('simulate-outcome').getByRole('button', { name: 'Прихвати' }).click();
    await statusBadge(page).getByText('Верификован').waitFor();
    await page.getByText('Пријава је прихваћена.').waitFor();
    const team = page.getByRole('switch', { name: 'Члан CTF тима' });
    expect(await team.isChecked()).toBe(true);
    expect(await page.getByTestId('competitor-section').innerText()).toContain('Члан тима од');
    await screenshot(page, 'account-accepted-sr-desktop');
    await page.getByTestId('ctf-team-switch').locator('[data-part="control"]').click();
    await page.getByText('Напустили сте CTF тим.').waitFor();
    await expect.poll(() => team.isChecked()).toBe(false);
    await page.getByTestId('ctf-team-switch').locator('[data-part="control"]').click();
    await page.getByText('Придружили сте се CTF тиму.').waitFor();
    await expect.poll(() => team.isChecked()).toBe(true);
    const stored = await pool.query<{ ctf_team: boolean }>(
      `SELECT ctf_team FROM competitor_applications WHERE user_id = $1 AND is_current`,
      [user.id],
    );
    expect(stored.rows[0]!.ctf_team).toBe(true);

    // Once accepted, the wizard only points back to the account.
    await page.goto('/app/account/competitor');
    await page
      .getByTestId('wizard-already-applied')
      .getByText('Статус ваше пријаве: верификован.', { exact: false })
      .waitFor();
  }, 120_000);

  for (const language of ['sr', 'en'] as const) {
    it(`explains what is wrong in each step (${language})`, async () => {
      const texts = {
        sr: {
          next: 'Даље',
          submit: 'Пошаљи пријаву',
          nameShort: 'Унесите најмање 2 знака.',
          gender: 'Изаберите пол.',
          age: 'За пријаву морате имати најмање 13 година.',
          residence: 'Унесите место сталног боравка.',
          institution: 'Изаберите институцију са списка или је унесите ручно.',
          shirt: 'Изаберите величину мајице.',
          manual: 'Моја институција није на списку',
          manualShort: 'Назив институције мора имати најмање 2 знака.',
        },
        en: {
          next: 'Next',
          submit: 'Submit the application',
          nameShort: 'Enter at least 2 characters.',
          gender: 'Choose your gender.',
          age: 'You must be at least 13 years old to apply.',
          residence: 'Enter your place of permanent residence.',
          institution: 'Choose your institution from the list, or enter it by hand.',
          shirt: 'Choose a T-shirt size.',
          manual: 'My institution is not in the list',
          manualShort: 'The name of the institution must have at least 2 characters.',
        },
      }[language];
      for (const [viewportName, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const { page, user } = await signedInPage({ language, viewport, reducedMotion: 'reduce' });
        await linkInDatabase(user, 'discord');
        await page.goto('/app/account/competitor');
        await page.locator('input[name="first_name"]').fill('A');
        await page.locator('input[name="last_name"]').fill(' B ');
        await page.locator('input[name="date_of_birth"]').fill(yearsAgo(12));
        await page.getByRole('button', { name: texts.next }).click();

        await expect.poll(() => errorOf(page, 'input[name="first_name"]')).toBe(texts.nameShort);
        expect(await errorOf(page, 'input[name="last_name"]')).toBe(texts.nameShort);
        expect(await errorOf(page, 'input[name="gender"]')).toBe(texts.gender);
        expect(await errorOf(page, 'input[name="date_of_birth"]')).toBe(texts.age);
        expect(await errorOf(page, 'input[name="permanent_residence"]')).toBe(texts.residence);
        expect(await progressOf(page)).toBe('50');
        await expectNoHorizontalScroll(page, `step 1 errors ${language} ${viewportName}`);
        await screenshot(page, `wizard-step1-errors-${language}-${viewportName}`);

        // Typing clears that field's error only.
        await page.locator('input[name="first_name"]').pressSequentially('na');
        expect(await errorOf(page, 'input[name="first_name"]')).toBeNull();
        expect(await errorOf(page, 'input[name="last_name"]')).toBe(texts.nameShort);

        await fillPersonStep(page, {
          first: 'Ana',
          last: 'Ilić',
          gender: 'female',
          born: yearsAgo(16),
          residence: 'Novi Sad',
        });
        await page.getByRole('button', { name: texts.next }).click();
        await page.getByTestId('institution-step').waitFor();
        await page.getByRole('button', { name: texts.submit }).click();
        await expect.poll(() => errorOf(page, '[data-testid="institution-picker"] input')).toBe(texts.institution);
        expect(await errorOf(page, 'input[name="shirt_size"]')).toBe(texts.shirt);

        await page.getByRole('checkbox', { name: texts.manual }).check();
        await page.locator('input[name="institution_name"]').fill('x');
        await page.locator('input[name="shirt_size"][value="S"]').check();
        expect(await errorOf(page, 'input[name="shirt_size"]')).toBeNull();
        await page.getByRole('button', { name: texts.submit }).click();
        await expect.poll(() => errorOf(page, 'input[name="institution_name"]')).toBe(texts.manualShort);
        expect(await progressOf(page)).toBe('100');
        await expectNoHorizontalScroll(page, `step 2 errors ${language} ${viewportName}`);
        await screenshot(page, `wizard-step2-errors-${language}-${viewportName}`);
        const applications = await pool.query(`SELECT 1 FROM competitor_applications WHERE user_id = $1`, [user.id]);
        expect(applications.rowCount).toBe(0);
        await page.context().close();
      }
    }, 90_000);
  }

  it('shows the server’s refusal under the form and accepts an institution typed by hand', async () => {
    const { page, user } = await signedInPage({ language: 'en' });
    await linkInDatabase(user, 'discord');
    await page.goto('/app/account/competitor');
    await fillPersonStep(page, {
      first: 'Marko',
      last: 'Jović',
      gender: 'male',
      born: yearsAgo(15),
      residence: 'Arilje',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'School, faculty or company' }).pressSequentially('Arilje');
    await page.getByText('Nothing found. Check the spelling, or enter the institution by hand.').waitFor();
    await page.getByRole('button', { name: 'Enter it by hand' }).click();
    expect(await page.getByRole('checkbox', { name: 'My institution is not in the list' }).isChecked()).toBe(true);
    const typed = page.locator('input[name="institution_name"]');
    expect(await typed.inputValue()).toBe('Arilje');
    await expect.poll(() => typed.evaluate((input) => input === document.activeElement)).toBe(true);
    await typed.fill('Gimnazija Arilje');
    await page.locator('input[name="shirt_size"][value="XXXXL"]').check();

    // The Discord link disappears between opening the form and sending it: the server refuses.
    await pool.query(`DELETE FROM external_accounts WHERE user_id = $1`, [user.id]);
    await page.getByRole('button', { name: 'Submit the application' }).click();
    const refusal = page.getByTestId('wizard-server-error');
    await refusal.getByText('The application was not submitted').waitFor();
    await refusal.getByText('Link your Discord account first.').waitFor();
    expect(await page.locator('input[name="institution_name"]').inputValue()).toBe('Gimnazija Arilje');
    await screenshot(page, 'wizard-server-error-en-desktop');

    await linkInDatabase(user, 'discord');
    await page.getByRole('button', { name: 'Submit the application' }).click();
    await page.waitForURL((url) => url.pathname === '/app/account');
    await statusBadge(page).getByText('Pending').waitFor();
    expect(await page.getByTestId('application-institution').innerText()).toContain('Gimnazija Arilje');
  });
});

describe('the wizard’s address and its preconditions', () => {
  it('redirects /app/competitor-registration to /app/account/competitor', async () => {
    const { page, user } = await signedInPage({ language: 'en' });
    await linkInDatabase(user, 'discord');
    await page.goto('/app/competitor-registration');
    await page.waitForURL('**/app/account/competitor');
    await page.getByRole('heading', { name: 'Competitor application', level: 1 }).waitFor();
    expect(await progressOf(page)).toBe('50');
  });

  it('asks for Discord first, and sends someone who has applied back to the account', async () => {
    const { page, user } = await signedInPage({ language: 'en' });
    await page.goto('/app/account/competitor');
    const notice = page.getByTestId('wizard-discord-required');
    await notice.getByText('Link your Discord account first').waitFor();
    expect(await notice.getByRole('link', { name: 'Connect Discord' }).getAttribute('href')).toBe(
      '/api/auth/external/discord/authorize?redirect_uri=%2Fapp%2Faccount',
    );
    expect(await page.locator('form').count()).toBe(0);

    await linkInDatabase(user, 'discord');
    await applyInDatabase(user, { status: 'pending' });
    await page.reload();
    await page
      .getByTestId('wizard-already-applied')
      .getByText('Your application is pending.', { exact: false })
      .waitFor();
    await page.getByRole('link', { name: 'Back to the account' }).click();
    await page.waitForURL((url) => url.pathname === '/app/account');
  });
});

describe('when the account cannot be loaded', () => {
  it('says so and loads it again on request', async () => {
    const { page } = await signedInPage({ language: 'en' });
    // A final answer (404), which the client does not retry on its own.
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('account.me'),
      (route) => {
        const count = new URL(route.request().url()).pathname.split(',').length;
        const error = { message: 'Not found.', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } };
        return route.fulfill({ status: 404, json: Array.from({ length: count }, () => ({ error })) });
      },
    );
    await page.goto('/app/account');
    const failure = page.getByTestId('load-failed');
    await failure.getByText('Your account could not be loaded.').waitFor();
    await screenshot(page, 'account-load-failed-en-desktop');
    await page.unrouteAll();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('profile-section').waitFor();
    expect(await page.getByTestId('load-failed').count()).toBe(0);
  });
});

describe('every screen of the competitor profile, in both languages, on a desktop and a phone', () => {
  it('renders without horizontal scrolling (screenshots with E2E_SCREENSHOTS=1)', async () => {
    const newUser = await db.createUser();
    const linked = await db.createUser();
    await linkInDatabase(linked, 'discord', 'linked_user');
    const states: [name: string, application: StoredApplication][] = [
      ['pending', { status: 'pending' }],
      ['rejected', { status: 'rejected', reason: 'Подаци се не слажу са потврдом школе.' }],
      ['accepted', { status: 'accepted', institutionName: 'Gimnazija „Bora Stanković”, Niš' }],
    ];
    const stateUsers = new Map<string, TestUser>();
    for (const [name, application] of states) {
      const user = await db.createUser();
      await linkInDatabase(user, 'discord', `discord_${name}_user_with_a_long_name`);
      await linkInDatabase(user, 'github', `gh-${name}`);
      await applyInDatabase(user, application);
      stateUsers.set(name, user);
    }

    await inEachLanguage(async (language, viewport) => {
      const shot = (page: Page, name: string) =>
        expectFitsAtEachSize(page, `${name} ${language}`, `${name}-${language}`);
      const pageFor = async (user: TestUser) => {
        const page = await openPage(browser, { language, viewport, reducedMotion: 'reduce' });
        await db.signIn(page.context(), user);
        return page;
      };

      const fresh = await pageFor(newUser);
      await fresh.goto('/app/account');
      await fresh.getByTestId('discord-warning').waitFor();
      await shot(fresh, 'account-new');
      await fresh.context().close();

      const withDiscord = await pageFor(linked);
      await withDiscord.goto('/app/account');
      await withDiscord.getByTestId('competitor-status').waitFor();
      await shot(withDiscord, 'account-none');
      await withDiscord.goto('/app/account/competitor');
      await withDiscord.getByTestId('person-step').waitFor();
      await shot(withDiscord, 'wizard-step1');
      await fillPersonStep(withDiscord, {
        first: 'Đorđe',
        last: 'Čolić',
        gender: 'male',
        born: '2009-11-30',
        residence: 'Čačak',
      });
      await withDiscord.locator('form button[type="submit"]').click();
      await withDiscord.getByTestId('institution-step').waitFor();
      await shot(withDiscord, 'wizard-step2');
      await withDiscord.locator('[data-testid="institution-picker"] input').pressSequentially('gimn');
      await withDiscord.getByRole('listbox').getByRole('option').first().waitFor();
      await atEachSize(withDiscord, (viewportName) =>
        viewportShot(withDiscord, `wizard-step2-search-${language}-${viewportName}`),
      );
      await withDiscord.context().close();

      for (const [name] of states) {
        const page = await pageFor(stateUsers.get(name)!);
        await page.goto('/app/account');
        await page.getByTestId('competitor-status').waitFor();
        await shot(page, `account-${name}`);
        if (name === 'pending') {
          await page.getByTestId('simulate-outcome').getByRole('button').nth(1).click();
          await page.getByRole('dialog').waitFor();
          await atEachSize(page, (viewportName) =>
            viewportShot(page, `account-reject-dialog-${language}-${viewportName}`),
          );
        }
        await page.context().close();
      }
    });
  }, 180_000);
});
