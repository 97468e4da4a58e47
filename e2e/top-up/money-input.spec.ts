import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

/**
 * Issue 12: the top-up amount is read in the user's language. English groups thousands with "," and writes
 * decimals after "."; Portuguese the other way round. Nothing is submitted: the quote lines show what would be.
 */

async function openTopUp(page: Page, button: string, title: string) {
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(async () => {
    await page.getByTestId('billing-header-actions').getByRole('button', { name: button }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

test.describe('billing: the top-up amount in the user language', () => {
  test('English: "12,345" is twelve thousand, "50,000" fifty thousand, "50,00" no number', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/billing/info');
    const dialog = await openTopUp(page, 'Top up', 'Top up credit');
    const amount = dialog.getByLabel('Amount', { exact: true });
    await dialog.getByLabel('Wire transfer').check();

    await amount.fill('12,345');
    await expect(dialog.getByTestId('top-up-line-amount')).toContainText('12,345.00');
    await amount.fill('50,000');
    await expect(dialog.getByTestId('top-up-line-amount')).toContainText('50,000.00');
    await amount.fill('1,250.50');
    await expect(dialog.getByTestId('top-up-line-amount')).toContainText('1,250.50');

    await amount.fill('50,00');
    await expect(dialog.getByText(/Type the amount as 1,250.50/)).toBeVisible();
    await expect(dialog.getByTestId('top-up-line-amount')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Top up', exact: true })).toBeDisabled();

    // Spec 1 §5: 11 characters once the commas are dropped; the field takes no more than that and its commas.
    await amount.fill('12345678901.5');
    await expect(dialog.getByText(/at most 11 characters/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Top up', exact: true })).toBeDisabled();
    const maxLength = Number(await amount.getAttribute('maxlength'));
    expect(maxLength).toBe('12,345,678,901'.length);
  });

  test('Portuguese: "1.000" is one thousand and "50,00" is fifty', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.evaluate(() => localStorage.setItem('portal.language', 'pt'));
    await page.goto('/billing/info');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    const dialog = await openTopUp(page, 'Recarregar', 'Recarregar crédito');
    const amount = dialog.getByLabel('Valor', { exact: true });
    await dialog.getByLabel('Transferência bancária').check();

    await amount.fill('1.000');
    await expect(dialog.getByTestId('top-up-line-amount')).toContainText('1.000,00');
    await amount.fill('50,00');
    await expect(dialog.getByTestId('top-up-line-amount')).toContainText('50,00');
    await amount.fill('12.345,5');
    await expect(dialog.getByTestId('top-up-line-amount')).toContainText('12.345,50');

    await amount.fill('1.5');
    await expect(dialog.getByText(/Digite o valor como 1.250,50/)).toBeVisible();
    await expect(dialog.getByTestId('top-up-line-amount')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Recarregar', exact: true })).toBeDisabled();
  });
});
