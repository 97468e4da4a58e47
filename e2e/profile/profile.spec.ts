import { expect, type Page, test } from '@playwright/test';
import { latestOtpCode, signIn, signInAndLand } from '../support/auth';

/** A persona only these journeys use (MEMBER of Journey Studio, demo seed). */
const email = 'e2e-profile@demo.test';

async function saveProfile(page: Page, button: string, notice: RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(notice)).toBeVisible();
}

test.describe('profile', () => {
  test('turns on two-factor sign-in and signs in again with the e-mailed code', async ({ page }) => {
    await signInAndLand(page, email);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: /Two-factor sign-in/ });
    await expect(toggle).not.toBeChecked();
    await toggle.check({ force: true });
    await saveProfile(page, 'Save changes', /Your profile was updated/);

    await page.context().clearCookies();
    await signIn(page, email);
    await expect(page.getByText('Enter the 6-digit code we sent to your e-mail')).toBeVisible();
    await page.getByLabel('Code').fill(await latestOtpCode(page, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/sponsor/);

    // Leave the persona as it was for the next journey.
    await page.goto('/profile');
    await page.getByRole('switch', { name: /Two-factor sign-in/ }).uncheck({ force: true });
    await saveProfile(page, 'Save changes', /Your profile was updated/);
  });

  test('tabs change the address; the password tab shows the policy live', async ({ page }) => {
    await signInAndLand(page, email);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Password' }).click();
    await expect(page).toHaveURL(/\/profile\/password/);
    await page.getByLabel('New password', { exact: false }).first().fill('Abc');
    const uppercase = page.locator('li', { hasText: 'One uppercase letter' });
    await expect(uppercase).toHaveAttribute('data-met', 'true');
    await expect(page.locator('li', { hasText: 'At least 12 characters' })).toHaveAttribute(
      'data-met',
      'false',
    );
    await page.getByRole('tab', { name: 'Linked accounts' }).click();
    await expect(page).toHaveURL(/\/profile\/linked-accounts/);
  });

  test('switches the interface to Portuguese from the profile', async ({ page }) => {
    await signInAndLand(page, email);
    await page.goto('/profile');
    // The form's select, not the header's language switcher.
    await page.getByRole('main').getByRole('textbox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Português' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('Seu perfil foi atualizado.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Senha' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anúncios Patrocinados' }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Senha' }).click();
    await expect(page.getByRole('button', { name: 'Alterar senha' })).toBeVisible();

    // The saved language follows the user to a new browser.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email);
    await expect(page).toHaveURL(/\/sponsor/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();

    await page.getByRole('main').getByRole('textbox', { name: 'Idioma' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  });
});
