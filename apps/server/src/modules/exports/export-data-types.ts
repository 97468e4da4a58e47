import { formatDecimalText, type RoleName } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { catalogs, companies, currencies } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';
import { parseBillingDate } from '../wallet/billing-dates';
import { listCredits } from '../wallet/list-credits';
import { listWalletTransactions } from '../wallet/list-wallet-transactions';
import { csvLine } from './csv';
import { creditsParams, sponsorCampaignsParams, walletTransactionsParams } from './export-params';
import { ExportTooLargeError } from './export-reasons';
import { writeSponsorCampaignsCsv } from './sponsor-campaigns-export';

/** Rows are read a page at a time; an export stops with an error past this many rows. */
export const EXPORT_MAX_ROWS = 100_000;

const PAGE = 100;

type Params = Record<string, unknown>;
export type ExportDataType = {
  /** Who may export it (staff pass). */
  roles: readonly RoleName[];
  fileName: string;
  /** The filters it takes, checked before the request is stored (export-params.ts). */
  params: z.ZodType;
  /** Writes the CSV (header first) through `write`, a chunk at a time. */
  write: (db: Db, companyId: number, params: Params, write: (chunk: string) => void) => Promise<number>;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const id = (value: unknown) => {
  if (value === null || value === undefined || value === '') return null;
  const number = parseRowId(value);
  if (number === null) throw new Error(`Invalid id: ${String(value)}`);
  return number;
};
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], name: string): T | null => {
  const chosen = text(value);
  if (chosen === null) return null;
  if (!allowed.includes(chosen as T)) throw new Error(`Invalid ${name}: ${chosen}`);
  return chosen as T;
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
    roles: ['OWNER'],
    fileName: 'credits',
    params: creditsParams,
    write: async (db, companyId, params, write) => {
      const { currency, digits } = await walletDigits(db, companyId);
      const args = {
        kind: oneOf(params.kind, ['MP_MARKETING', 'TOPUP', 'PROMOTION', 'MANUAL'] as const, 'kind'),
        status: oneOf(
          params.status,
          ['REQUESTED', 'PAID', 'IN_USE', 'USED_UP', 'EXPIRED'] as const,
          'status',
        ),
        paymentMethod: oneOf(
          params.paymentMethod,
          ['CARD', 'WIRE_TRANSFER', 'MANUAL', 'SELLER_CENTER', 'CREDIT_NOTE'] as const,
          'paymentMethod',
        ),
        fromDate: parseBillingDate(text(params.fromDate), 'from', text(params.timeZone) ?? undefined),
        toDate: parseBillingDate(text(params.toDate), 'to', text(params.timeZone) ?? undefined),
        sortBy: text(params.sortBy),
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
        (page) => listCredits({ db, companyId, args: { ...args, page, pageSize: PAGE } }),
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
    roles: ['OWNER'],
    fileName: 'wallet-transactions',
    params: walletTransactionsParams,
    write: async (db, companyId, params, write) => {
      const { digits } = await walletDigits(db, companyId);
      const args = {
        fromDate: parseBillingDate(text(params.fromDate), 'from', text(params.timeZone) ?? undefined),
        toDate: parseBillingDate(text(params.toDate), 'to', text(params.timeZone) ?? undefined),
        catalogId: id(params.catalogId),
        brandId: id(params.brandId),
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
        (page) => listWalletTransactions({ db, companyId, args: { ...args, page, pageSize: PAGE } }),
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
    roles: ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'],
    fileName: 'sponsor-campaigns',
    params: sponsorCampaignsParams,
    write: writeSponsorCampaignsCsv,
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
