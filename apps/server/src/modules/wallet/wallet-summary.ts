import { daysUntil, EXPIRING_SOON_DAYS } from '@portal/domain/wallet';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, credits } from '../../db/schema/index';
import { lotRemaining, unpaidCost } from './ledger';

export type WalletSummary = {
  companyId: number;
  currency: string;
  balance: bigint;
  freeCredit: bigint;
  paidCredit: bigint;
  unpaidCost: bigint;
  expiringSoonBalance: bigint;
  /** Days until the earliest lot expiring within 30 days; null when none is. */
  expiringSoonTimeDelta: number | null;
};

const DAY_MS = 86_400_000;

/** The wallet as the billing header shows it, every figure derived from the lots' ledger accounts. */
export async function walletSummary({
  deps,
  actor: { companyId },
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { companyId: number };
}): Promise<WalletSummary | null> {
  const { db } = deps;
  const now = deps.now();
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const lots = await db
    .select({ isFree: credits.isFree, expiryDate: credits.expiryDate, remaining: lotRemaining() })
    .from(credits)
    .where(and(eq(credits.companyId, companyId), inArray(credits.status, ['PAID', 'IN_USE'])));
  const soon = now.getTime() + EXPIRING_SOON_DAYS * DAY_MS;
  let freeCredit = 0n;
  let paidCredit = 0n;
  let expiringSoonBalance = 0n;
  let earliest: Date | null = null;
  for (const lot of lots) {
    const remaining = BigInt(lot.remaining);
    if (remaining <= 0n) continue;
    if (lot.isFree) freeCredit += remaining;
    else paidCredit += remaining;
    if (lot.expiryDate && lot.expiryDate.getTime() <= soon) {
      expiringSoonBalance += remaining;
      if (!earliest || lot.expiryDate < earliest) earliest = lot.expiryDate;
    }
  }
  return {
    companyId,
    currency: company.walletCurrency,
    balance: freeCredit + paidCredit,
    freeCredit,
    paidCredit,
    unpaidCost: await unpaidCost(db, companyId),
    expiringSoonBalance,
    expiringSoonTimeDelta: earliest ? daysUntil(now, earliest) : null,
  };
}
