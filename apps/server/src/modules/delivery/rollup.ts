import { sql } from 'drizzle-orm';
import type { adRollupsHourly } from '../../db/schema/index';
import type { Tx } from '../wallet/ledger';
import type { AdEventInsert } from './attribute-purchase';
import { addOnConflict, type UnnestColumn, unnestRows } from './unnest-rows';

/**
 * The hourly rollup (decision 0190): figures per hour (UTC), ad set, SKU, platform, banner type and search
 * term, added in the same transaction as the events they count, so a stored event is in the reports at
 * once. What each stored row adds:
 *
 * - IMPRESSION: impressions 1, costs its cost; CLICK: clicks 1, costs its cost;
 * - PURCHASE DIRECT: items sold and click7 sales; VIEW: items sold and view7 sales (a banner's direct,
 *   view-through sale, decision 0257); purchases 1 on the first DIRECT or VIEW item (lowest item index) of
 *   each order and ad set (an ad set is a product or a banner one, so it gets one kind or the other);
 * - PURCHASE HALO: halo items sold and halo sales; NONE: nothing.
 */

export type RollupRow = typeof adRollupsHourly.$inferInsert & {
  hour: Date;
  impressions: number;
  clicks: number;
  costsMicros: bigint;
  purchases: number;
  itemsSold: number;
  click7SalesMicros: bigint;
  haloItemsSold: number;
  haloSalesMicros: bigint;
  view7SalesMicros: bigint;
};

const HOUR_MS = 3_600_000;
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** The rollup rows a set of new events adds, grouped by the rollup's key and sorted by it (pure). */
export function rollupRows(events: readonly AdEventInsert[]): RollupRow[] {
  const rows = new Map<string, RollupRow>();
  // The first direct (DIRECT or VIEW) item of each order and ad set counts the purchase.
  const firstDirect = new Map<string, AdEventInsert>();
  for (const event of events) {
    if (event.kind !== 'PURCHASE' || (event.attribution !== 'DIRECT' && event.attribution !== 'VIEW'))
      continue;
    const key = `${event.eventId}|${event.adSetId}`;
    const seen = firstDirect.get(key);
    if (!seen || (event.itemIndex ?? 0) < (seen.itemIndex ?? 0)) firstDirect.set(key, event);
  }
  for (const event of events) {
    if (event.adSetId == null || event.campaignId == null || event.companyId == null || event.brandId == null)
      continue;
    if (event.kind === 'PURCHASE' && (event.attribution === 'NONE' || !event.attribution)) continue;
    const hour = hourOf(event.occurredAt);
    const dims = {
      sku: event.sku ?? '',
      platform: event.platform ?? '',
      bannerType: event.bannerType ?? '',
      searchTerm: event.searchTerm ?? '',
    };
    const key = JSON.stringify([
      hour.getTime(),
      event.adSetId,
      dims.sku,
      dims.platform,
      dims.bannerType,
      dims.searchTerm,
    ]);
    const row: RollupRow = rows.get(key) ?? {
      hour,
      adSetId: event.adSetId,
      ...dims,
      campaignId: event.campaignId,
      companyId: event.companyId,
      catalogId: event.catalogId,
      brandId: event.brandId,
      impressions: 0,
      clicks: 0,
      costsMicros: 0n,
      purchases: 0,
      itemsSold: 0,
      click7SalesMicros: 0n,
      haloItemsSold: 0,
      haloSalesMicros: 0n,
      view7SalesMicros: 0n,
    };
    const cost = event.costMicros ?? 0n;
    const sales = event.salesMicros ?? 0n;
    const quantity = event.quantity ?? 0;
    if (event.kind === 'IMPRESSION') {
      row.impressions += 1;
      row.costsMicros += cost;
    } else if (event.kind === 'CLICK') {
      row.clicks += 1;
      row.costsMicros += cost;
    } else if (event.attribution === 'DIRECT') {
      row.itemsSold += quantity;
      row.click7SalesMicros += sales;
      if (firstDirect.get(`${event.eventId}|${event.adSetId}`) === event) row.purchases += 1;
    } else if (event.attribution === 'HALO') {
      row.haloItemsSold += quantity;
      row.haloSalesMicros += sales;
    } else if (event.attribution === 'VIEW') {
      row.itemsSold += quantity;
      row.view7SalesMicros += sales;
      if (firstDirect.get(`${event.eventId}|${event.adSetId}`) === event) row.purchases += 1;
    }
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.hour.getTime() - b.hour.getTime() ||
      a.adSetId - b.adSetId ||
      compareText(a.sku, b.sku) ||
      compareText(a.platform, b.platform) ||
      compareText(a.bannerType, b.bannerType) ||
      compareText(a.searchTerm, b.searchTerm),
  );
}

function compareText(a: string | undefined, b: string | undefined): number {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

const micros = (value: bigint) => value.toString();

/** The figures every rollup adds up. */
export type RollupFigures = Pick<
  RollupRow,
  | 'impressions'
  | 'clicks'
  | 'costsMicros'
  | 'purchases'
  | 'itemsSold'
  | 'click7SalesMicros'
  | 'haloItemsSold'
  | 'haloSalesMicros'
  | 'view7SalesMicros'
>;

/** The names of the figures every rollup adds up, for code that sums rollup rows. */
export const rollupCounters = [
  'impressions',
  'clicks',
  'costsMicros',
  'purchases',
  'itemsSold',
  'click7SalesMicros',
  'haloItemsSold',
  'haloSalesMicros',
  'view7SalesMicros',
] as const satisfies readonly (keyof RollupFigures)[];

/** The figures as `unnest` columns: the hourly and the daily rollup write the same. */
export const figureColumns: readonly UnnestColumn<RollupFigures>[] = [
  ['impressions', 'bigint', (row) => row.impressions],
  ['clicks', 'bigint', (row) => row.clicks],
  ['costs_micros', 'bigint', (row) => micros(row.costsMicros)],
  ['purchases', 'bigint', (row) => row.purchases],
  ['items_sold', 'bigint', (row) => row.itemsSold],
  ['click7_sales_micros', 'bigint', (row) => micros(row.click7SalesMicros)],
  ['halo_items_sold', 'bigint', (row) => row.haloItemsSold],
  ['halo_sales_micros', 'bigint', (row) => micros(row.haloSalesMicros)],
  ['view7_sales_micros', 'bigint', (row) => micros(row.view7SalesMicros)],
];

const rollupColumns: readonly UnnestColumn<RollupRow>[] = [
  ['hour', 'timestamptz', (row) => row.hour.toISOString()],
  ['ad_set_id', 'integer', (row) => row.adSetId],
  ['sku', 'text', (row) => row.sku ?? ''],
  ['platform', 'text', (row) => row.platform ?? ''],
  ['banner_type', 'text', (row) => row.bannerType ?? ''],
  ['search_term', 'text', (row) => row.searchTerm ?? ''],
  ['campaign_id', 'integer', (row) => row.campaignId],
  ['company_id', 'integer', (row) => row.companyId],
  ['catalog_id', 'integer', (row) => row.catalogId],
  ['brand_id', 'integer', (row) => row.brandId],
  ...figureColumns,
];

const addToRollup = addOnConflict(
  'ad_rollups_hourly',
  ['hour', 'ad_set_id', 'sku', 'platform', 'banner_type', 'search_term'],
  figureColumns.map(([name]) => name),
);

/**
 * Adds the rows to the rollup in one statement (unnest-rows.ts), keys in a stable order so concurrent
 * batches lock the same rollup rows in the same order (no deadlock).
 */
export async function upsertRollups(tx: Tx, rows: readonly RollupRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`insert into ad_rollups_hourly ${unnestRows(rollupColumns, rows)} ${addToRollup}`);
}
