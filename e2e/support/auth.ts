import { expect, type Page } from '@playwright/test';
import { outboxFor } from './outbox';
import { DEMO_PASSWORD } from './server';

export { DEMO_PASSWORD };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAndLand(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/sponsor/);
}

/** The newest sign-in code e-mailed to the sandbox outbox. */
export async function latestOtpCode(_page: Page, email: string): Promise<string> {
  const emails = await outboxFor(email);
  const code = /\b(\d{6})\b/.exec(emails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}
