import { type Browser, expect, type Page } from '@playwright/test';
import { amountOf } from '../mpa/mpa-support';
import { listsGql as gql } from '../sponsor/lists-support';
import { blockingViolations } from '../support/axe';

export { gql };

/**
 * The standard booking journeys' helpers (issue 16, decision 0240). Every journey books packages or placements
 * no other journey touches (see each spec), so the shared server's weeks never collide whatever the order.
 */

/**
 * Collects the page's console errors and uncaught exceptions from now on; `expectNone()` fails with them.
 * Resources the browser could not load are the only console errors the app does not write itself: kept too.
 */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  return {
    errors,
    expectNone: () => expect(errors, 'console errors').toEqual([]),
  };
}

/** A page in a context of its own (axe needs one made by `browser.newContext()`); closed with its context. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** axe finds no serious or critical violation on the page as drawn now. */
export async function expectAccessible(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

/** A PNG of one pixel: the placements' image fields take any uploaded image. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The company's free and paid credit as the billing header writes them ("Free SGD 200.00 · Paid SGD 2,519.36").
 * Bookings are paid from paid credit only (decision 0240).
 */
export async function walletCredit(page: Page): Promise<{ free: number; paid: number }> {
  await page.goto('/billing/transactions');
  const line = page.getByTestId('billing-header-credit').getByText(/^Free .+ · Paid .+$/);
  await expect(line).toBeVisible();
  const [free, paid] = (await line.textContent())!.split('·');
  return { free: amountOf(free!), paid: amountOf(paid!) };
}
