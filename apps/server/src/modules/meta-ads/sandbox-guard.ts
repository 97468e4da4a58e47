import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { metaSandboxAdAccounts, metaSandboxCalls } from '../../db/schema/index';
import { metaErrors } from './meta-errors';

/**
 * Calls an ad account may make in a rolling minute before the sandbox answers Meta's code 17. Meta's own
 * limit is a score over an hour; 300 a minute is far above what a person's pages ask (a dashboard load is
 * about 5 calls) and what the tests do, and a test lowers it through the sandbox's options.
 */
export const SANDBOX_CALLS_PER_MINUTE = 300;

export type SandboxAccountRow = typeof metaSandboxAdAccounts.$inferSelect;

/**
 * What every account call goes through, as Meta would answer it: an unknown account is code 100, a
 * `fault` of 'EXPIRED_TOKEN' is code 190, and the call is counted toward the rate limit (code 17).
 */
export async function guardAccountCall(
  db: Db,
  accountId: string,
  now: Date,
  callsPerMinute: number,
  detail: Record<string, unknown>,
): Promise<SandboxAccountRow> {
  const [account] = await db
    .select()
    .from(metaSandboxAdAccounts)
    .where(eq(metaSandboxAdAccounts.accountId, accountId));
  if (!account) throw metaErrors.unknownObject(accountId);
  if (account.fault === 'EXPIRED_TOKEN') throw metaErrors.expiredToken();
  const windowStart = new Date(now.getTime() - 60_000);
  await db
    .delete(metaSandboxCalls)
    .where(and(eq(metaSandboxCalls.accountId, accountId), lt(metaSandboxCalls.calledAt, windowStart)));
  await db.insert(metaSandboxCalls).values({ accountId, calledAt: now, detail });
  const [calls] = await db
    .select({ n: count() })
    .from(metaSandboxCalls)
    .where(and(eq(metaSandboxCalls.accountId, accountId), gt(metaSandboxCalls.calledAt, windowStart)));
  if ((calls?.n ?? 0) > callsPerMinute) throw metaErrors.rateLimited();
  return account;
}
