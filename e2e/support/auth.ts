import { expect, type Page } from '@playwright/test';
import { waitForEmail } from './outbox';
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

const usedCodeMails = new Set<number>();

/**
 * The sign-in code e-mailed to the sandbox outbox for this step: the newest code mail of the last two minutes
 * not read before (codes are sent by a job a moment after the request).
 */
export async function latestOtpCode(_page: Page, email: string): Promise<string> {
  const mail = await waitForEmail(
    email,
    (candidate) =>
      !usedCodeMails.has(candidate.id) &&
      /\b\d{6}\b/.test(candidate.text) &&
      Date.now() - new Date(candidate.createdAt).getTime() < 120_000,
  );
  usedCodeMails.add(mail.id);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}
