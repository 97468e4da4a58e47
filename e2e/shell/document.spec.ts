import { expect, test } from '@playwright/test';

/** Issue 12: the site root, the signed-out title, /favicon.ico and <html lang>. */
test.describe('the document', () => {
  test('GET / serves the app; /favicon.ico exists', async ({ request }) => {
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.status()).toBe(200);
    expect(root.headers()['content-type']).toMatch(/^text\/html/);
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
  });

  test('a signed-out page is titled with the portal name, and <html lang> follows the language', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle('Marketing Portal');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.evaluate(() => localStorage.setItem('portal.language', 'pt'));
    await page.reload();
    await expect(page).toHaveTitle('Portal de Marketing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });
});
