import type { DecisionRequest, DecisionResponse } from '@portal/domain/delivery-api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adTrafficHourly } from '../../db/schema/index';

/**
 * The marketplace's traffic as decisions saw it (`ad_traffic_hourly`): per hour (UTC), catalog, platform,
 * page type, category and search term, how many pages asked, how many product slots and banner slots they
 * had, and how many ads they were given. Forecasts and diagnostics read it (issue 14). Counted in memory
 * (a decision reads no table and writes none) and added to the table in one upsert per flush.
 */
export type TrafficRow = typeof adTrafficHourly.$inferInsert & {
  hour: Date;
  requests: number;
  productSlots: number;
  productAdsServed: number;
  bannerSlots: number;
  bannerAdsServed: number;
};

const HOUR_MS = 3_600_000;

/** How a search term is kept: trimmed, lower-cased, inner spaces collapsed ('' for none). */
export function trafficSearchTerm(term: string | undefined): string {
  return (term ?? '').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 256);
}

/** The row's identity in `ad_traffic_hourly` (hour, catalog, platform, page type, category, search term). */
export function trafficKey(row: TrafficRow): string {
  return `${row.hour.getTime()}|${row.catalogId}|${row.platform}|${row.pageType}|${row.categoryId}|${row.searchTerm}`;
}

export class TrafficCounts {
  private rows = new Map<string, TrafficRow>();

  /** Counts one answered decision at `at`. */
  count(request: DecisionRequest, response: DecisionResponse, at: Date): void {
    this.add({
      hour: new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS),
      catalogId: request.catalogId,
      platform: request.platform,
      pageType: request.pageType,
      categoryId: request.categoryId ?? 0,
      searchTerm: request.pageType === 'SEARCH' ? trafficSearchTerm(request.searchTerm) : '',
      requests: 1,
      productSlots: request.slots.products,
      productAdsServed: response.products.length,
      bannerSlots: request.slots.banners.length,
      bannerAdsServed: response.banners.length,
    });
  }

  /** Adds rows counted before (a flush that failed puts its rows back). */
  merge(rows: readonly TrafficRow[]): void {
    for (const row of rows) this.add(row);
  }

  private add(counted: TrafficRow): void {
    const key = trafficKey(counted);
    const row = this.rows.get(key);
    if (!row) {
      this.rows.set(key, { ...counted });
      return;
    }
    row.requests += counted.requests;
    row.productSlots += counted.productSlots;
    row.productAdsServed += counted.productAdsServed;
    row.bannerSlots += counted.bannerSlots;
    row.bannerAdsServed += counted.bannerAdsServed;
  }

  /** The counts so far, sorted by key (concurrent flushes lock rows in one order); the counter restarts. */
  take(): TrafficRow[] {
    const rows = [...this.rows.values()];
    this.rows = new Map();
    const order = (row: TrafficRow) =>
      [
        row.hour.getTime(),
        row.catalogId,
        row.platform,
        row.pageType,
        row.categoryId,
        row.searchTerm,
      ] as const;
    return rows.sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      for (let i = 0; i < x.length; i += 1) if (x[i]! !== y[i]!) return x[i]! < y[i]! ? -1 : 1;
      return 0;
    });
  }
}

const CHUNK = 1_000;

/** Adds counts to `ad_traffic_hourly`, all or none: one transaction over its chunks of CHUNK rows. */
export async function addTraffic(db: Db, rows: readonly TrafficRow[]): Promise<void> {
  if (rows.length === 0) return;
  const add = (column: string) => sql.raw(`"ad_traffic_hourly"."${column}" + excluded."${column}"`);
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx
        .insert(adTrafficHourly)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: [
            adTrafficHourly.hour,
            adTrafficHourly.catalogId,
            adTrafficHourly.platform,
            adTrafficHourly.pageType,
            adTrafficHourly.categoryId,
            adTrafficHourly.searchTerm,
          ],
          set: {
            requests: add('requests'),
            productSlots: add('product_slots'),
            productAdsServed: add('product_ads_served'),
            bannerSlots: add('banner_slots'),
            bannerAdsServed: add('banner_ads_served'),
          },
        });
    }
  });
}
