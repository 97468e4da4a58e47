import { expect, type Page, test } from '@playwright/test';

const unique = (tag: string) => `e2e-${tag}-${Date.now()}@sc.example.test`;

async function openSellerCenter(page: Page, country: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Seller Center' }).click();
  await page.getByRole('menuitem', { name: country }).click();
  await expect(page).toHaveURL(/\/sandbox\/oauth\/sc_\w+\/authorize/);
}

async function approveAsNew(page: Page, email: string, name: string) {
  await page.getByLabel('E-mail of another account').fill(email);
  await page.getByLabel('Name (for a new account)').fill(name);
  await page.getByRole('button', { name: 'Approve' }).click();
}

test.describe('seller-center sign-up and linked accounts', () => {
  test.describe.configure({ mode: 'serial' });
  const email = unique('seller');
  const company = `E2E Boutique ${Date.now()}`;

  test('signs up with the sandbox seller center end to end', async ({ page }) => {
    await openSellerCenter(page, 'Singapore');
    await expect(page.getByRole('heading', { name: 'Sign in to Seller Center SG' })).toBeVisible();
    await approveAsNew(page, email, company);

    await expect(page).toHaveURL(/\/auth\/register-with-sc\?accessToken=.+&provider=sc_sg/);
    await expect(page.getByText(`You are signing up as ${company} (${email}).`)).toBeVisible();
    const currency = page.getByRole('textbox', { name: 'Wallet currency' });
    await expect(currency).toHaveValue('SGD · Singapore Dollar');
    await page.getByRole('button', { name: 'Create my account' }).click();

    await expect(page).toHaveURL(/\/auth\/register-with-sc\/success$/);
    await expect(page.getByRole('heading', { name: 'Your account is linked' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to the portal' }).click();
    await expect(page).toHaveURL(/\/sponsor/);
    await expect(page).toHaveTitle(`Marketing by ${company}`);
    await expect(
      page.getByText('You have no brand. Please add brands that you manage to continue.'),
    ).toBeVisible();
  });

  test('signs back in with the same seller account, links another and unlinks it', async ({ page }) => {
    await openSellerCenter(page, 'Singapore');
    await page.getByLabel(new RegExp(email.replace(/[.+]/g, '\\$&'))).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/sponsor/);
    await expect(page).toHaveTitle(`Marketing by ${company}`);

    await page.goto('/linked');
    await expect(page.getByRole('heading', { level: 1, name: 'Linked accounts' })).toBeVisible();
    const sg = page.getByTestId('linked-row-sc_sg');
    await expect(sg).toContainText('Singapore');
    await expect(sg).toContainText('Linked');
    await expect(sg).toContainText(email);

    await page.getByRole('link', { name: 'Link Seller Center ID' }).click();
    await expect(page).toHaveURL(/\/sandbox\/oauth\/sc_id\/authorize/);
    const second = unique('seller-id');
    await approveAsNew(page, second, `${company} ID`);
    await expect(page).toHaveURL(/\/linked\?linked=sc_id/);
    await expect(page.getByText('Seller Center ID is now linked.')).toBeVisible();
    await expect(page.getByTestId('linked-row-sc_id')).toContainText(second);

    await page.getByRole('button', { name: 'Unlink Seller Center ID' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByTestId('linked-row-sc_id')).toContainText('Not linked');

    // The seller center is this user's only way in (no password): unlinking it is refused.
    await page.getByRole('button', { name: 'Unlink Seller Center SG' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('only way this user can sign in');
  });

  test('tells the user when they deny access', async ({ page }) => {
    await openSellerCenter(page, 'Indonesia');
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page).toHaveURL(/\/auth\?socialError=denied/);
    await expect(page.getByRole('alert')).toContainText('Access was not granted by the provider.');
  });
});
