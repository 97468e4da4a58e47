import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingCampaignDiscounts,
  bookingCampaignHistory,
  bookingCampaignItems,
  bookingCarts,
  bookingDiscounts,
  bookingFieldValues,
  bookingSegments,
  bookings,
  catalogs,
  currencies,
  invoices,
  users,
} from '../../db/schema/index';

export type BookingCampaignRow = typeof import('../../db/schema/index').bookingCampaigns.$inferSelect;
export type CampaignBookingRow = typeof bookings.$inferSelect;
export type CartRow = typeof bookingCarts.$inferSelect;
export type FieldValueRow = typeof bookingFieldValues.$inferSelect;

function grouped<K, T>(keys: readonly K[], rows: T[], key: (row: T) => K): T[][] {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return keys.map((k) => map.get(k) ?? []);
}

function byId<T extends { id: number }>(ids: readonly number[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

const itemColumns = {
  item: bookingCampaignItems,
  ventureName: catalogs.name,
  segmentName: bookingSegments.name,
  currencySymbol: currencies.symbol,
};

/** Per-request batching of a campaign's relations: one statement per relation for a whole page. */
function createBookingCampaignLoaders(db: Db) {
  return {
    cartById: new DataLoader<number, CartRow | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(bookingCarts)
          .where(inArray(bookingCarts.id, [...ids])),
      ),
    ),
    itemsByCampaign: new DataLoader(async (ids: readonly number[]) => {
      const rows = await db
        .select(itemColumns)
        .from(bookingCampaignItems)
        .innerJoin(catalogs, eq(catalogs.id, bookingCampaignItems.catalogId))
        .innerJoin(bookingSegments, eq(bookingSegments.id, bookingCampaignItems.segmentId))
        .leftJoin(currencies, eq(currencies.code, bookingCampaignItems.currency))
        .where(inArray(bookingCampaignItems.campaignId, [...ids]))
        .orderBy(asc(bookingCampaignItems.id));
      return grouped(ids, rows, (row) => row.item.campaignId);
    }),
    bookingsByCampaign: new DataLoader<number, CampaignBookingRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(bookings)
        .where(inArray(bookings.campaignId, [...ids]))
        .orderBy(asc(bookings.id));
      return grouped(ids, rows, (row) => row.campaignId!);
    }),
    discountsByCampaign: new DataLoader(async (ids: readonly number[]) => {
      const rows = await db
        .select({ campaignId: bookingCampaignDiscounts.campaignId, discount: bookingDiscounts })
        .from(bookingCampaignDiscounts)
        .innerJoin(bookingDiscounts, eq(bookingDiscounts.id, bookingCampaignDiscounts.discountId))
        .where(inArray(bookingCampaignDiscounts.campaignId, [...ids]))
        .orderBy(asc(bookingDiscounts.id));
      return grouped(ids, rows, (row) => row.campaignId).map((list) => list.map((row) => row.discount));
    }),
    historyByCampaign: new DataLoader(async (ids: readonly number[]) => {
      const rows = await db
        .select({ entry: bookingCampaignHistory, firstName: users.firstName, lastName: users.lastName })
        .from(bookingCampaignHistory)
        .leftJoin(users, eq(users.id, bookingCampaignHistory.userId))
        .where(inArray(bookingCampaignHistory.campaignId, [...ids]))
        .orderBy(asc(bookingCampaignHistory.createdAt), asc(bookingCampaignHistory.id));
      return grouped(ids, rows, (row) => row.entry.campaignId);
    }),
    invoiceById: new DataLoader(async (ids: readonly number[]) =>
      byId(
        ids,
        await db
          .select({ id: invoices.id, invoiceNo: invoices.invoiceNo })
          .from(invoices)
          .where(inArray(invoices.id, [...ids])),
      ),
    ),
    valuesByBooking: new DataLoader<number, FieldValueRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(bookingFieldValues)
        .where(inArray(bookingFieldValues.bookingId, [...ids]))
        .orderBy(asc(bookingFieldValues.fieldName), asc(bookingFieldValues.languageCode));
      return grouped(ids, rows, (row) => row.bookingId);
    }),
  };
}

export type BookingCampaignLoaders = ReturnType<typeof createBookingCampaignLoaders>;
export type PurchasedItemRow = Awaited<ReturnType<BookingCampaignLoaders['itemsByCampaign']['load']>>[number];
export type HistoryRow = Awaited<ReturnType<BookingCampaignLoaders['historyByCampaign']['load']>>[number];

const perRequest = new WeakMap<object, BookingCampaignLoaders>();

/** The loaders of one request (the GraphQL context is the key, so nothing outlives the request). */
export function bookingCampaignLoaders(ctx: { deps: { db: Db } }): BookingCampaignLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createBookingCampaignLoaders(ctx.deps.db);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
