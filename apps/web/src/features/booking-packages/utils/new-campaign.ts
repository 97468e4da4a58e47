import type { CartBooking, CartCampaign, CartState } from '@portal/domain/booking-cart';
import {
  campaignEnd,
  type DayRange,
  defaultCampaignName,
  defaultStart,
  earliestCommonDay,
} from '@portal/domain/booking-dates';
import type { CatalogPackage } from '../types';

/** Every placement of the package: a new campaign books them all; the cart lets the buyer untick some. */
export function packageBookings(pkg: Pick<CatalogPackage, 'segments'>): CartBooking[] {
  return pkg.segments.flatMap((segment) =>
    segment.placements.map((placement) => ({
      ventureId: segment.ventureId,
      segmentId: segment.id,
      placementId: placement.id,
    })),
  );
}

/** The cart's other campaigns that hold one of these placements, with their dates. */
function cartRanges(cart: CartState, bookings: CartBooking[]): DayRange[] {
  const placements = new Set(bookings.map((booking) => booking.placementId));
  return cart.campaigns.flatMap((campaign) =>
    campaign.startDate !== null &&
    campaign.endDate !== null &&
    campaign.bookings.some((booking) => placements.has(booking.placementId))
      ? [{ startDate: campaign.startDate, endDate: campaign.endDate }]
      : [],
  );
}

export type NewCampaignInput = {
  pkg: CatalogPackage;
  cart: CartState;
  /** The active bookings of the package's placements (packageAvailability). */
  taken: DayRange[];
  /** Today on the ventures' calendars (the latest of their days). */
  today: string;
  /** Flag overlap_standard_booking: the default may overlap the cart's own campaigns. */
  allowOverlap: boolean;
  now: Date;
  id: string;
};

/**
 * The campaign Select adds (decision 0240, spec 3 §4): every placement, one week from the default start (the
 * earliest free week start), named `${code} ${start}–${end} ${timestamp}`. No free week leaves the dates
 * empty, for the cart's date picker.
 */
export function newCartCampaign({
  pkg,
  cart,
  taken,
  today,
  allowOverlap,
  now,
  id,
}: NewCampaignInput): CartCampaign {
  const bookings = packageBookings(pkg);
  const ventureCodes = pkg.ventures.map((venture) => venture.code);
  const startDate = defaultStart({
    today,
    ventureCodes,
    weeks: 1,
    packageWindow: { startDate: pkg.startDate, endDate: pkg.endDate },
    taken,
    allowOverlap,
    cartTaken: cartRanges(cart, bookings),
  });
  const endDate = startDate === null ? null : campaignEnd(startDate, 1);
  return {
    id,
    packageId: pkg.id,
    packageCode: pkg.code,
    bookings,
    startDate,
    endDate,
    minTime: earliestCommonDay(today, ventureCodes),
    name: startDate && endDate ? defaultCampaignName(pkg.code, startDate, endDate, now) : pkg.code,
    weeks: 1,
  };
}
