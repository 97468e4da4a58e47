import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { credits } from '../../db/schema/index';
import { type Paged, pageWindow, toPaged } from '../../graphql/paged';
import type { CreditRow } from './credit-wallet';
import { lotRemaining } from './ledger';

export type CreditListItem = CreditRow & { remainAmount: bigint };

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

/** listCredits: the company's lots with what is left of each, filtered by kind, status, method and creation date. */
export async function listCredits({
  deps: { db },
  actor: { companyId },
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
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
    .select({ credit: credits, remainAmount: remaining })
    .from(credits)
    .where(where)
    .orderBy(...ordering(input.sortBy))
    .limit(window.limit)
    .offset(window.offset);
  const objects = rows.map((row) => ({ ...row.credit, remainAmount: BigInt(row.remainAmount) }));
  return toPaged(objects, total?.value ?? 0, window.page, pageSize);
}
