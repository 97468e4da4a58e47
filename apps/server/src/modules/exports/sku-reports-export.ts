import { formatDecimalText } from '@portal/domain/money';
import { isCalendarDay } from '@portal/domain/zoned-day';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, currencies } from '../../db/schema/index';
import { inputErrors } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { parseDateTimeInput } from '../../graphql/scalars';
import { CAMPAIGN_SALES_MAX_ROWS, campaignSales } from '../sku-reports/campaign-sales';
import { SKU_REPORT_PAGE_SIZE, skusReportInScope } from '../sku-reports/skus-report';
import type { SortDirection } from '../sponsor-lists/list-sponsor-campaigns';
import { csvLine } from './csv';
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

/** SKU_PERFORMANCE: the dialog's arguments (skusReport's), every page. */
export const skuPerformanceParams = z.looseObject({
  campaignId: optional(isRowId, inputErrors.invalidId),
  adSetId: optional(isRowId, inputErrors.invalidId),
  adId: optional(isRowId, inputErrors.invalidId),
  startDate: optional(isInstant, inputErrors.invalidDate),
  endDate: optional(isInstant, inputErrors.invalidDate),
  sortBy: optional((value) => typeof value === 'string' && value.length <= 50, inputErrors.invalidValue),
  direction: optional((value) => value === 'asc' || value === 'desc', inputErrors.invalidValue),
});

/** CAMPAIGN_SALES: one ad set and its catalog's days (YYYY-MM-DD), all three needed. */
export const campaignSalesParams = z.looseObject({
  adSetId: required(isRowId, inputErrors.invalidId),
  fromDate: required(isDay, inputErrors.invalidDate),
  toDate: required(isDay, inputErrors.invalidDate),
});

async function walletMoney(db: Db, companyId: number) {
  const [wallet] = await db
    .select({ code: companies.walletCurrency, digits: currencies.maxFractionDigits })
    .from(companies)
    .leftJoin(currencies, eq(currencies.code, companies.walletCurrency))
    .where(eq(companies.id, companyId));
  const digits = wallet?.digits ?? 2;
  return {
    currency: wallet?.code ?? '',
    money: (micros: bigint) => formatDecimalText(micros, digits, digits),
  };
}

const skuHeader = [
  'sku',
  'name',
  'status',
  'availableSizes',
  'impressions',
  'clicks',
  'ctr',
  'conv',
  'currency',
  'costs',
  'cpc',
  'roas',
  'purchases',
  'itemsSold',
  'sales',
  'haloItemsSold',
  'haloSales',
];

/** The SKU performance dialog's table as CSV (decision 0212): the same figures, order and scope. */
export async function writeSkuPerformanceCsv(
  db: Db,
  companyId: number,
  params: Params,
  write: (chunk: string) => void,
) {
  const input = {
    campaignId: paramRowId(params.campaignId, 'campaignId')?.toString() ?? null,
    adSetId: paramRowId(params.adSetId, 'adSetId')?.toString() ?? null,
    adId: paramRowId(params.adId, 'adId')?.toString() ?? null,
    startDate: paramInstant(params.startDate, 'startDate'),
    endDate: paramInstant(params.endDate, 'endDate'),
    sortBy: paramText(params.sortBy),
    direction: paramOneOf(params.direction, ['asc', 'desc'] as const, 'direction') as SortDirection | null,
  };
  const { currency, money } = await walletMoney(db, companyId);
  write(csvLine(skuHeader));
  let count = 0;
  for (let page = 1; ; page++) {
    const result = await skusReportInScope(
      { db },
      { companyId },
      { ...input, page, pageSize: SKU_REPORT_PAGE_SIZE },
    );
    for (const row of result.objects) {
      if (++count > MAX_ROWS) throw new ExportTooLargeError(MAX_ROWS);
      const r = row.report;
      write(
        csvLine([
          row.sku,
          row.name,
          row.status,
          row.availableSizes.join(' '),
          r.impressions,
          r.clicks,
          r.ctr,
          r.conv,
          currency,
          money(r.costsMicros),
          money(r.cpcMicros),
          r.roas,
          r.purchases,
          r.itemsSold,
          money(r.click7SalesMicros),
          r.haloItemsSold,
          money(r.haloSalesMicros),
        ]),
      );
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
