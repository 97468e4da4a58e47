import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { companies, credits, walletTransactions } from '../../db/schema/index';
import { accounts, lockWallet, lotRemaining, postEntry, walletBalance } from './ledger';
import { emitWalletSpent } from './wallet-events';

export type ExpiryResult = { expiredCount: number; expiredAmount: bigint };

/**
 * The expiry job: every lot past its expiry that still holds money moves to EXPIRED, its remainder
 * posted to `expired`, with a wallet transaction row. Safe to run any number of times (the entry key is
 * the lot), one company transaction at a time under that wallet's lock.
 */
export async function expireCredits({
  deps,
  input: { companyId } = {},
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  /** Only this company's lots (tests, seeds); all companies otherwise. */
  input?: { companyId?: number };
}): Promise<ExpiryResult> {
  const { db } = deps;
  const now = deps.now();
  const due = await db
    .selectDistinct({ companyId: credits.companyId })
    .from(credits)
    .where(
      and(
        inArray(credits.status, ['PAID', 'IN_USE']),
        lte(credits.expiryDate, now),
        companyId === undefined ? undefined : eq(credits.companyId, companyId),
      ),
    );
  let expiredCount = 0;
  let expiredAmount = 0n;
  for (const { companyId: company } of due) {
    const result = await expireCompanyCredits(db, company, now);
    expiredCount += result.expiredCount;
    expiredAmount += result.expiredAmount;
  }
  return { expiredCount, expiredAmount };
}

async function expireCompanyCredits(db: Db, companyId: number, now: Date): Promise<ExpiryResult> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, companyId);
    // Read again under the lock: a concurrent spend may have used a lot up meanwhile.
    const lots = await tx
      .select({ id: credits.id, expiryDate: credits.expiryDate, remaining: lotRemaining() })
      .from(credits)
      .where(
        and(
          eq(credits.companyId, companyId),
          inArray(credits.status, ['PAID', 'IN_USE']),
          lte(credits.expiryDate, now),
        ),
      );
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    const balanceBefore = await walletBalance(tx, companyId);
    let firstEntryId: number | null = null;
    const expiredAt = new Map<number, Date>();
    let expiredAmount = 0n;
    for (const lot of lots) {
      const remaining = BigInt(lot.remaining);
      await tx.update(credits).set({ status: 'EXPIRED' }).where(eq(credits.id, lot.id));
      if (remaining <= 0n) continue;
      expiredAmount += remaining;
      const entry = await postEntry(
        tx,
        {
          companyId,
          kind: 'EXPIRY',
          idempotencyKey: `expiry:${lot.id}`,
          description: 'Credit expired',
          createdAt: now,
        },
        [
          { account: accounts.lot(companyId, lot.id), amount: -remaining, creditId: lot.id },
          { account: accounts.expired, amount: remaining },
        ],
      );
      firstEntryId ??= entry.id;
      if (lot.expiryDate) expiredAt.set(lot.expiryDate.getTime(), lot.expiryDate);
      await tx.insert(walletTransactions).values({
        companyId,
        entryId: entry.id,
        currency: company!.walletCurrency,
        chargeDate: now,
        dateCreated: now,
        description: 'Credit expired',
        amount: remaining,
        isIncome: false,
        status: 'COMPLETED',
        balanceAfter: await walletBalance(tx, companyId),
      });
    }
    // The money the lots lost stopped paying for ads at their expiry: auto top-up and the top-up alert look
    // at the spendable balance again, as after a spend (decision 0263). A re-run posts nothing and emits nothing.
    if (firstEntryId !== null)
      await emitWalletSpent(tx, {
        companyId,
        entryId: firstEntryId,
        at: now,
        balanceBefore,
        balanceAfter: balanceBefore - expiredAmount,
        expiredAt: [...expiredAt.values()],
      });
    return { expiredCount: lots.length, expiredAmount };
  });
}
