import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

type Card = { id: string; last4: string };

/** GraphQL through the signed-in page's cookies, with the CSRF header the server asks for. */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const csrf = (await (await page.request.get('/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/graphql', {
    headers: { 'X-CSRFToken': csrf.csrfToken, 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const cardsOf = async (page: Page) =>
  (await gql<{ paymentMethods: Card[] }>(page, 'query { paymentMethods { id last4 } }')).paymentMethods;

/** Saves the sandbox's "authentication required" card and makes it the default; answers its index (0). */
async function addConfirmationCard(page: Page) {
  const saved = await gql<{ savePaymentMethod: { ok: boolean; errors: unknown[] } }>(
    page,
    'mutation($token: String!) { savePaymentMethod(token: $token) { ok errors { field messages } } }',
    { token: 'pm_card_authenticationRequired' },
  );
  expect(saved.savePaymentMethod.errors).toEqual([]);
  const cards = await cardsOf(page);
  const index = cards.findIndex((card) => card.last4 === '3184');
  expect(index).toBeGreaterThanOrEqual(0);
  if (index > 0) {
    await gql(page, 'mutation($index: Int!) { setDefaultPaymentMethod(index: $index) { ok } }', { index });
  }
}

/** Removes the card again; the previous default moves back to the front. */
async function removeConfirmationCard(page: Page) {
  const index = (await cardsOf(page)).findIndex((card) => card.last4 === '3184');
  if (index >= 0)
    await gql(page, 'mutation($index: Int!) { deletePaymentMethod(index: $index) { ok } }', { index });
}

/** "SGD 1,350.00" → 1350 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function currentCredit(page: Page) {
  const header = page.getByTestId('billing-header-credit');
  await expect(header).toBeVisible();
  return amountOf(await header.locator('p').nth(1).textContent());
}

/** Closes any popover left open (the bell's list opens only on a click now, docs/decisions/0140). */
async function dismissNotifications(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { level: 1 }).click();
}

async function openTopUp(page: Page) {
  await dismissNotifications(page);
  const dialog = page.getByRole('dialog', { name: 'Top up credit' });
  // Retried as a whole: a click that lands while the bell's list opens only closes the list.
  await expect(async () => {
    await page.getByTestId('billing-header-actions').getByRole('button', { name: 'Top up' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

test.describe('billing: top-up', () => {
  test('the owner tops up 100 by a card that needs confirmation and sees the new balance', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/billing/info');
    const before = await currentCredit(page);
    await addConfirmationCard(page);
    try {
      const dialog = await openTopUp(page);
      await dialog.getByLabel('Amount', { exact: true }).fill('100');
      await dialog.getByLabel('Credit or debit card').check();
      await expect(dialog.getByText(/Charged to .*3184/)).toBeVisible();
      await expect(dialog.getByTestId('top-up-line-tax')).toContainText('9%');
      await dialog.getByRole('button', { name: 'Top up' }).click();

      const confirm = page.getByRole('dialog', { name: 'Confirm your payment' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Confirm payment' }).click();

      const result = page.getByRole('dialog', { name: 'Top-up successful' });
      await expect(result).toBeVisible();
      await expect
        .poll(async () => amountOf(await result.getByTestId('top-up-result-balance').textContent()))
        .toBeCloseTo(before + 100, 2);
      await result.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => currentCredit(page)).toBeCloseTo(before + 100, 2);
    } finally {
      await removeConfirmationCard(page);
    }
  });

  test('a voucher shows discount, tax and total; a wire transfer is a request received', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/billing/transactions');
    let dialog = await openTopUp(page);
    await dialog.getByLabel('Amount', { exact: true }).fill('200');
    await dialog.getByLabel('Wire transfer').check();
    await dialog.getByLabel('Voucher code').fill('WELCOME10');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('Voucher applied.')).toBeVisible();
    await expect(dialog.getByTestId('top-up-line-amount')).toContainText('200.00');
    await expect(dialog.getByTestId('top-up-line-discount')).toContainText('20.00');
    await expect(dialog.getByTestId('top-up-line-tax')).toContainText('16.20');
    await expect(dialog.getByTestId('top-up-line-total')).toContainText('196.20');
    // Vouchers are one use per company: remove it and request the wire transfer without it.
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog.getByTestId('top-up-line-discount')).toHaveCount(0);
    await expect(dialog.getByTestId('top-up-line-total')).toContainText('218.00');
    await dialog.getByRole('button', { name: 'Top up' }).click();
    const result = page.getByRole('dialog', { name: 'Request received' });
    await expect(result).toBeVisible();
    await expect(result).toContainText('the payment will be processed shortly');
    await result.getByRole('button', { name: 'OK' }).click();

    // Below the card minimum the message names the formatted minimum.
    dialog = await openTopUp(page);
    await dialog.getByLabel('Amount', { exact: true }).fill('10');
    await expect(dialog.getByText(/The amount must be at least \S+\s50\.00\./)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Top up' })).toBeDisabled();
  });

  test('the credits list exports as CSV with its header row', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/billing/credits');
    await expect(page.getByRole('columnheader', { name: 'Kind' })).toBeVisible();
    // Nothing may cover the header: close any popover as a user would.
    await dismissNotifications(page);
    const actions = page.getByTestId('billing-header-actions');
    const downloading = page.waitForEvent('download', { timeout: 45_000 });
    await actions.getByRole('button', { name: 'Export' }).click();
    // The export job runs in the background: the button shows progress until the file arrives.
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await download.path();
    const header = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0];
    expect(header).toBe(
      'id,dateCreated,kind,status,paymentMethod,isFree,currency,amount,amountOriginal,remainAmount,startDate,expiryDate,promotionCode,description',
    );
  });
});
