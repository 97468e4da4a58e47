import { eq, inArray } from 'drizzle-orm';
import {
  bookingDiscounts,
  bookingPackagePlacements,
  bookingPackages,
  bookingPlacements,
  bookingSegmentPricings,
  bookingSegments,
  catalogs,
  companies,
  currencies,
} from '../../db/schema/index';
import type { Tx } from '../wallet/ledger';

export type PackageRow = typeof bookingPackages.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;

/** A placement with its segment and venture (catalog), as checkout prices and books it. */
export type OfferPlacement = {
  placementId: number;
  placementName: string;
  segmentId: number;
  segmentName: string;
  catalogId: number;
  catalogCode: string;
  ventureName: string;
  timeZone: string;
  currency: string;
};

/**
 * What a checkout reads from the tables, never from the client: the company (country, wallet currency), the
 * packages with their placements and segment pricings, the currencies and the active discounts.
 */
export async function loadCheckoutOffer(tx: Tx, companyId: number, packageIds: number[]) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const ids = packageIds.length ? packageIds : [0];
  const packages = await tx.select().from(bookingPackages).where(inArray(bookingPackages.id, ids));
  const links = await tx
    .select()
    .from(bookingPackagePlacements)
    .where(inArray(bookingPackagePlacements.packageId, ids));
  const placementIds = [...new Set(links.map((link) => link.placementId)), 0];
  const placements: OfferPlacement[] = await tx
    .select({
      placementId: bookingPlacements.id,
      placementName: bookingPlacements.name,
      segmentId: bookingSegments.id,
      segmentName: bookingSegments.name,
      catalogId: catalogs.id,
      catalogCode: catalogs.code,
      ventureName: catalogs.name,
      timeZone: catalogs.timeZone,
      currency: catalogs.currencyCode,
    })
    .from(bookingPlacements)
    .innerJoin(bookingSegments, eq(bookingSegments.id, bookingPlacements.segmentId))
    .innerJoin(catalogs, eq(catalogs.id, bookingSegments.catalogId))
    .where(inArray(bookingPlacements.id, placementIds));
  const pricings = await tx
    .select()
    .from(bookingSegmentPricings)
    .where(inArray(bookingSegmentPricings.packageId, ids));
  const discounts = await tx.select().from(bookingDiscounts).where(eq(bookingDiscounts.isActive, true));
  const currencyRows = await tx.select().from(currencies);
  return {
    company: company!,
    packages: new Map(packages.map((row) => [row.id, row])),
    placementsOf: (packageId: number) =>
      new Set(links.filter((link) => link.packageId === packageId).map((link) => link.placementId)),
    placements: new Map(placements.map((row) => [row.placementId, row])),
    pricingOf: (packageId: number, segmentId: number) =>
      pricings.find((row) => row.packageId === packageId && row.segmentId === segmentId) ?? null,
    discounts,
    currencies: new Map(currencyRows.map((row) => [row.code, row])),
  };
}

export type CheckoutOffer = Awaited<ReturnType<typeof loadCheckoutOffer>>;

/** The catalog an invoice of the company is numbered under: its home country's, else SG (decision 0240). */
export async function homeCatalogId(tx: Tx, countryCode: string): Promise<number> {
  const rows = await tx
    .select({ id: catalogs.id, code: catalogs.code })
    .from(catalogs)
    .where(inArray(catalogs.code, [countryCode, 'SG']));
  return (rows.find((row) => row.code === countryCode) ?? rows.find((row) => row.code === 'SG') ?? rows[0])!
    .id;
}
