import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { credits } from '../../db/schema/index';
import { type Paged, pageWindow, toPaged } from '../../graphql/paged';
import { creditDescription } from './credit-description';
import type { CreditRow } from './credit-wallet';
import { lotRemaining } from './ledger';

export type CreditListItem = CreditRow & { remainAmount: bigint; timeZone: string };

/**
 * The zone a lot's days are shown in: the day of the document that issued it (decision 0171: a document's
 * day is its retailer's, the catalog's `time_zone`), so a top-up is dated the same in Credits, in the
 * invoices list and on its PDF. The lot's invoice's retailer, else the retailer of the credit note that
 * granted it, else the retailer that numbers the company's invoices (the catalog of the wallet currency,
 * decision 0053); UTC when none is known. Spelled in SQL with qualified names, as lotRemaining.
 */
export const lotTimeZone = () =>
  sql<string>`coalesce(
    (select c.time_zone from invoices i join catalogs c on c.id = i.catalog_id
      where i.credit_id = "credits"."id" order by i.id limit 1),
    (select c.time_zone from credit_notes n join catalogs c on c.id = n.catalog_id
      where n.credit_id = "credits"."id" order by n.id limit 1),
    (select c.time_zone from catalogs c join companies co on co.wallet_currency = c.currency_code
      where co.id = "credits"."company_id" order by c.id limit 1),
    'UTC')`;

/** One lot's zone (lotTimeZone) where a lot comes without it (a staff posting's answer). */
export async function creditTimeZone({
  deps: { db },
  input: { creditId },
}: {
  deps: { db: Db };
  input: { creditId: number };
}): Promise<string> {
  const [row] = await db.select({ timeZone: lotTimeZone() }).from(credits).where(eq(credits.id, creditId));
  return row?.timeZone ?? 'UTC';
}

export type ListCreditsArgs = {
  kind?: CreditRow['kind'] | null;
  status?: CreditRow['status'] | null;
  paymentMethod?: CreditRow['paymentMethod'] | null;
  fromDate?: Date | null;
  toDate?: Date | null;
  page?: number | null;
  pageSize?: number | null;
  sortBy?: string | null;
};

export const CREDITS_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

const remaining = lotRemaining();
const sortColumns = {
  dateCreated: credits.dateCreated,
  kind: credits.kind,
  amount: credits.amount,
  amountOriginal: credits.amountOriginal,
  startDate: credits.startDate,
  expiryDate: credits.expiryDate,
  remainAmount: remaining,
  status: credits.status,
  paymentMethod: credits.paymentMethod,
} as const;

/** `sortBy` is a field name, '-' first for descending; unknown names fall back to newest first. */
function ordering(sortBy: string | null | undefined): SQL[] {
  const descending = sortBy?.startsWith('-') ?? false;
  const name = (sortBy ?? '').replace(/^-/, '') as keyof typeof sortColumns;
  const column = sortColumns[name];
  if (!column) return [desc(credits.dateCreated), desc(credits.id)];
  return [descending ? desc(column) : asc(column), descending ? desc(credits.id) : asc(credits.id)];
}

/**
 * listCredits: the company's lots with what is left of each, filtered by kind, status, method and creation date;
 * descriptions in the reader's `language` (credit-description.ts), as they are without one.
 */
export async function listCredits({
  deps: { db },
  actor: { companyId, language },
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number; language?: string | null };
  input: ListCreditsArgs;
}): Promise<Paged<CreditListItem>> {
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, input.pageSize ?? CREDITS_PAGE_SIZE));
  const window = pageWindow(input.page, pageSize);
  const where = and(
    eq(credits.companyId, companyId),
    input.kind ? eq(credits.kind, input.kind) : undefined,
    input.status ? eq(credits.status, input.status) : undefined,
    input.paymentMethod ? eq(credits.paymentMethod, input.paymentMethod) : undefined,
    input.fromDate ? gte(credits.dateCreated, input.fromDate) : undefined,
    input.toDate ? lt(credits.dateCreated, input.toDate) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(credits).where(where);
  const rows = await db
    .select({ credit: credits, remainAmount: remaining, timeZone: lotTimeZone() })
    .from(credits)
    .where(where)
    .orderBy(...ordering(input.sortBy))
    .limit(window.limit)
    .offset(window.offset);
  const objects = rows.map((row) => ({
    ...row.credit,
    description: creditDescription(row.credit.description, language),
    remainAmount: BigInt(row.remainAmount),
    timeZone: row.timeZone,
  }));
  return toPaged(objects, total?.value ?? 0, window.page, pageSize);
}
