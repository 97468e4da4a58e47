import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!Passw0rd1';

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
export async function latestOtpCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/dev/outbox?format=json&to=${encodeURIComponent(email)}`);
  const emails = (await response.json()) as { subject: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(emails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}
