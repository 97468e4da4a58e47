import { pricesAt, priceTimeline, stateAt } from '@portal/domain/price-state';
import { dayRangeInstants, zonedDay } from '@portal/domain/zoned-day';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { adRollupsHourly } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { readPriceChanges } from '../catalog/read-price-changes';
import { sponsorScope } from '../sponsor-lists/sponsor-scope';
import { bucketOf, historyBuckets, intervalFor, sumByPoint } from './history-buckets';
import { dayRange, ownerArgs, skuArg } from './sku-report-args';
import { resolveSkuReportTarget, type SkuReportTarget } from './sku-report-target';

export type SkuHistoryArgs = {
  sku: string;
  campaignId?: string | null;
  adSetId?: string | null;
  adId?: string | null;
  fromDate: string;
  toDate: string;
};

/** The average selling price of a point (sales / quantity) in the catalog's currency; null without sales. */
function averageValue(salesMicros: bigint, quantity: number, target: SkuReportTarget): bigint | null {
  if (quantity <= 0) return null;
  const rate = Number(target.catalogRate) / Number(target.walletRate);
  return BigInt(Math.round((Number(salesMicros) * rate) / quantity));
}

/**
 * The price-history chart of one advertised SKU (spec 2 §2, §3 "SKU price-history data"): per day, or per
 * week on its Monday from 93 days on (the range's Mondays only, decision 0212 addendum), the impressions and clicks of the SKU's rollups, its quantity and
 * average value (direct sales / quantity) before the last price change of the range and after it ("new"),
 * and its black, permanent markdown and promotion prices then; a week holding that change has both, split at
 * the change's day. Days are the catalog's (decision 0171).
 */
export async function skuPriceHistory({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'logger'>;
  actor: SignedIn;
  input: SkuHistoryArgs;
}) {
  const owner = ownerArgs(input);
  const sku = skuArg(input.sku);
  const range = dayRange(input.fromDate, input.toDate);
  const interval = intervalFor(range);
  const target = await resolveSkuReportTarget(deps, sponsorScope(actor), owner);
  if (!target)
    return { sku, interval, timeZone: 'UTC', priceCurrency: null, priceChangedAt: null, points: [] };
  const zone = target.timeZone;
  const instants = dayRangeInstants(range, zone);
  const r = adRollupsHourly;
  // By the catalog's day even for weekly points: the week holding the last price change is split at its day.
  const bucket = sql<string>`to_char(date_trunc('day', ${r.hour} at time zone ${zone}), 'YYYY-MM-DD')`;
  const [figures, priceRows] = await Promise.all([
    deps.db
      .select({
        key: bucket,
        impressions: sql<string>`sum(${r.impressions})`,
        clicks: sql<string>`sum(${r.clicks})`,
        itemsSold: sql<string>`sum(${r.itemsSold})`,
        salesMicros: sql<string>`sum(${r.click7SalesMicros})`,
      })
      .from(r)
      .where(
        and(
          inArray(r.campaignId, target.campaignIds),
          inArray(r.adSetId, target.adSetIds),
          eq(r.companyId, target.companyId),
          eq(r.sku, sku),
          gte(r.hour, instants.startDate!),
          lte(r.hour, instants.endDate!),
        ),
      )
      // By position: the bucket expression carries parameters, which PostgreSQL would not match twice.
      .groupBy(sql`1`),
    readPriceChanges(deps.db, { catalogIds: [target.catalogId], skus: [sku], until: instants.endDate! }),
  ]);
  const timeline = priceTimeline(priceRows, (row) =>
    deps.logger.warn(
      {
        sku,
        catalogId: target.catalogId,
        priceChangeType: row.priceChangeType,
        publishedAt: row.publishedAt,
      },
      'unknown priceChangeType skipped',
    ),
  );
  const lastChange = timeline.filter((entry) => entry.at >= instants.startDate!).at(-1)?.at ?? null;
  const changeDay = lastChange ? zonedDay(lastChange, zone) : null;
  const newFrom = changeDay ? bucketOf(changeDay, interval, range) : null;
  const buckets = historyBuckets(range, interval, zone);
  // The first day a point holds: its own, or for the range's first week the range's first day (bucketOf).
  const firstDayOf = (key: string) => (key === buckets[0]?.key ? range.start : key);
  const byKey = sumByPoint(figures, ['impressions', 'clicks'], interval, range);
  // Sales before the change's day and from it, each summed into its points: a week holding the change has
  // both its old and its new quantity (QA walk 19: all of that week's sales were drawn as "new").
  const sold = ['itemsSold', 'salesMicros'] as const;
  const isNewDay = (day: string) => changeDay !== null && day >= changeDay;
  const oldByKey = sumByPoint(
    figures.filter((row) => !isNewDay(row.key)),
    sold,
    interval,
    range,
  );
  const newByKey = sumByPoint(
    figures.filter((row) => isNewDay(row.key)),
    sold,
    interval,
    range,
  );
  const points = buckets.map(({ key, end }) => {
    const row = byKey.get(key);
    const isNew = newFrom !== null && key >= newFrom;
    const hasOld = newFrom === null || key < newFrom || (key === newFrom && firstDayOf(key) < changeDay!);
    const quantityOf = (sums: Map<string, Record<(typeof sold)[number], bigint>>) => {
      const sum = sums.get(key);
      const quantity = Number(sum?.itemsSold ?? 0);
      return { quantity, average: averageValue(sum?.salesMicros ?? 0n, quantity, target) };
    };
    const before = quantityOf(oldByKey);
    const after = quantityOf(newByKey);
    const state = stateAt(timeline, end);
    const prices = state ? pricesAt(state, end) : null;
    return {
      day: key,
      impressions: Number(row?.impressions ?? 0),
      clicks: Number(row?.clicks ?? 0),
      quantity: hasOld ? before.quantity : null,
      newQuantity: isNew ? after.quantity : null,
      averageValueMicros: hasOld ? before.average : null,
      newAverageValueMicros: isNew ? after.average : null,
      blackPriceMicros: prices?.blackPriceMicros ?? null,
      permMarkdownPriceMicros: prices?.permMarkdownPriceMicros ?? null,
      promotionPriceMicros: prices?.promotionPriceMicros ?? null,
    };
  });
  return {
    sku,
    interval,
    timeZone: zone,
    priceCurrency: target.catalogCurrency,
    priceChangedAt: lastChange,
    points,
  };
}

export type SkuPriceHistory = Awaited<ReturnType<typeof skuPriceHistory>>;
export type SkuHistoryPoint = SkuPriceHistory['points'][number];
