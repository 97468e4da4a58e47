import { expect, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

test.describe('staff impersonation', () => {
  test('staff impersonate a member, see the red bar and their company, then end it', async ({ page }) => {
    await signInAndLand(page, 'staff@demo.test');
    await page.goto('/staff/impersonate');
    await expect(page.getByRole('heading', { level: 1, name: 'Impersonate a user' })).toBeVisible();
    await page.getByLabel('Search users').fill('member@demo.test');
    await page.getByRole('button', { name: 'Impersonate member@demo.test' }).click();

    await expect(page).toHaveURL(/\/sponsor/);
    await expect(page.getByTestId('impersonation-bar')).toBeVisible();
    await expect(page).toHaveTitle('Marketing by Acme Fashion');
    await expect(page.getByText('Acting as Mei Ling Wong')).toBeVisible();
    await expect(page.getByTestId('company-filter')).toHaveCount(0);

    await page.getByRole('button', { name: 'End impersonation' }).click();
    await expect(page).toHaveURL(/\/staff\/impersonate/);
    await expect(page.getByRole('heading', { level: 1, name: 'Impersonate a user' })).toBeVisible();
    await expect(page.getByTestId('impersonation-bar')).toHaveCount(0);
    await expect(page.getByTestId('company-filter')).toBeVisible();
  });

  test('ordinary users cannot open the impersonation page', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/staff/impersonate');
    await expect(page.getByText('Permission denied')).toBeVisible();
  });
});
