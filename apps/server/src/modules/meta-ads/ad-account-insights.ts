import { addDays } from '@portal/domain/zoned-day';
import { dayRange } from './day-args';
import { callMeta } from './meta-call';
import { type MetaDeps, type SellerCall, sellerAndAccount } from './meta-scope';
import { syncAccountSpend } from './sync-spend';

export type AdAccountInsight = {
  accountId: string;
  accountName: string;
  accountCurrency: string;
  dateStart: string;
  dateStop: string;
  spend: bigint;
  clicks: number;
  impressions: number;
  totalPurchaseItem: number;
  totalPurchaseValue: bigint;
};

/** At most this many days a call (a year and a day, for a leap year's range). */
export const MAX_INSIGHT_DAYS = 367;

/**
 * adAccountInsights: the account's daily rows over the range, every day present (Meta leaves out days
 * without delivery; they read zero here). Spend is synced to the wallet first. Not onboarded: no rows.
 */
export async function adAccountInsights({
  deps,
  actor,
  input,
}: SellerCall<{ fromDate: string; toDate: string }, MetaDeps>): Promise<AdAccountInsight[]> {
  const range = dayRange(input.fromDate, input.toDate, MAX_INSIGHT_DAYS);
  const { account } = await sellerAndAccount(deps, actor, input.sellerId);
  if (!account) return [];
  await callMeta(() => syncAccountSpend(deps, account));
  const rows = await callMeta(() =>
    deps.metaAds.insights({
      accountId: account.accountId,
      level: 'account',
      since: range.from,
      until: range.to,
    }),
  );
  const byDay = new Map(rows.map((row) => [row.dateStart, row]));
  const days: AdAccountInsight[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({
      accountId: account.accountId,
      accountName: account.accountName,
      accountCurrency: account.currency,
      dateStart: day,
      dateStop: day,
      spend: row?.spendMicros ?? 0n,
      clicks: row?.clicks ?? 0,
      impressions: row?.impressions ?? 0,
      totalPurchaseItem: row?.purchases ?? 0,
      totalPurchaseValue: row?.purchaseValueMicros ?? 0n,
    });
  }
  return days;
}
