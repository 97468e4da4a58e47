import { expect, test } from '@playwright/test';
import { latestOtpCode, signIn, signInAndLand } from '../support/auth';

test.describe('sign-in', () => {
  for (const email of [
    'owner@demo.test',
    'admin@demo.test',
    'member@demo.test',
    'viewer@demo.test',
    'multi@demo.test',
  ]) {
    test(`${email} lands on the sponsored ads page of the shell`, async ({ page }) => {
      await signInAndLand(page, email);
      await expect(page.getByRole('heading', { level: 1, name: 'Sponsored Ads' })).toBeVisible();
      await expect(page).toHaveTitle(/^Marketing by /);
      await expect(page.getByTestId('profile-menu')).toBeVisible();
    });
  }

  test('staff land in the shell with the company filter', async ({ page }) => {
    await signInAndLand(page, 'staff@demo.test');
    await expect(page.getByTestId('company-filter')).toBeVisible();
  });

  test('a wrong password shows the generic error and stays on sign-in', async ({ page }) => {
    await signIn(page, 'owner@demo.test', 'Wrong!Passw0rd1');
    await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password.');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('a 2FA user enters the code from the e-mail', async ({ page }) => {
    await signIn(page, 'otp@demo.test');
    const codeInput = page.getByLabel('Code');
    await expect(codeInput).toBeVisible();
    await codeInput.fill(await latestOtpCode(page, 'otp@demo.test'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/sponsor/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sponsored Ads' })).toBeVisible();
  });
});
