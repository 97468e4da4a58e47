import { expect, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

/** A persona only this journey uses: OWNER of Journey Studio (demo seed), whose one brand is Saffron Street. */
const email = 'e2e-brands@demo.test';

test.describe('brands', () => {
  test('adds a brand from the marketplace and removes it again', async ({ page }) => {
    await signInAndLand(page, email);
    await page.goto('/brands');
    await expect(page.getByRole('heading', { name: 'Brands' })).toBeVisible();
    await expect(page.getByTestId('brand-card')).toHaveCount(1);
    await expect(page.getByTestId('brand-card')).toContainText('Saffron Street');

    await page.getByRole('button', { name: 'Add brands' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add brands' });
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await dialog.getByLabel('Search brands').fill('Mistral');
    await dialog.getByLabel('Mistral', { exact: true }).check();
    await expect(dialog.getByText('1 brand selected')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expect(page.getByText('Mistral was added.')).toBeVisible();
    await expect(page.getByTestId('brand-card')).toHaveCount(2);
    // The header's brand list follows.
    await page.getByTestId('brand-selector').click();
    await expect(page.getByRole('option', { name: 'Mistral' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Remove Mistral' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove brand' });
    await expect(confirm).toContainText('Remove Mistral from your company?');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Mistral was removed.')).toBeVisible();
    await expect(page.getByTestId('brand-card')).toHaveCount(1);
  });
});
