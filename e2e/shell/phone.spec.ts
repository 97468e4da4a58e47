import { expect, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

/** Issue 12: at 390 px the header overflowed and Logout was off-screen; the shell works on a phone. */
test.describe('shell on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header fits, the burger holds the switchers and the sidebar, and Logout is reachable', async ({
    page,
  }) => {
    await signInAndLand(page, 'multi@demo.test');
    const header = page.locator('header').first();
    await expect(header.getByTestId('profile-menu')).toBeInViewport({ ratio: 1 });
    // Nothing in the header is wider than the screen.
    expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const switcher = page.getByTestId('account-switcher');
    await expect(switcher).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Sponsored Ads' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();

    await header.getByTestId('profile-menu').click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await expect(logout).toBeInViewport();
    await logout.click();
    await expect(page).toHaveURL(/\/auth/);
  });
});
