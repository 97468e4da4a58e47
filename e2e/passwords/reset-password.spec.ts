import { expect, test } from '@playwright/test';
import { signUpNewCompany } from '../signup/sign-up-flow';
import { signIn } from '../support/auth';
import { waitForEmail } from '../support/outbox';

const NEW_PASSWORD = 'Reset!Passw0rd-E2E';

test.describe('password reset', () => {
  test('a user resets the password from the e-mailed link and signs in with the new one', async ({
    page,
  }) => {
    const owner = await signUpNewCompany(page, 'reset');
    await page.context().clearCookies();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/reset$/);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${owner.email}`);

    const mail = await waitForEmail(owner.email, (candidate) => candidate.subject === 'Reset your password');
    const link = /https?:\/\/\S+\/auth\/reset-confirm\/\d+\/[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();

    await page.goto(new URL(link!).pathname);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed');

    // The link works once.
    await page.goto(new URL(link!).pathname);
    await page.getByLabel(/^New password/).fill(`${NEW_PASSWORD}x`);
    await page.getByLabel('Confirm the new password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This link is invalid, has expired or was already used.',
    );

    await signIn(page, owner.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/sponsor/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sponsored Ads' })).toBeVisible();
  });
});
