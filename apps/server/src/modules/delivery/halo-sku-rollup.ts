import { sql } from 'drizzle-orm';
import type { adHaloSkusHourly } from '../../db/schema/index';
import type { Tx } from '../wallet/ledger';
import type { AdEventInsert } from './attribute-purchase';
import { addOnConflict, type UnnestColumn, unnestRows } from './unnest-rows';

/**
 * Which SKUs a halo sale was (spec 2 §3 "reportHaloAttributedSku"): per hour (UTC), ad set, advertised SKU
 * (the credited click's) and SKU bought, the halo sales and items of the batch's HALO purchase rows. Added in
 * the batch's transaction, like the hourly rollup, so it always agrees with the rollup's halo figures.
 */
export type HaloSkuRow = typeof adHaloSkusHourly.$inferInsert & {
  hour: Date;
  haloSalesMicros: bigint;
  haloItemsSold: number;
};

const HOUR_MS = 3_600_000;

/** The rows a batch's purchase rows add, grouped by key and sorted by it (pure). */
export function haloSkuRows(events: readonly AdEventInsert[]): HaloSkuRow[] {
  const rows = new Map<string, HaloSkuRow>();
  for (const event of events) {
    if (event.kind !== 'PURCHASE' || event.attribution !== 'HALO') continue;
    if (event.adSetId == null || event.campaignId == null || event.companyId == null || event.brandId == null)
      continue;
    const hour = new Date(Math.floor(event.occurredAt.getTime() / HOUR_MS) * HOUR_MS);
    const sku = event.sku ?? '';
    const itemSku = event.itemSku ?? sku;
    const key = JSON.stringify([hour.getTime(), event.adSetId, sku, itemSku]);
    const row: HaloSkuRow = rows.get(key) ?? {
      hour,
      adSetId: event.adSetId,
      sku,
      itemSku,
      campaignId: event.campaignId,
      companyId: event.companyId,
      catalogId: event.catalogId,
      brandId: event.brandId,
      haloSalesMicros: 0n,
      haloItemsSold: 0,
    };
    row.haloSalesMicros += event.salesMicros ?? 0n;
    row.haloItemsSold += event.quantity ?? 0;
    rows.set(key, row);
  }
  const order = (row: HaloSkuRow) => [row.hour.getTime(), row.adSetId, row.sku, row.itemSku] as const;
  return [...rows.values()].sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    for (let i = 0; i < x.length; i += 1) if (x[i]! !== y[i]!) return x[i]! < y[i]! ? -1 : 1;
    return 0;
  });
}

const haloColumns: readonly UnnestColumn<HaloSkuRow>[] = [
  ['hour', 'timestamptz', (row) => row.hour.toISOString()],
  ['ad_set_id', 'integer', (row) => row.adSetId],
  ['sku', 'text', (row) => row.sku],
  ['item_sku', 'text', (row) => row.itemSku],
  ['campaign_id', 'integer', (row) => row.campaignId],
  ['company_id', 'integer', (row) => row.companyId],
  ['catalog_id', 'integer', (row) => row.catalogId],
  ['brand_id', 'integer', (row) => row.brandId],
  ['halo_sales_micros', 'bigint', (row) => row.haloSalesMicros.toString()],
  ['halo_items_sold', 'bigint', (row) => row.haloItemsSold],
];

const addToHaloSkus = addOnConflict(
  'ad_halo_skus_hourly',
  ['hour', 'ad_set_id', 'sku', 'item_sku'],
  ['halo_sales_micros', 'halo_items_sold'],
);

/** Adds the rows (keys in a stable order, so concurrent batches lock them in one order). */
export async function upsertHaloSkus(tx: Tx, rows: readonly HaloSkuRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`insert into ad_halo_skus_hourly ${unnestRows(haloColumns, rows)} ${addToHaloSkus}`);
}
