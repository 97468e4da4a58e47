import { sql } from 'drizzle-orm';
import type { Tx } from '../wallet/ledger';
import { figureColumns, type RollupRow, rollupCounters } from './rollup';
import { addOnConflict, type UnnestColumn, unnestRows } from './unnest-rows';

/**
 * The daily rollup (decision 0220): the hourly rollup's rows summed per UTC day, ad set, platform and banner
 * type (no SKU, no search term), added in the same transaction as the hourly rows, right after them, so
 * every UTC day of `ad_rollups_daily` sums exactly the hourly rows of that day. The dashboard's long ranges
 * read it for their whole UTC days.
 */

export type DailyRollupRow = Omit<RollupRow, 'hour' | 'sku' | 'searchTerm'> & { day: string };

const DAY_MS = 86_400_000;

/** The UTC date (`YYYY-MM-DD`) of an instant. */
export const utcDay = (at: Date) =>
  new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/** The daily rows the hourly rows add, grouped by the daily key and sorted by it (pure). */
export function dailyRollupRows(rows: readonly RollupRow[]): DailyRollupRow[] {
  const days = new Map<string, DailyRollupRow>();
  for (const row of rows) {
    const day = utcDay(row.hour);
    const platform = row.platform ?? '';
    const bannerType = row.bannerType ?? '';
    const key = JSON.stringify([day, row.adSetId, platform, bannerType]);
    const sum = days.get(key);
    if (!sum) {
      const { hour: _hour, sku: _sku, searchTerm: _term, ...rest } = row;
      days.set(key, { ...rest, day, platform, bannerType });
      continue;
    }
    for (const counter of rollupCounters) (sum[counter] as number | bigint) = add(sum[counter], row[counter]);
  }
  return [...days.values()].sort(
    (a, b) =>
      compare(a.day, b.day) ||
      a.adSetId - b.adSetId ||
      compare(a.platform ?? '', b.platform ?? '') ||
      compare(a.bannerType ?? '', b.bannerType ?? ''),
  );
}

function add(a: number | bigint, b: number | bigint): number | bigint {
  return typeof a === 'bigint' ? a + (b as bigint) : a + (b as number);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const dailyColumns: readonly UnnestColumn<DailyRollupRow>[] = [
  ['day', 'date', (row) => row.day],
  ['ad_set_id', 'integer', (row) => row.adSetId],
  ['platform', 'text', (row) => row.platform ?? ''],
  ['banner_type', 'text', (row) => row.bannerType ?? ''],
  ['campaign_id', 'integer', (row) => row.campaignId],
  ['company_id', 'integer', (row) => row.companyId],
  ['catalog_id', 'integer', (row) => row.catalogId],
  ['brand_id', 'integer', (row) => row.brandId],
  ...figureColumns,
];

const addToDaily = addOnConflict(
  'ad_rollups_daily',
  ['day', 'ad_set_id', 'platform', 'banner_type'],
  figureColumns.map(([name]) => name),
);

/**
 * Adds the hourly rows' daily sums in one statement, keys sorted, after the hourly upsert of the same batch:
 * every batch locks hourly rows, then daily rows, each in key order, so concurrent batches never deadlock.
 */
export async function upsertDailyRollups(tx: Tx, rows: readonly RollupRow[]): Promise<void> {
  const daily = dailyRollupRows(rows);
  if (daily.length === 0) return;
  await tx.execute(sql`insert into ad_rollups_daily ${unnestRows(dailyColumns, daily)} ${addToDaily}`);
}
