import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { amountOf, freshLinkedSeller, gql, staffPage, walletCardBalance } from './mpa-support';

async function openWalletTopUp(page: Page) {
  const button = page.getByTestId('meta-wallet').getByRole('button', { name: 'Top up' });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Wallet Topup' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The company's paid credit as /billing/info shows it. */
async function paidCreditOnBilling(page: Page): Promise<number> {
  await page.goto('/billing/info');
  const figure = page.getByText('Paid credit', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(figure).toHaveText(/\d/);
  return amountOf(await figure.textContent());
}

test.describe('Meta ads: topping up a seller wallet', () => {
  test('a wire transfer waits for staff, who complete it; the credits page shows it paid with its invoice', async ({
    page,
    browser,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const seller = await freshLinkedSeller(page);
    await page.goto(`/mpa/campaign?mbgSellerId=${seller.id}`);
    await expect(page.getByTestId('linked-chip')).toBeVisible();
    const before = await walletCardBalance(page);

    const dialog = await openWalletTopUp(page);
    const recommended = dialog.getByRole('group', { name: 'Recommended amounts' });
    await expect(recommended.locator('label')).toHaveCount(4);
    await recommended.locator('label').first().click();
    const amount = amountOf(await recommended.locator('label').first().textContent());
    expect(amount).toBeGreaterThan(0);
    await expect(dialog.getByTestId('mpa-top-up-amount')).toHaveValue(/\d/);
    await dialog.getByLabel('Wire Transfer').check();
    const lines = dialog.getByTestId('mpa-top-up-lines');
    await expect(lines).toContainText('Tax (9%)');
    const tax = Math.round(amount * 9) / 100;
    const total = amount + tax;
    await expect(lines.getByRole('row', { name: /Total charge/ })).toContainText(total.toFixed(2));
    await dialog.getByRole('button', { name: 'Top up' }).click();
    const received = page.getByRole('dialog', { name: 'Request received' });
    await expect(received).toContainText('Pay it by wire transfer');
    await expect(received).toContainText(total.toFixed(2));
    await received.getByRole('button', { name: 'OK' }).click();
    // Nothing moves before the money is seen.
    expect(await walletCardBalance(page)).toBeCloseTo(before, 2);

    await page.goto(`/mpa/credits?mbgSellerId=${seller.id}`);
    const row = page.getByTestId('top-up-row').first();
    await expect(row).toHaveAttribute('data-status', 'REQUESTING');
    await expect(row).toContainText('Wire Transfer');
    const { mpaTopUpRequests } = await gql<{ mpaTopUpRequests: { objects: { id: string }[] } }>(
      page,
      'query($sellerId: ID!) { mpaTopUpRequests(sellerId: $sellerId) { objects { id } } }',
      { sellerId: seller.id },
    );
    const requestId = mpaTopUpRequests.objects[0]!.id;

    // Staff, in a browser of their own, complete the wire transfer on /staff/wallet.
    const staff = await staffPage(browser);
    try {
      await staff.goto('/staff/wallet');
      const section = staff.getByTestId('pending-mpa-top-ups');
      await expect(section.getByRole('heading', { name: 'Meta wallet top-ups' })).toBeVisible();
      const complete = section.getByRole('button', { name: `Complete request ${requestId}` });
      const pending = section.getByTestId('pending-mpa-top-up-row').filter({
        has: staff.getByRole('button', { name: `Complete request ${requestId}` }),
      });
      await expect(pending).toContainText('Acme Fashion');
      await expect(pending).toContainText(seller.name);
      await complete.click();
      const confirm = staff.getByRole('dialog', { name: 'Complete the top-up' });
      await expect(confirm).toContainText(seller.name);
      await confirm.getByRole('button', { name: 'Complete' }).click();
      await expect(confirm).toBeHidden();
      await expect(section.getByRole('status')).toContainText('is completed');
      await expect(complete).toHaveCount(0);
    } finally {
      await staff.context().close();
    }

    await page.reload();
    const done = page.getByTestId('top-up-row').first();
    await expect(done).toHaveAttribute('data-status', 'COMPLETED');
    await expect(done.getByTestId('top-up-completed-icon')).toBeVisible();
    const totalCell = done.getByTestId('top-up-total');
    await expect(totalCell).toContainText(total.toFixed(2));
    await expect(totalCell).toHaveCSS('color', 'rgb(34, 139, 230)');
    const balance = page.getByTestId('mpa-balance');
    await expect(balance).toHaveAttribute('data-positive', 'true');
    expect(amountOf(await balance.textContent())).toBeCloseTo(before + amount, 2);

    const downloading = page.waitForEvent('download');
    await done.getByRole('button', { name: /^Download invoice / }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('paid credit tops up the Meta wallet at once and leaves the company paid credit lower by as much', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const seller = await freshLinkedSeller(page);
    const paidBefore = await paidCreditOnBilling(page);
    const amount = 30 + (Date.now() % 20);
    expect(paidBefore).toBeGreaterThan(amount);

    await page.goto(`/mpa/campaign?mbgSellerId=${seller.id}`);
    await expect(page.getByTestId('linked-chip')).toBeVisible();
    const before = await walletCardBalance(page);
    const dialog = await openWalletTopUp(page);
    await dialog.getByTestId('mpa-top-up-amount').fill(String(amount));
    await dialog.getByLabel('Paid Credit').check();
    const lines = dialog.getByTestId('mpa-top-up-lines');
    await expect(lines).toContainText('Tax (0%)');
    await expect(lines.getByRole('row', { name: /Total charge/ })).toContainText(amount.toFixed(2));
    await dialog.getByRole('button', { name: 'Top up' }).click();
    const received = page.getByRole('dialog', { name: 'Request received' });
    await expect(received).toContainText('is complete');
    await received.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => walletCardBalance(page)).toBeCloseTo(before + amount, 2);

    expect(await paidCreditOnBilling(page)).toBeCloseTo(paidBefore - amount, 2);
  });
});
