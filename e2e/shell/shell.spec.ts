import { expect, test } from '@playwright/test';
import { signIn, signInAndLand } from '../support/auth';

test.describe('shell', () => {
  test('a company without brands sees the brand gate linking to /brands', async ({ page }) => {
    await signInAndLand(page, 'nobrand@demo.test');
    const gate = page.getByText('You have no brand. Please add brands that you manage to continue.');
    await expect(gate).toBeVisible();
    await page
      .getByRole('link', { name: /brands/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/brands/);
  });

  test('a user of two companies switches account and stays on the page', async ({ page }) => {
    await signInAndLand(page, 'multi@demo.test');
    await expect(page).toHaveTitle('Marketing by Acme Fashion');
    // Acme's admin and Bolt's owner: both may open the company settings (issue 12: a switch went to /sponsor).
    await page.goto('/company');
    await page.getByTestId('account-switcher').click();
    await page
      .getByRole('option', { name: /Bolt Apparel/ })
      .or(page.getByRole('menuitem', { name: /Bolt Apparel/ }))
      .first()
      .click();
    await expect(page).toHaveTitle('Marketing by Bolt Apparel');
    expect(new URL(page.url()).pathname).toBe('/company');
  });

  test('staff filter the app by a company', async ({ page }) => {
    await signInAndLand(page, 'staff@demo.test');
    const filter = page.getByTestId('company-filter');
    await filter.click();
    await filter.fill('Bolt');
    await page.getByRole('option', { name: /Bolt Apparel/ }).click();
    await expect(page).toHaveURL(/company=\d+/);
    await expect(page).toHaveTitle('Marketing by Bolt Apparel');
  });

  test('an unknown path goes to /sponsor', async ({ page }) => {
    await signInAndLand(page, 'member@demo.test');
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/sponsor$/);
  });

  test('members meet Permission denied on billing', async ({ page }) => {
    await signInAndLand(page, 'member@demo.test');
    await page.goto('/billing/info');
    await expect(page.getByText('Permission denied')).toBeVisible();
  });

  test('an expired session sends the user to /home with nextUrl and back after sign-in', async ({
    page,
    context,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    // Leave the portal first: a request of the old page answered UNAUTHORIZED would redirect it on its own.
    await page.goto('about:blank');
    await context.clearCookies({ name: 'sessionid' });
    // The app itself redirects while the page loads, which Playwright reports as an aborted navigation.
    await page.goto('/company?brandId=1').catch((error: Error) => {
      if (!error.message.includes('ERR_ABORTED')) throw error;
    });
    await expect(page).toHaveURL(/\/home\?nextUrl=/);
    const nextUrl = new URL(page.url()).searchParams.get('nextUrl');
    expect(nextUrl).toBe('/company?brandId=1');
    await page
      .getByRole('link', { name: 'SIGN IN' })
      .or(page.getByRole('button', { name: 'SIGN IN' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth/);
    await page.getByLabel('E-mail').fill('owner@demo.test');
    await page.getByLabel('Password').fill('Demo!Passw0rd1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/company\?brandId=1$/);
  });

  test('logout ends the session and returns to sign-in', async ({ page }) => {
    await signInAndLand(page, 'admin@demo.test');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await page.goto('/sponsor').catch((error: Error) => {
      if (!error.message.includes('ERR_ABORTED')) throw error;
    });
    await expect(page).toHaveURL(/\/home\?nextUrl=/);
  });

  test('signed-in users opening /auth go to the portal', async ({ page }) => {
    await signIn(page, 'viewer@demo.test');
    await expect(page).toHaveURL(/\/sponsor/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/sponsor/);
  });
});
