import type { Page } from 'playwright-core';

/** What step 1 of the competitor application asks for: the person. */
export interface PersonStep {
  first: string;
  last: string;
  gender: 'male' | 'female';
  /** The date of birth as the date field takes it: YYYY-MM-DD. */
  born: string;
  residence: string;
}

/** Fills step 1 of the competitor application (whatever the interface language); going on is the caller's. */
export async function fillPersonStep(page: Page, values: PersonStep) {
  await page.locator('input[name="first_name"]').fill(values.first);
  await page.locator('input[name="last_name"]').fill(values.last);
  await page.locator(`input[name="gender"][value="${values.gender}"]`).check({ force: true });
  await page.locator('input[name="date_of_birth"]').fill(values.born);
  await page.locator('input[name="permanent_residence"]').fill(values.residence);
}

/**
 * Opens the competitor application, fills step 1 with `person` and goes on to step 2 with the
 * button named `next` (the interface language's "Next").
 */
export async function goToSchoolStep(page: Page, person: PersonStep, next = 'Next') {
  await page.goto('/app/account/competitor');
  await fillPersonStep(page, person);
  await page.getByRole('button', { name: next }).click();
  await page.waitForURL('**/app/account/competitor?step=2');
}
