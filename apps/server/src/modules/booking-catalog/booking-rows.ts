import type {
  bookingDiscounts,
  bookingPackages,
  bookingPackageTags,
  bookingPackageTypes,
  bookingPlacements,
  bookingSegmentPricings,
  bookingSegments,
  bookings,
} from '../../db/schema/index';
import type { CatalogRow } from '../../graphql/loaders';

/** Rows of the booking offer, as the booking modules read and pass them (decision 0240). */
export type SegmentRow = typeof bookingSegments.$inferSelect;
/** A placement with its segment's venture (catalog) id. */
export type PlacementRow = typeof bookingPlacements.$inferSelect & { catalogId: number };
export type BookingPackageRow = typeof bookingPackages.$inferSelect;
export type PackageTagRow = typeof bookingPackageTags.$inferSelect;
export type PackageTypeRow = typeof bookingPackageTypes.$inferSelect;
export type SegmentPricingRow = typeof bookingSegmentPricings.$inferSelect;
export type DiscountRow = typeof bookingDiscounts.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/**
 * A venture (a catalog) as `Venture`. `placementIds`: the placements its segments show (a package's); null shows
 * every segment and placement of the venture.
 */
export type VentureView = { catalog: CatalogRow; placementIds: number[] | null };
/** A segment as `VentureSegment`; `placementIds` as in VentureView. */
export type SegmentView = { segment: SegmentRow; placementIds: number[] | null };
/** A package as `Package`; `fromPriceMicros` when the reader computed it (else the field loads it). */
export type PackageView = BookingPackageRow & { fromPriceMicros?: bigint };
/** A segment pricing as `SegmentPricing`, with its segment's venture. */
export type SegmentPricingView = SegmentPricingRow & { catalogId: number };

/**
 * A booking as `Booking`. The reader decides what the asker may see: staff get the campaign's name and the
 * reservation's reason; a seller's availability gets neither (`campaignName`, `note`, `campaignId` null).
 */
export type BookingView = {
  row: BookingRow;
  campaignId: number | null;
  campaignName: string | null;
  note: string | null;
};

export type CurrentBookingsView = {
  currentBookings: BookingView[];
  allVentures: VentureView[];
  allPlacements: PlacementRow[];
};

export const allOf = (catalog: CatalogRow): VentureView => ({ catalog, placementIds: null });
