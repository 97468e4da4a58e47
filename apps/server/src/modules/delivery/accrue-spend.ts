import { budgetInputsFor } from '@portal/domain/sponsor-budget';
import { zonedDay } from '@portal/domain/zoned-day';
import { and, inArray, sql } from 'drizzle-orm';
import { adSetDailySpend, adSetSpend } from '../../db/schema/index';
import type { Tx } from '../wallet/ledger';
import type { TokenEvent } from './event-validation';
import type { AdSetInfo, IngestContext } from './ingest-events-context';
import { addOnConflict, type UnnestColumn, unnestRows } from './unnest-rows';

/**
 * Spend accrues at ingest (decision 0190, money rules): a charged event costs
 * `min(its token's price, the ad set's daily budget left on the catalog's day, its total budget left)`,
 * computed under the ad set's `ad_set_spend` row lock, so the spend recorded (and later charged) never
 * exceeds a budget; events past it are counted with cost 0. Rows are locked in ad set id order, so
 * concurrent batches never deadlock.
 */

export type Accrual = { event: TokenEvent; charged: boolean };

type Totals = { micros: bigint; clicks: number; impressions: number };
const zero = (): Totals => ({ micros: 0n, clicks: 0, impressions: 0 });

const QUARTER_HOUR_MS = 15 * 60_000;

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

/** The most the next charged event of an ad set may cost, given what it spent (null budget = no cap). */
export function budgetLeft(
  adSet: Pick<AdSetInfo, 'budgetType' | 'budgetDailyMicros' | 'budgetTotalMicros'>,
  spentToday: bigint,
  spentInAll: bigint,
): bigint | null {
  const uses = budgetInputsFor(adSet.budgetType);
  let left: bigint | null = null;
  if (uses.daily && adSet.budgetDailyMicros !== null) left = adSet.budgetDailyMicros - spentToday;
  if (uses.total && adSet.budgetTotalMicros !== null) {
    const totalLeft = adSet.budgetTotalMicros - spentInAll;
    left = left === null ? totalLeft : minBig(left, totalLeft);
  }
  return left === null ? null : left > 0n ? left : 0n;
}

type DayTotals = Totals & { adSetId: number; day: string };

const dailyColumns: readonly UnnestColumn<DayTotals>[] = [
  ['ad_set_id', 'integer', (row) => row.adSetId],
  ['day', 'date', (row) => row.day],
  ['spent_micros', 'bigint', (row) => row.micros.toString()],
  ['clicks', 'integer', (row) => row.clicks],
  ['impressions', 'integer', (row) => row.impressions],
];
const addToDaily = addOnConflict(
  'ad_set_daily_spend',
  ['ad_set_id', 'day'],
  ['spent_micros', 'clicks', 'impressions'],
);

/** Accrues the batch's new impressions and clicks; answers each event's cost (wallet-currency micros). */
export async function accrueSpend(
  tx: Tx,
  accruals: readonly Accrual[],
  context: IngestContext,
  now: Date,
): Promise<Map<TokenEvent, bigint>> {
  const costs = new Map<TokenEvent, bigint>();
  if (accruals.length === 0) return costs;
  // A day starts on a quarter hour in every zone in use, so one answer per catalog and quarter hour.
  const days = new Map<string, string>();
  const dayOf = (event: TokenEvent) => {
    const quarter = Math.floor(event.occurredAt.getTime() / QUARTER_HOUR_MS);
    const key = `${event.token.catalogId}|${quarter}`;
    let day = days.get(key);
    if (day === undefined) {
      day = zonedDay(event.occurredAt, context.catalogs.get(event.token.catalogId)!.timeZone);
      days.set(key, day);
    }
    return day;
  };
  const adSetIds = [...new Set(accruals.map(({ event }) => event.token.adSetId))].sort((a, b) => a - b);

  // Inserts the missing rows and locks them all, in ad set id order, in one statement (a no-op update
  // locks an existing row as FOR UPDATE would).
  const locked = await tx
    .insert(adSetSpend)
    .values(adSetIds.map((adSetId) => ({ adSetId, companyId: context.adSets.get(adSetId)!.companyId })))
    .onConflictDoUpdate({ target: adSetSpend.adSetId, set: { adSetId: sql`excluded.ad_set_id` } })
    .returning({ adSetId: adSetSpend.adSetId, totalMicros: adSetSpend.totalMicros });
  const spentInAll = new Map(locked.map((row) => [row.adSetId, row.totalMicros]));

  const batchDays = [...new Set(accruals.map(({ event }) => dayOf(event)))];
  const dailyRows = await tx
    .select({
      adSetId: adSetDailySpend.adSetId,
      day: adSetDailySpend.day,
      spent: adSetDailySpend.spentMicros,
    })
    .from(adSetDailySpend)
    .where(and(inArray(adSetDailySpend.adSetId, adSetIds), inArray(adSetDailySpend.day, batchDays)));
  const dailyKey = (adSetId: number, day: string) => `${adSetId}|${day}`;
  const spentOnDay = new Map(dailyRows.map((row) => [dailyKey(row.adSetId, row.day), row.spent]));

  const perAdSet = new Map<number, Totals>();
  const perDay = new Map<string, DayTotals>();
  for (const { event, charged } of accruals) {
    const adSetId = event.token.adSetId;
    const day = dayOf(event);
    const key = dailyKey(adSetId, day);
    let cost = 0n;
    if (charged) {
      const left = budgetLeft(
        context.adSets.get(adSetId)!,
        spentOnDay.get(key) ?? 0n,
        spentInAll.get(adSetId) ?? 0n,
      );
      cost = left === null ? event.priceMicros : minBig(event.priceMicros, left);
      spentOnDay.set(key, (spentOnDay.get(key) ?? 0n) + cost);
      spentInAll.set(adSetId, (spentInAll.get(adSetId) ?? 0n) + cost);
    }
    costs.set(event, cost);
    const adSetTotals = perAdSet.get(adSetId) ?? zero();
    const dayTotals = perDay.get(key) ?? { ...zero(), adSetId, day };
    for (const totals of [adSetTotals, dayTotals]) {
      totals.micros += cost;
      if (event.kind === 'CLICK') totals.clicks += 1;
      else totals.impressions += 1;
    }
    perAdSet.set(adSetId, adSetTotals);
    perDay.set(key, dayTotals);
  }

  const at = sql`${now.toISOString()}::timestamptz`;
  const changes = sql.join(
    adSetIds.map((adSetId) => {
      const totals = perAdSet.get(adSetId)!;
      return sql`(${adSetId}::int, ${totals.micros.toString()}::bigint, ${totals.clicks}::int, ${totals.impressions}::int)`;
    }),
    sql`, `,
  );
  await tx.execute(sql`
    update ${adSetSpend} as s set
      pending_micros = s.pending_micros + v.micros,
      pending_clicks = s.pending_clicks + v.clicks,
      pending_impressions = s.pending_impressions + v.impressions,
      total_micros = s.total_micros + v.micros,
      oldest_pending_at = case when v.micros > 0 then coalesce(s.oldest_pending_at, ${at}) else s.oldest_pending_at end,
      updated_at = ${at}
    from (values ${changes}) as v(ad_set_id, micros, clicks, impressions)
    where s.ad_set_id = v.ad_set_id`);
  const dayRows = [...perDay.values()].sort((a, b) => a.adSetId - b.adSetId || a.day.localeCompare(b.day));
  await tx.execute(sql`insert into ad_set_daily_spend ${unnestRows(dailyColumns, dayRows)} ${addToDaily}`);
  return costs;
}
