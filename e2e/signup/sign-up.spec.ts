import { expect, test } from '@playwright/test';
import { outboxFor } from '../support/outbox';
import { chooseBrand, signUpNewCompany } from './sign-up-flow';

test.describe('sign-up', () => {
  test('a new company signs up end to end, lands in the portal, then creates a second company', async ({
    page,
  }) => {
    const owner = await signUpNewCompany(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sponsored Ads' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(owner.companyName));

    const welcome = await outboxFor(owner.email);
    expect(welcome.map((mail) => mail.subject)).toContain('Welcome to the Marketing Portal');

    await page.goto('/new-company');
    await expect(page.getByRole('heading', { level: 1, name: 'New company' })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveCount(0);
    const second = `${owner.companyName} Two`;
    await page.getByLabel('Company name').fill(second);
    await page.getByLabel('Authorized representative').fill('Erin Endtoend');
    // The first company's registration number: a warning, and the company is created once confirmed (issue 12).
    await page.getByLabel('Registration number').fill(owner.registrationNo);
    await page.getByLabel('Address').fill('2 Test Street');
    await page.getByLabel('Postal code').fill('049315');
    await chooseBrand(page, 'Harbor Lane');
    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(
      page.getByText('Another company already uses this registration number.', { exact: false }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/new-company/);
    await page.getByRole('button', { name: 'Continue anyway' }).click();

    await expect(page).toHaveURL(/\/company(\?|$)/);
    await expect(page).toHaveTitle(new RegExp(second));
  });

  test('a registered e-mail is told to sign in instead', async ({ page }) => {
    await page.goto('/auth/register?step=0');
    await page.getByLabel('Full name').fill('Olive Owner');
    await page.getByLabel('E-mail').fill('owner@demo.test');
    await page.getByLabel(/^Password/).fill('Another!Passw0rd');
    await page.getByLabel('Company name').fill('Whatever Co');
    await page.getByLabel('Authorized representative').fill('Olive Owner');
    await page.getByLabel('Registration number').fill('REG');
    await page.getByLabel('Address').fill('Somewhere 1');
    await page.getByLabel('Postal code').fill('12345');
    await page.getByLabel('Phone number').fill('81234567');
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('This e-mail is already registered. Sign in instead.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in instead' })).toBeVisible();
    await expect(page).toHaveURL(/step=0/);
  });
});
