import { formatDecimalText, type Permission, rulePermissions } from '@portal/domain';
import type { FeatureFlagName } from '@portal/domain/feature-flags';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  catalogs,
  companies,
  creditKinds,
  creditPaymentMethods,
  creditStatuses,
  currencies,
} from '../../db/schema/index';
import { parseBillingDate } from '../wallet/billing-dates';
import { listCredits } from '../wallet/list-credits';
import { listWalletTransactions } from '../wallet/list-wallet-transactions';
import { csvLine } from './csv';
import { dashboardDailyFileName, writeDashboardDailyCsv } from './dashboard-daily-export';
import {
  creditsParams,
  dashboardDailyParams,
  paramOneOf,
  paramRowId,
  paramText,
  sponsorCampaignsParams,
  walletTransactionsParams,
} from './export-params';
import { ExportTooLargeError } from './export-reasons';
import { matchingSkusParams, writeMatchingSkusCsv } from './matching-skus-export';
import {
  campaignSalesParams,
  skuPerformanceParams,
  writeCampaignSalesCsv,
  writeSkuPerformanceCsv,
} from './sku-reports-export';
import { writeSponsorCampaignsCsv } from './sponsor-campaigns-export';

/** Rows are read a page at a time; an export stops with an error past this many rows. */
export const EXPORT_MAX_ROWS = 100_000;

const PAGE = 100;

type Params = Record<string, unknown>;
export type ExportDataType = {
  /** Who may export it: its row of the domain's `rulePermissions` (staff pass). */
  permission: Permission;
  fileName: string;
  /** A CSV's own file name from its params (default: `fileName` and the day). */
  fileNameOf?: (db: Db, companyId: number, params: Params) => Promise<string>;
  /** A feature flag that must be on for it to be asked for. */
  flag?: FeatureFlagName;
  /** The filters it takes, checked before the request is stored (export-params.ts). */
  params: z.ZodType;
  /** Writes the CSV (header first) through `write`, a chunk at a time. */
  write: (db: Db, companyId: number, params: Params, write: (chunk: string) => void) => Promise<number>;
};

async function walletDigits(db: Db, companyId: number) {
  const [row] = await db
    .select({ code: companies.walletCurrency, digits: currencies.maxFractionDigits })
    .from(companies)
    .leftJoin(currencies, eq(currencies.code, companies.walletCurrency))
    .where(eq(companies.id, companyId));
  return { currency: row?.code ?? '', digits: row?.digits ?? 2 };
}

async function eachPage<T>(
  load: (page: number) => Promise<{ objects: T[]; numPages: number }>,
  visit: (row: T) => void,
) {
  let count = 0;
  for (let page = 1; ; page++) {
    const result = await load(page);
    for (const row of result.objects) {
      if (++count > EXPORT_MAX_ROWS) throw new ExportTooLargeError(EXPORT_MAX_ROWS);
      visit(row);
    }
    if (page >= result.numPages || !result.objects.length) return count;
  }
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : '');

/** Data types of `createExportRequest` (spec 1: credits and wallet transactions; later issues add theirs). */
export const exportDataTypes: Record<string, ExportDataType> = {
  credits: {
    permission: rulePermissions.exportCredits,
    fileName: 'credits',
    params: creditsParams,
    write: async (db, companyId, params, write) => {
      const { currency, digits } = await walletDigits(db, companyId);
      const args = {
        kind: paramOneOf(params.kind, creditKinds, 'kind'),
        status: paramOneOf(params.status, creditStatuses, 'status'),
        paymentMethod: paramOneOf(params.paymentMethod, creditPaymentMethods, 'paymentMethod'),
        fromDate: parseBillingDate(
          paramText(params.fromDate),
          'from',
          paramText(params.timeZone) ?? undefined,
        ),
        toDate: parseBillingDate(paramText(params.toDate), 'to', paramText(params.timeZone) ?? undefined),
        sortBy: paramText(params.sortBy),
      };
      write(
        csvLine([
          'id',
          'dateCreated',
          'kind',
          'status',
          'paymentMethod',
          'isFree',
          'currency',
          'amount',
          'amountOriginal',
          'remainAmount',
          'startDate',
          'expiryDate',
          'promotionCode',
          'description',
        ]),
      );
      return eachPage(
        (page) =>
          listCredits({
            deps: { db },
            actor: { companyId, language: paramText(params.language) },
            input: { ...args, page, pageSize: PAGE },
          }),
        (credit) =>
          write(
            csvLine([
              credit.id,
              iso(credit.dateCreated),
              credit.kind,
              credit.status,
              credit.paymentMethod,
              credit.isFree,
              currency,
              formatDecimalText(credit.amount, digits, digits),
              formatDecimalText(credit.amountOriginal, digits, digits),
              formatDecimalText(credit.remainAmount, digits, digits),
              iso(credit.startDate),
              iso(credit.expiryDate),
              credit.promotionCode,
              credit.description,
            ]),
          ),
      );
    },
  },
  wallet_transactions: {
    permission: rulePermissions.exportWalletTransactions,
    fileName: 'wallet-transactions',
    params: walletTransactionsParams,
    write: async (db, companyId, params, write) => {
      const { digits } = await walletDigits(db, companyId);
      const args = {
        fromDate: parseBillingDate(
          paramText(params.fromDate),
          'from',
          paramText(params.timeZone) ?? undefined,
        ),
        toDate: parseBillingDate(paramText(params.toDate), 'to', paramText(params.timeZone) ?? undefined),
        catalogId: paramRowId(params.catalogId, 'catalogId'),
        brandId: paramRowId(params.brandId, 'brandId'),
      };
      const catalogCodes = new Map(
        (await db.select({ id: catalogs.id, code: catalogs.code }).from(catalogs)).map((row) => [
          row.id,
          row.code,
        ]),
      );
      write(
        csvLine([
          'id',
          'chargeDate',
          'description',
          'brand',
          'catalog',
          'adType',
          'clicks',
          'impressions',
          'currency',
          'amount',
          'unpaidAmount',
          'isIncome',
          'status',
          'statusReason',
          'balanceAfter',
        ]),
      );
      return eachPage(
        (page) =>
          listWalletTransactions({
            deps: { db },
            actor: { companyId },
            input: { ...args, page, pageSize: PAGE },
          }),
        (row) =>
          write(
            csvLine([
              row.id,
              iso(row.chargeDate),
              row.description,
              row.brandName,
              row.catalogId ? catalogCodes.get(row.catalogId) : '',
              row.adType,
              row.clicks,
              row.impressions,
              row.currency,
              formatDecimalText(row.amount, digits, digits),
              formatDecimalText(row.unpaidAmount, digits, digits),
              row.isIncome,
              row.status,
              row.statusReason,
              formatDecimalText(row.balanceAfter, digits, digits),
            ]),
          ),
      );
    },
  },
  SPONSOR_CAMPAIGNS: {
    permission: rulePermissions.exportSponsorCampaigns,
    fileName: 'sponsor-campaigns',
    params: sponsorCampaignsParams,
    write: writeSponsorCampaignsCsv,
  },
  DASHBOARD_DAILY: {
    permission: rulePermissions.exportDashboardDaily,
    fileName: 'dashboard',
    fileNameOf: dashboardDailyFileName,
    flag: 'export_daily_dashboard_data',
    params: dashboardDailyParams,
    write: writeDashboardDailyCsv,
  },
  MATCHING_SKUS: {
    permission: rulePermissions.exportMatchingSkus,
    fileName: 'matching-skus',
    params: matchingSkusParams,
    write: writeMatchingSkusCsv,
  },
  SKU_PERFORMANCE: {
    permission: rulePermissions.exportSkuPerformance,
    fileName: 'sku-performance',
    flag: 'download_sku_performance_report',
    params: skuPerformanceParams,
    write: writeSkuPerformanceCsv,
  },
  CAMPAIGN_SALES: {
    permission: rulePermissions.exportCampaignSales,
    fileName: 'campaign-sales',
    flag: 'download_campaign_sales',
    params: campaignSalesParams,
    write: writeCampaignSalesCsv,
  },
};

/** CSV: one data type; ZIP: one or more, comma-separated ("credits,wallet_transactions"), one CSV each. */
export function parseDataTypes(fileType: 'CSV' | 'ZIP', dataType: string): string[] | null {
  const names = dataType
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length || names.some((name) => !(name in exportDataTypes))) return null;
  if (new Set(names).size !== names.length) return null;
  if (fileType === 'CSV' && names.length !== 1) return null;
  return names;
}
