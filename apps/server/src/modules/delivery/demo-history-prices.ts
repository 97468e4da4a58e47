import { type PriceChangeRow, type PriceTimeline, priceTimeline } from '@portal/domain/price-state';
import type { Db } from '../../db/client';
import { readPriceChanges } from '../catalog/read-price-changes';

/** Each catalog's SKUs with their price timelines (a SKU without price history has none). */
export type CatalogPriceTimelines = ReadonlyMap<number, ReadonlyMap<string, PriceTimeline>>;

/**
 * The price timelines of the catalogs' products as published up to `until` (the history's end: nothing
 * later is in effect in it), so the demo history's purchases pay the price in effect (decision 0277). An
 * unknown change type is skipped, as in the SKU price-history chart (which logs it; the seed writes none).
 */
export async function loadPriceTimelines(
  db: Db,
  catalogIds: readonly number[],
  until: Date,
): Promise<CatalogPriceTimelines> {
  if (catalogIds.length === 0) return new Map();
  const byCatalog = new Map<number, Map<string, PriceChangeRow[]>>();
  for (const row of await readPriceChanges(db, { catalogIds, until })) {
    const skus = byCatalog.get(row.catalogId) ?? new Map<string, PriceChangeRow[]>();
    byCatalog.set(row.catalogId, skus);
    const rows = skus.get(row.sku);
    if (rows) rows.push(row);
    else skus.set(row.sku, [row]);
  }
  return new Map(
    [...byCatalog].map(([catalogId, skus]) => [
      catalogId,
      new Map([...skus].map(([sku, rows]) => [sku, priceTimeline(rows, () => {})])),
    ]),
  );
}
