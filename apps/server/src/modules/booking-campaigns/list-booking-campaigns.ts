import { bookingMessages } from '@portal/domain/booking-pricing';
import type { BookingCampaignStatus } from '@portal/domain/booking-status';
import { isCalendarDay } from '@portal/domain/zoned-day';
import { and, asc, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { bookingCampaignDiscounts, bookingCampaigns, bookings } from '../../db/schema/index';
import { DomainError, inputErrors } from '../../graphql/errors';
import { type Paged, toPaged } from '../../graphql/paged';
import { optionalRowIdArg } from '../../graphql/row-id';
import { type BookingActor, type BookingDeps, requireBookingAccess } from '../booking-catalog/booking-access';
import type { BookingCampaignRow } from './booking-campaign-loaders';
import { campaignScope } from './campaign-scope';

export const MAX_CAMPAIGN_PAGE_SIZE = 100;
/** `fetchAll` answers at most this many (decision 0240). */
export const FETCH_ALL_CAP = 1000;

export type CampaignListInput = {
  page?: number | null;
  pageSize?: number | null;
  sortBy?: string | null;
  direction?: string | null;
  campaign?: string | null;
  campaignName?: string | null;
  venture?: string | null;
  brand?: string | null;
  package?: string | null;
  status?: BookingCampaignStatus | null;
  discount?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
  supplier?: string | null;
  fetchAll?: boolean | null;
};

const sortColumns: Record<string, SQL> = {
  createdAt: sql`${bookingCampaigns.createdAt}`,
  name: sql`lower(${bookingCampaigns.name})`,
  startDate: sql`${bookingCampaigns.startDate}`,
  status: sql`${bookingCampaigns.status}`,
  total: sql`${bookingCampaigns.totalMicros}`,
};

function orderOf(input: CampaignListInput): SQL[] {
  const column = sortColumns[input.sortBy ?? 'createdAt'];
  if (!column) throw new DomainError(bookingMessages.unknownSort, 'sortBy');
  const direction = input.direction ?? 'desc';
  if (direction !== 'asc' && direction !== 'desc')
    throw new DomainError(inputErrors.invalidValue, 'direction');
  const by = direction === 'asc' ? asc : desc;
  return [by(column), by(bookingCampaigns.id)];
}

function dayArg(value: string | null | undefined, field: string): string | null {
  if (!value) return null;
  if (!isCalendarDay(value)) throw new DomainError(inputErrors.invalidDate, field);
  return value;
}

/** The filters of the contract; `supplier` only for staff (a seller's list is always its own company's). */
function filtersOf(actor: BookingActor, input: CampaignListInput): SQL[] {
  const filters = [campaignScope(actor)];
  const id = (field: keyof CampaignListInput) => optionalRowIdArg(input[field], field);
  const campaignId = id('campaign');
  if (campaignId !== null) filters.push(eq(bookingCampaigns.id, campaignId));
  const name = input.campaignName?.trim();
  if (name) filters.push(ilike(bookingCampaigns.name, `%${name.replace(/[\\%_]/g, '\\$&')}%`));
  const venture = id('venture');
  if (venture !== null)
    filters.push(
      sql`exists (select 1 from ${bookings} where ${bookings.campaignId} = ${bookingCampaigns.id} and ${bookings.catalogId} = ${venture})`,
    );
  const brand = id('brand');
  if (brand !== null) filters.push(eq(bookingCampaigns.brandId, brand));
  const pkg = id('package');
  if (pkg !== null) filters.push(eq(bookingCampaigns.packageId, pkg));
  if (input.status) filters.push(eq(bookingCampaigns.status, input.status));
  const discount = id('discount');
  if (discount !== null)
    filters.push(
      sql`exists (select 1 from ${bookingCampaignDiscounts} where ${bookingCampaignDiscounts.campaignId} = ${bookingCampaigns.id} and ${bookingCampaignDiscounts.discountId} = ${discount})`,
    );
  // A campaign is in the range when its days meet it.
  const fromDate = dayArg(input.fromDate, 'fromDate');
  if (fromDate) filters.push(gte(bookingCampaigns.endDate, fromDate));
  const toDate = dayArg(input.toDate, 'toDate');
  if (toDate) filters.push(lte(bookingCampaigns.startDate, toDate));
  const supplier = id('supplier');
  if (supplier !== null && actor.user.isStaff) filters.push(eq(bookingCampaigns.companyId, supplier));
  return filters;
}

/** `campaigns(...)`: the session's booking campaigns, filtered, sorted and paged (decision 0240). */
export async function listBookingCampaigns({
  deps,
  actor,
  input,
}: {
  deps: BookingDeps;
  actor: BookingActor;
  input: CampaignListInput;
}): Promise<Paged<BookingCampaignRow>> {
  await requireBookingAccess({ deps, actor });
  const pageSize = input.pageSize ?? 20;
  if (!input.fetchAll && (pageSize < 1 || pageSize > MAX_CAMPAIGN_PAGE_SIZE))
    throw new DomainError(inputErrors.numberOutOfRange, 'pageSize');
  const where = and(...filtersOf(actor, input));
  const order = orderOf(input);
  const page = input.fetchAll ? 1 : Math.max(1, input.page ?? 1);
  const limit = input.fetchAll ? FETCH_ALL_CAP : pageSize;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(bookingCampaigns)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ n: count() }).from(bookingCampaigns).where(where),
  ]);
  return toPaged(rows, total?.n ?? 0, page, limit);
}
