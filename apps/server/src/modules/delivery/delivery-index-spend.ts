import { zonedDay } from '@portal/domain/zoned-day';
import { and, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import { adSetDailySpend, adSetSpend } from '../../db/schema/index';
import { spendableBalances } from '../wallet/ledger';
import type { SpendState } from './delivery-index-model';

/**
 * Spend and wallets of the indexed ad sets, read every few seconds (three set-based reads): today's spend
 * per ad set in its catalog's day, lifetime spend, and per company what the wallet can pay at `now` (its
 * lots started and not expired, ledger.ts `spendableBalances`: the lots a charge would draw on, not the
 * ledger balance, which keeps an expired lot's money until the hourly expiry job; decision 0258) minus the
 * spend accrued but not charged yet.
 */
export async function loadSpend(
  db: Db,
  now: Date,
  adSets: readonly { id: number; companyId: number; timeZone: string }[],
): Promise<SpendState> {
  const ids = adSets.map((row) => row.id);
  const companyIds = [...new Set(adSets.map((row) => row.companyId))];
  const dayOf = new Map(adSets.map((row) => [row.id, zonedDay(now, row.timeZone)]));
  const days = [...new Set(dayOf.values())];
  if (ids.length === 0) return { at: now.getTime(), daily: new Map(), total: new Map(), wallet: new Map() };
  const [dailyRows, totalRows, balanceRows, pendingRows] = await Promise.all([
    db
      .select({
        adSetId: adSetDailySpend.adSetId,
        day: adSetDailySpend.day,
        spent: adSetDailySpend.spentMicros,
      })
      .from(adSetDailySpend)
      .where(and(anyOf(adSetDailySpend.adSetId, ids, 'int'), anyOf(adSetDailySpend.day, days, 'date'))),
    db
      .select({ adSetId: adSetSpend.adSetId, total: adSetSpend.totalMicros })
      .from(adSetSpend)
      .where(anyOf(adSetSpend.adSetId, ids, 'int')),
    spendableBalances(db, companyIds, now),
    db
      .select({ companyId: adSetSpend.companyId, pending: sql<string>`sum(${adSetSpend.pendingMicros})` })
      .from(adSetSpend)
      .where(anyOf(adSetSpend.companyId, companyIds, 'int'))
      .groupBy(adSetSpend.companyId),
  ]);
  const daily = new Map<number, bigint>();
  for (const row of dailyRows) if (dayOf.get(row.adSetId) === row.day) daily.set(row.adSetId, row.spent);
  const wallet = balanceRows;
  for (const row of pendingRows)
    wallet.set(row.companyId, (wallet.get(row.companyId) ?? 0n) - BigInt(row.pending ?? 0));
  return {
    at: now.getTime(),
    daily,
    total: new Map(totalRows.map((row) => [row.adSetId, row.total])),
    wallet,
  };
}
