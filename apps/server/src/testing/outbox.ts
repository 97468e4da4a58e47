import { desc, eq } from 'drizzle-orm';
import { outboxEmails } from '../db/schema/index';
import type { TestApp } from './create-test-app';

/** The newest e-mail the sandbox outbox holds for `email`, or undefined. */
export async function latestEmail(testApp: Pick<TestApp, 'deps'>, email: string) {
  const [mail] = await testApp.deps.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return mail;
}

/** The six-digit sign-in code of the newest e-mail to `email`. */
export async function latestSignInCode(testApp: Pick<TestApp, 'deps'>, email: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await latestEmail(testApp, email))?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code for ${email}`);
  return code;
}
