import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

/**
 * Issue 12: a code chunk that fails to load (an open tab after a deploy) shows a friendly message with Reload
 * inside the shell, never React Router's developer page; the first time, the app reloads onto the new build.
 */
const chunks = '**/assets/*.js';

async function openTeamPage(page: Page) {
  await page.getByRole('link', { name: 'Team members' }).first().click();
}

test.describe('shell: a code chunk that fails to load', () => {
  test('reloads once by itself and then shows the page', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The landing page has loaded its own lazy chunks (the dashboard's charts) before the failure is staged.
    await page.waitForLoadState('networkidle');
    // The next chunk the page asks for is missing, as after a deploy; the reload then gets the new ones.
    await page.route(chunks, (route) => route.abort(), { times: 1 });
    await openTeamPage(page);
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('portal.chunkReloadAt'))).not.toBeNull();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  });

  test('right after such a reload, shows the friendly message; Reload then shows the page', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // As if this tab had just reloaded for a missing chunk: no second automatic reload.
    await page.evaluate(() => sessionStorage.setItem('portal.chunkReloadAt', String(Date.now())));
    await page.route(chunks, (route) => route.abort());
    await openTeamPage(page);
    const message = page.getByTestId('route-error');
    await expect(message).toContainText('A new version of the portal is available. Reload to continue.');
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.getByText(/Hey developer/)).toHaveCount(0);
    // The shell stays around the message: the header's profile menu is still there.
    await expect(page.getByTestId('profile-menu')).toBeVisible();

    await page.unroute(chunks);
    await message.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
  });
});
