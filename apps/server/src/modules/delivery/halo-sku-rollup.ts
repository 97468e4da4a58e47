import { sql } from 'drizzle-orm';
import { adHaloSkusHourly } from '../../db/schema/index';
import type { Tx } from '../wallet/ledger';
import type { AdEventInsert } from './attribute-purchase';

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

/** Adds the rows (keys in a stable order, so concurrent batches lock them in one order). */
export async function upsertHaloSkus(tx: Tx, rows: readonly HaloSkuRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(adHaloSkusHourly)
    .values([...rows])
    .onConflictDoUpdate({
      target: [
        adHaloSkusHourly.hour,
        adHaloSkusHourly.adSetId,
        adHaloSkusHourly.sku,
        adHaloSkusHourly.itemSku,
      ],
      set: {
        haloSalesMicros: sql`${adHaloSkusHourly.haloSalesMicros} + excluded.halo_sales_micros`,
        haloItemsSold: sql`${adHaloSkusHourly.haloItemsSold} + excluded.halo_items_sold`,
      },
    });
}
