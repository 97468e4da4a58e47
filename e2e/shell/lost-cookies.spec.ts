import { expect, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

/**
 * Issue 12: with the session and anti-forgery cookies both gone, the page's next calls fetch one fresh token
 * and retry; the lost session then takes the user to /home with nextUrl (spec 1 §4), never to a red
 * "Forbidden" banner.
 */
test.describe('shell: both cookies lost', () => {
  test('a click after the cookies are cleared lands on sign-in with nextUrl and comes back', async ({
    page,
    context,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.clearCookies();
    await page.getByRole('link', { name: 'Team members' }).first().click();
    await expect(page).toHaveURL(/\/home\?nextUrl=/);
    // Where the user was: the page left, or the one the click opened if it rendered before the refusal.
    const nextUrl = new URL(page.url()).searchParams.get('nextUrl');
    expect(['/user', '/company']).toContain(nextUrl);
    await expect(page.getByText('Forbidden')).toHaveCount(0);

    await page
      .getByRole('link', { name: 'SIGN IN' })
      .or(page.getByRole('button', { name: 'SIGN IN' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth/);
    await page.getByLabel('E-mail').fill('owner@demo.test');
    await page.getByLabel('Password').fill('Demo!Passw0rd1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${nextUrl}$`));
  });
});
