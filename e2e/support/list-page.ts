import type { Page } from 'playwright-core';

/** Waits until the list's total reads exactly `Total: total` (not "Total: 12" for "Total: 1"). */
export const waitForTotal = (page: Page, total: number) =>
  page
    .getByTestId('total-count')
    .filter({ hasText: new RegExp(`^Total: ${total}$`) })
    .waitFor();

/** Waits for "page X of Y" to read exactly this (not "page 1 of 120" for "page 1 of 12"). */
export const waitForPageOf = (page: Page, text: string) =>
  page
    .getByTestId('page-of')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
