import { packageInMonth } from '@portal/domain/booking-dates';
import { and, asc, eq, exists, type SQL } from 'drizzle-orm';
import {
  bookingPackages,
  bookingPackageTagLinks,
  bookingPackageTypeLinks,
  companies,
} from '../../db/schema/index';
import { DomainError, inputErrors } from '../../graphql/errors';
import { type Paged, pageWindow, toPaged } from '../../graphql/paged';
import { requireBookingAccess } from './booking-access';
import { type BookingCall, optionalId } from './booking-input';
import type { PackageView } from './booking-rows';
import { fromPrices } from './package-from-price';

export type ListPackagesArgs = {
  month?: string | null;
  packageType?: string | null;
  packageTag?: string | null;
  page?: number | null;
  pageSize?: number | null;
};

const MAX_PAGE_SIZE = 100;
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * allPackages (decision 0240): the active packages, filtered by a month their window meets, a type and a tag,
 * paged; each with its "from" price in the session company's wallet currency (SGD for staff without one).
 */
export async function listPackages({
  deps,
  actor,
  input,
}: BookingCall<ListPackagesArgs>): Promise<Paged<PackageView>> {
  await requireBookingAccess({ deps, actor });
  const month = input.month || null;
  if (month !== null && !monthPattern.test(month)) throw new DomainError(inputErrors.invalidDate, 'month');
  const typeId = optionalId(input.packageType, 'packageType');
  const tagId = optionalId(input.packageTag, 'packageTag');
  const pageSize = input.pageSize ?? MAX_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new DomainError(inputErrors.numberOutOfRange, 'pageSize');
  if (input.page != null && (!Number.isInteger(input.page) || input.page < 1))
    throw new DomainError(inputErrors.numberOutOfRange, 'page');
  const { db } = deps;
  const conditions: SQL[] = [eq(bookingPackages.isActive, true)];
  if (typeId !== null)
    conditions.push(
      exists(
        db
          .select()
          .from(bookingPackageTypeLinks)
          .where(
            and(
              eq(bookingPackageTypeLinks.packageId, bookingPackages.id),
              eq(bookingPackageTypeLinks.typeId, typeId),
            ),
          ),
      ),
    );
  if (tagId !== null)
    conditions.push(
      exists(
        db
          .select()
          .from(bookingPackageTagLinks)
          .where(
            and(
              eq(bookingPackageTagLinks.packageId, bookingPackages.id),
              eq(bookingPackageTagLinks.tagId, tagId),
            ),
          ),
      ),
    );
  // The offer is a few dozen packages: the month (a domain rule) filters in memory, before the page is cut.
  const rows = (
    await db
      .select()
      .from(bookingPackages)
      .where(and(...conditions))
      .orderBy(asc(bookingPackages.startDate), asc(bookingPackages.id))
  ).filter((row) => month === null || packageInMonth(row, month));
  const window = pageWindow(input.page, pageSize);
  const pageRows = rows.slice(window.offset, window.offset + window.limit);
  const prices = await fromPrices(
    db,
    pageRows.map((row) => row.id),
    await walletCurrency(deps, actor.companyId),
  );
  const objects = pageRows.map((row) => ({ ...row, fromPriceMicros: prices.get(row.id) ?? 0n }));
  return toPaged(objects, rows.length, window.page, pageSize);
}

async function walletCurrency(deps: BookingCall<unknown>['deps'], companyId: number | null): Promise<string> {
  if (companyId === null) return 'SGD';
  const [row] = await deps.db
    .select({ walletCurrency: companies.walletCurrency })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.walletCurrency ?? 'SGD';
}
