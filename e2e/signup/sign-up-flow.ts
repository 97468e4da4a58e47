import { expect, type Page } from '@playwright/test';

export const NEW_OWNER_PASSWORD = 'E2e!Owner-Passw0rd';

export type NewOwner = { email: string; companyName: string; registrationNo: string };

/**
 * Signs up a brand-new company through the form (from the sign-in page's link) and lands in the portal, where
 * the quick-start guide opens and is closed.
 */
export async function signUpNewCompany(page: Page, label = 'signup'): Promise<NewOwner> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  // Unique name and registration number: another company's would ask "Continue anyway" (decision 0180).
  const owner = {
    email: `e2e-${label}-${stamp}@example.test`,
    companyName: `E2E ${label} ${stamp}`,
    registrationNo: `E2E-REG-${stamp}`,
  };
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\/register\?step=0$/);

  await page.getByLabel('Full name').fill('Erin Endtoend');
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel(/^Password/).fill(NEW_OWNER_PASSWORD);
  await page.getByLabel('Company name').fill(owner.companyName);
  await page.getByLabel('Authorized representative').fill('Erin Endtoend');
  await page.getByLabel('Registration number').fill(owner.registrationNo);
  await page.getByLabel('Address').fill('1 Test Street');
  await page.getByLabel('Postal code').fill('018989');
  await page.getByLabel('Phone number').fill('9123 4567');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/auth\/register\?step=1$/);
  await chooseBrand(page, 'Northwind');
  await page.getByRole('button', { name: 'Submit' }).click();
  // The new owner lands on /sponsor with the quick-start guide open (issue 12); closing it leaves the page.
  await expect(page).toHaveURL(/\/sponsor(\?[^#]*)?#get-started$/);
  const guide = page.getByRole('dialog', { name: 'Get started' });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: 'Close' }).click();
  await expect(guide).toBeHidden();
  await expect(page).toHaveURL(/\/sponsor(\?[^#]*)?$/);
  return owner;
}

/** Types into the searchable brand picker and picks the match. */
export async function chooseBrand(page: Page, name: string) {
  const brands = page.getByRole('textbox', { name: /Brands/ });
  await brands.click();
  await brands.fill(name.slice(0, 5));
  await page.getByRole('option', { name }).click();
  // The picker stays open for more choices; close it as a user would.
  await brands.press('Escape');
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
}
