import { type APIRequestContext, request } from '@playwright/test';
import { DEMO_PASSWORD, e2eBaseUrl } from './server';

export type OutboxEmail = { id: number; to: string; subject: string; text: string; createdAt: string };

const SIGN_IN =
  'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { ok } }';

let staffSession: Promise<APIRequestContext> | null = null;

/** A request context of its own, signed in as marketplace staff: only staff may read the sandbox outbox. */
async function signInStaff(): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: e2eBaseUrl });
  const { csrfToken } = (await (await context.get('/csrf')).json()) as { csrfToken: string };
  const response = await context.post('/graphql', {
    headers: { 'X-CSRFToken': csrfToken, 'Content-Type': 'application/json' },
    data: { query: SIGN_IN, variables: { email: 'staff@demo.test', password: DEMO_PASSWORD } },
  });
  const body = (await response.json()) as { data?: { signIn?: { ok: boolean } } };
  if (!body.data?.signIn?.ok) throw new Error(`staff sign-in for the outbox failed: ${JSON.stringify(body)}`);
  return context;
}

/** The sandbox e-mails sent to `email`, newest first, read through a staff session (signed in again if lost). */
export async function outboxFor(email: string): Promise<OutboxEmail[]> {
  const url = `/dev/outbox?format=json&to=${encodeURIComponent(email)}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    staffSession ??= signInStaff();
    const response = await (await staffSession).get(url);
    if (response.ok()) return (await response.json()) as OutboxEmail[];
    if (response.status() !== 403) throw new Error(`the outbox answered ${response.status()}`);
    staffSession = null;
  }
  throw new Error('the outbox refused the staff session');
}

/**
 * Waits for an e-mail to `email` that `match` accepts, newest first: mails are sent by the job runner a moment
 * after the request that asks for them, so a journey polls instead of reading once.
 */
export async function waitForEmail(
  email: string,
  match: (mail: OutboxEmail) => boolean,
  timeoutMs = 15_000,
): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outboxFor(email)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching e-mail for ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
