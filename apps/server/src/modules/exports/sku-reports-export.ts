import { withHalo } from '@portal/domain/sponsor-metrics';
import { isCalendarDay } from '@portal/domain/zoned-day';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, currencies } from '../../db/schema/index';
import { DomainError, encodeMessage, inputErrors } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { parseDateTimeInput } from '../../graphql/scalars';
import { getFeatureFlag } from '../platform/feature-flags';
import { CAMPAIGN_SALES_MAX_ROWS, campaignSales } from '../sku-reports/campaign-sales';
import { dayRange, instantRange, ownerArgs, skuReportErrors } from '../sku-reports/sku-report-args';
import {
  SKU_REPORT_PAGE_SIZE,
  type SkuReportRow,
  skuSortKeys,
  skusReportInScope,
} from '../sku-reports/skus-report';
import type { SortDirection } from '../sponsor-lists/list-sponsor-campaigns';
import { csvLine, csvPercent, csvReportMoney } from './csv';
import { paramInstant, paramOneOf, paramRowId, paramText } from './export-params';
import { ExportTooLargeError } from './export-reasons';

type Params = Record<string, unknown>;
const MAX_ROWS = 100_000;

const optional = (isValid: (value: unknown) => boolean, message: string) =>
  z
    .unknown()
    .refine((value) => value === null || value === undefined || value === '' || isValid(value), { message })
    .optional();
const required = (isValid: (value: unknown) => boolean, message: string) =>
  z.unknown().refine(isValid, { message });
const isInstant = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    parseDateTimeInput(value.trim());
    return true;
  } catch {
    return false;
  }
};
const isRowId = (value: unknown) => parseRowId(value) !== null;
const isDay = (value: unknown) => typeof value === 'string' && isCalendarDay(value.trim());

/**
 * The use case's own argument rules (sku-report-args.ts: an owner, a range in order and not too long), run on
 * the params so that a breach is a field error when the export is asked for (decision 0213), not a job that
 * fails later with a generic reason. A malformed single value is left to the field checks: only `codes` count.
 */
function useCaseRules(check: (params: Params) => unknown, codes: readonly string[]) {
  return (params: Params, ctx: z.RefinementCtx) => {
    try {
      check(params);
    } catch (error) {
      if (!(error instanceof DomainError) || !codes.includes(error.code)) return;
      ctx.addIssue({
        code: 'custom',
        message: encodeMessage(error.code, error.values),
        path: error.field ? [error.field] : [],
      });
    }
  };
}

const skuSorts: readonly string[] = ['sku', 'name', 'status', ...skuSortKeys];

/** SKU_PERFORMANCE: the dialog's arguments (skusReport's), every page; a campaign, ad set or ad is needed. */
export const skuPerformanceParams = z
  .looseObject({
    campaignId: optional(isRowId, inputErrors.invalidId),
    adSetId: optional(isRowId, inputErrors.invalidId),
    adId: optional(isRowId, inputErrors.invalidId),
    startDate: optional(isInstant, inputErrors.invalidDate),
    endDate: optional(isInstant, inputErrors.invalidDate),
    sortBy: optional(
      (value) => typeof value === 'string' && skuSorts.includes(value.trim()),
      inputErrors.invalidValue,
    ),
    direction: optional((value) => value === 'asc' || value === 'desc', inputErrors.invalidValue),
  })
  .superRefine(
    useCaseRules(
      (params) => {
        ownerArgs(ownerOf(params));
        instantRange(paramInstant(params.startDate, 'startDate'), paramInstant(params.endDate, 'endDate'));
      },
      [skuReportErrors.ownerRequired, skuReportErrors.rangeReversed],
    ),
  );

/** CAMPAIGN_SALES: one ad set and its catalog's days (YYYY-MM-DD), all three needed, in order, at most MAX_HISTORY_DAYS (3,660) days. */
export const campaignSalesParams = z
  .looseObject({
    adSetId: required(isRowId, inputErrors.invalidId),
    fromDate: required(isDay, inputErrors.invalidDate),
    toDate: required(isDay, inputErrors.invalidDate),
  })
  .superRefine(
    useCaseRules(
      (params) => dayRange(String(params.fromDate), String(params.toDate)),
      [skuReportErrors.rangeReversed, skuReportErrors.rangeTooLong],
    ),
  );

/** The report's owner from the params: row ids as text, null for none. */
function ownerOf(params: Params) {
  return {
    campaignId: paramRowId(params.campaignId, 'campaignId')?.toString() ?? null,
    adSetId: paramRowId(params.adSetId, 'adSetId')?.toString() ?? null,
    adId: paramRowId(params.adId, 'adId')?.toString() ?? null,
  };
}

async function walletMoney(db: Db, companyId: number) {
  const [wallet] = await db
    .select({ code: companies.walletCurrency, digits: currencies.maxFractionDigits })
    .from(companies)
    .leftJoin(currencies, eq(currencies.code, companies.walletCurrency))
    .where(eq(companies.id, companyId));
  const digits = wallet?.digits ?? 2;
  return {
    currency: wallet?.code ?? '',
    money: csvReportMoney(digits),
  };
}

type SkuColumn = [name: string, cell: (row: SkuReportRow) => string | number | null];

/**
 * The dialog's columns (web sku-columns.tsx), in the file's order. `purchases` and the figures with halo added
 * are the dialog's only while the flag `additional_sku_performance_metrics` is on, and so the file's.
 */
function skuColumns(money: (micros: bigint) => string, currency: string, isAdditional: boolean): SkuColumn[] {
  const r = (row: SkuReportRow) => row.report;
  return [
    ['sku', (row) => row.sku],
    ['name', (row) => row.name],
    ['status', (row) => row.status],
    ['availableSizes', (row) => row.availableSizes.join(' ')],
    ['impressions', (row) => r(row).impressions],
    ['clicks', (row) => r(row).clicks],
    ['ctr', (row) => csvPercent(r(row).ctr)],
    ['conv', (row) => csvPercent(r(row).conv)],
    ['currency', () => currency],
    ['costs', (row) => money(r(row).costsMicros)],
    ['cpc', (row) => money(r(row).cpcMicros)],
    ['roas', (row) => csvPercent(r(row).roas)],
    ...(isAdditional ? [['purchases', (row) => r(row).purchases] satisfies SkuColumn] : []),
    ['itemsSold', (row) => r(row).itemsSold],
    ['sales', (row) => money(r(row).click7SalesMicros)],
    ['haloItemsSold', (row) => r(row).haloItemsSold],
    ['haloSales', (row) => money(r(row).haloSalesMicros)],
    ...(isAdditional
      ? ([
          ['totalSales', (row) => money(withHalo(r(row).click7SalesMicros, r(row).haloSalesMicros))],
          ['totalItemsSold', (row) => withHalo(r(row).itemsSold, r(row).haloItemsSold)],
        ] satisfies SkuColumn[])
      : []),
  ];
}

/** The SKU performance dialog's table as CSV (decision 0214): the same figures, columns, order and scope. */
export async function writeSkuPerformanceCsv(
  db: Db,
  companyId: number,
  params: Params,
  write: (chunk: string) => void,
) {
  const input = {
    ...ownerOf(params),
    startDate: paramInstant(params.startDate, 'startDate'),
    endDate: paramInstant(params.endDate, 'endDate'),
    sortBy: paramText(params.sortBy),
    direction: paramOneOf(params.direction, ['asc', 'desc'] as const, 'direction') as SortDirection | null,
  };
  const { currency, money } = await walletMoney(db, companyId);
  // Read when the file is made, as the dialog reads it when it is drawn.
  const flag = await getFeatureFlag({ deps: { db }, input: { name: 'additional_sku_performance_metrics' } });
  const columns = skuColumns(money, currency, flag?.isActive ?? false);
  write(csvLine(columns.map(([name]) => name)));
  let count = 0;
  for (let page = 1; ; page++) {
    const result = await skusReportInScope(
      { db },
      { companyId },
      { ...input, page, pageSize: SKU_REPORT_PAGE_SIZE },
    );
    for (const row of result.objects) {
      if (++count > MAX_ROWS) throw new ExportTooLargeError(MAX_ROWS);
      write(csvLine(columns.map(([, cell]) => cell(row))));
    }
    if (page >= result.numPages || !result.objects.length) return count;
  }
}

const salesHeader = [
  'date',
  'sku',
  'name',
  'impressions',
  'clicks',
  'currency',
  'costs',
  'purchases',
  'itemsSold',
  'sales',
  'haloItemsSold',
  'haloSales',
];

/** Download sales (decision 0213): one ad set's sales per catalog day and SKU, from the rollups. */
export async function writeCampaignSalesCsv(
  db: Db,
  companyId: number,
  params: Params,
  write: (chunk: string) => void,
) {
  const { rows } = await campaignSales(
    { db },
    { companyId },
    {
      adSetId: paramRowId(params.adSetId, 'adSetId'),
      fromDate: paramText(params.fromDate) ?? '',
      toDate: paramText(params.toDate) ?? '',
    },
  );
  if (rows.length > CAMPAIGN_SALES_MAX_ROWS) throw new ExportTooLargeError(CAMPAIGN_SALES_MAX_ROWS);
  const { currency, money } = await walletMoney(db, companyId);
  write(csvLine(salesHeader));
  for (const row of rows)
    write(
      csvLine([
        row.day,
        row.sku,
        row.name,
        row.impressions,
        row.clicks,
        currency,
        money(row.costsMicros),
        row.purchases,
        row.itemsSold,
        money(row.salesMicros),
        row.haloItemsSold,
        money(row.haloSalesMicros),
      ]),
    );
  return rows.length;
}
