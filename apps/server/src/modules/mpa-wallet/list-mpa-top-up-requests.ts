import type { MpaTopUpMethod, MpaTopUpStatus } from '@portal/domain/mpa-top-up';
import { addDays, isCalendarDay, startOfZonedDay } from '@portal/domain/zoned-day';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { mpaTopUpRequests } from '../../db/schema/index';
import { DomainError, inputErrors } from '../../graphql/errors';
import { type Paged, pageWindow, toPaged } from '../../graphql/paged';
import { type SellerCall, sellerOf } from '../meta-ads/meta-scope';
import { type MpaTopUpView, withInvoices } from './mpa-top-up-rows';

export const MPA_TOP_UP_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

export type ListMpaTopUpArgs = {
  fromDate?: string | null;
  toDate?: string | null;
  method?: MpaTopUpMethod | null;
  status?: MpaTopUpStatus | null;
  page?: number | null;
  pageSize?: number | null;
};

export type MpaTopUpPage = Paged<MpaTopUpView> & { hasNext: boolean; hasPrev: boolean };

/** A filter day: strict YYYY-MM-DD, else bad input on its argument. */
function filterDay(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!isCalendarDay(value)) throw new DomainError(inputErrors.invalidDate, field);
  return value;
}

/**
 * mpaTopUpRequests (spec 3 §9): a seller's top-ups, newest first, filtered by method, status and creation
 * day; days are the seller's catalog calendar (decision 0230), `toDate` included.
 */
export async function listMpaTopUpRequests({
  deps,
  actor,
  input,
}: SellerCall<ListMpaTopUpArgs>): Promise<MpaTopUpPage> {
  const { db } = deps;
  const seller = await sellerOf(deps, actor, input.sellerId);
  const from = filterDay(input.fromDate, 'fromDate');
  const to = filterDay(input.toDate, 'toDate');
  if (from && to && from > to) throw new DomainError(inputErrors.invalidDate, 'toDate');
  const pageSize = input.pageSize ?? MPA_TOP_UP_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new DomainError(inputErrors.numberOutOfRange, 'pageSize');
  const zone = seller.catalog.timeZone;
  const conditions: SQL[] = [
    eq(mpaTopUpRequests.companyId, actor.companyId),
    eq(mpaTopUpRequests.sellerId, seller.id),
  ];
  if (from) conditions.push(gte(mpaTopUpRequests.dateCreated, startOfZonedDay(from, zone)));
  if (to) conditions.push(lt(mpaTopUpRequests.dateCreated, startOfZonedDay(addDays(to, 1), zone)));
  if (input.method) conditions.push(eq(mpaTopUpRequests.method, input.method));
  if (input.status) conditions.push(eq(mpaTopUpRequests.status, input.status));
  const where = and(...conditions);
  const window = pageWindow(input.page, pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mpaTopUpRequests)
      .where(where)
      .orderBy(desc(mpaTopUpRequests.dateCreated), desc(mpaTopUpRequests.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(mpaTopUpRequests).where(where),
  ]);
  const paged = toPaged(await withInvoices(db, rows), total?.n ?? 0, window.page, pageSize);
  return { ...paged, hasNext: paged.page < paged.numPages, hasPrev: paged.page > 1 };
}
