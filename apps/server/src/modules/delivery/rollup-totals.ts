import type { SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import { sql } from 'drizzle-orm';
import type { Tx } from '../wallet/ledger';
import { utcDay } from './daily-rollup';
import { figureColumns, type RollupFigures, type RollupRow, rollupCounters } from './rollup';
import { addOnConflict, type UnnestColumn, unnestRows } from './unnest-rows';

/**
 * The coarse rollups (decision 0222), cut from the batch's hourly rows right after them: per UTC hour of
 * company, catalog, brand and ad type (`ad_rollups_brand_hourly`, the chart), and per UTC day and UTC month
 * of the same and the search term (`ad_rollups_term_daily`, `_monthly`, the search-term summary). Each is
 * grouped and sorted by its key before one `unnest` upsert, so concurrent batches lock rows in one order.
 */

type Owner = { companyId: number; catalogId: number; brandId: number; adType: SponsorAdType };
export type BrandHourlyRow = Owner & RollupFigures & { hour: string };
export type TermRow = Owner & RollupFigures & { period: string; searchTerm: string };

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** The rows summed per `keyOf` (a tuple: the table's key in its column order), sorted by that key (pure). */
function sumBy<Out extends RollupFigures>(
  rows: readonly RollupRow[],
  keyOf: (row: RollupRow) => readonly (string | number)[],
  make: (row: RollupRow) => Out,
): Out[] {
  const sums = new Map<string, { key: readonly (string | number)[]; out: Out }>();
  for (const row of rows) {
    const key = keyOf(row);
    const id = JSON.stringify(key);
    const entry = sums.get(id);
    if (!entry) {
      const out = make(row);
      for (const counter of rollupCounters) (out[counter] as number | bigint) = row[counter];
      sums.set(id, { key, out });
      continue;
    }
    for (const counter of rollupCounters)
      (entry.out[counter] as number | bigint) =
        typeof row[counter] === 'bigint'
          ? (entry.out[counter] as bigint) + (row[counter] as bigint)
          : (entry.out[counter] as number) + (row[counter] as number);
  }
  return [...sums.values()]
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i += 1) {
        const order = compare(a.key[i]!, b.key[i]!);
        if (order) return order;
      }
      return 0;
    })
    .map((entry) => entry.out);
}

/** The ad types of the rows' campaigns (a campaign's ad type never changes). */
export async function campaignAdTypes(
  tx: Tx,
  rows: readonly RollupRow[],
): Promise<Map<number, SponsorAdType>> {
  const ids = [...new Set(rows.map((row) => row.campaignId))];
  if (ids.length === 0) return new Map();
  const result = await tx.execute<{ id: number; ad_type: SponsorAdType }>(
    sql`select id, ad_type from sponsor_campaigns where id = any(${sql.param(ids)}::int[])`,
  );
  return new Map(result.rows.map((row) => [Number(row.id), row.ad_type]));
}

const ownerOf = (row: RollupRow, adTypes: ReadonlyMap<number, SponsorAdType>): Owner => {
  const adType = adTypes.get(row.campaignId);
  if (!adType) throw new Error(`rollup row of unknown campaign ${row.campaignId}`);
  return { companyId: row.companyId, catalogId: row.catalogId, brandId: row.brandId, adType };
};
const ownerKey = (o: Owner) => [o.companyId, o.catalogId, o.brandId, o.adType] as const;

/** The brand-hourly rows the hourly rows add (pure). */
export function brandHourlyRows(
  rows: readonly RollupRow[],
  adTypes: ReadonlyMap<number, SponsorAdType>,
): BrandHourlyRow[] {
  return sumBy(
    rows,
    (row) => [row.hour.toISOString(), ...ownerKey(ownerOf(row, adTypes))],
    (row) => ({ hour: row.hour.toISOString(), ...ownerOf(row, adTypes) }) as BrandHourlyRow,
  );
}

/** The first day of an instant's UTC month. */
const utcMonth = (at: Date) => `${utcDay(at).slice(0, 7)}-01`;

/** The search-term rows per UTC day or month the hourly rows add (pure). */
export function termRows(
  rows: readonly RollupRow[],
  adTypes: ReadonlyMap<number, SponsorAdType>,
  period: 'day' | 'month',
): TermRow[] {
  const periodOf = period === 'day' ? utcDay : utcMonth;
  return sumBy(
    rows,
    (row) => [periodOf(row.hour), ...ownerKey(ownerOf(row, adTypes)), row.searchTerm ?? ''],
    (row) =>
      ({ period: periodOf(row.hour), ...ownerOf(row, adTypes), searchTerm: row.searchTerm ?? '' }) as TermRow,
  );
}

const ownerColumns: readonly UnnestColumn<Owner>[] = [
  ['company_id', 'integer', (row) => row.companyId],
  ['catalog_id', 'integer', (row) => row.catalogId],
  ['brand_id', 'integer', (row) => row.brandId],
  ['ad_type', 'text', (row) => row.adType],
];
const figureNames = figureColumns.map(([name]) => name);
const brandHourlyColumns: readonly UnnestColumn<BrandHourlyRow>[] = [
  ['hour', 'timestamptz', (row) => row.hour],
  ...ownerColumns,
  ...figureColumns,
];
const termColumns = (period: string): readonly UnnestColumn<TermRow>[] => [
  [period, 'date', (row) => row.period],
  ...ownerColumns,
  ['search_term', 'text', (row) => row.searchTerm],
  ...figureColumns,
];
const owned = ['company_id', 'catalog_id', 'brand_id', 'ad_type'];

const tables = {
  brandHourly: {
    columns: brandHourlyColumns,
    onConflict: addOnConflict('ad_rollups_brand_hourly', ['hour', ...owned], figureNames),
  },
  day: {
    columns: termColumns('day'),
    onConflict: addOnConflict('ad_rollups_term_daily', ['day', ...owned, 'search_term'], figureNames),
  },
  month: {
    columns: termColumns('month'),
    onConflict: addOnConflict('ad_rollups_term_monthly', ['month', ...owned, 'search_term'], figureNames),
  },
};

/**
 * Adds the hourly rows' coarse sums: brand hours, then term days, then term months (every batch locks them in
 * this order, each table's rows in key order, after its hourly and daily rows).
 */
export async function upsertRollupTotals(tx: Tx, rows: readonly RollupRow[]): Promise<void> {
  if (rows.length === 0) return;
  const adTypes = await campaignAdTypes(tx, rows);
  const { brandHourly, day, month } = tables;
  await tx.execute(
    sql`insert into ad_rollups_brand_hourly ${unnestRows(brandHourly.columns, brandHourlyRows(rows, adTypes))} ${brandHourly.onConflict}`,
  );
  await tx.execute(
    sql`insert into ad_rollups_term_daily ${unnestRows(day.columns, termRows(rows, adTypes, 'day'))} ${day.onConflict}`,
  );
  await tx.execute(
    sql`insert into ad_rollups_term_monthly ${unnestRows(month.columns, termRows(rows, adTypes, 'month'))} ${month.onConflict}`,
  );
}
