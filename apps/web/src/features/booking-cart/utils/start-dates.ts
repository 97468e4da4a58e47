import type { CartCampaign, CartState } from '@portal/domain/booking-cart';
import { campaignEnd, type DayRange, isWeekStart, rangesOverlap } from '@portal/domain/booking-dates';
import type { CartPackage } from '../types';

export type StartRules = {
  pkg: Pick<CartPackage, 'startDate' | 'endDate' | 'ventures'>;
  weeks: number;
  /** The earliest bookable day (the campaign's minTime). */
  minTime: string | null;
  /** Booked weeks of the ticked placements, and (unless overlap is allowed) the cart's other campaigns'. */
  taken: readonly DayRange[];
};

/**
 * Whether a day may not start the campaign (the date picker's `excludeDate`): not a week start of every venture
 * of the package, before the lead time, outside the package window, or meeting a taken week.
 */
export function isExcludedStart(day: string, rules: StartRules): boolean {
  if (!rules.pkg.ventures.every((venture) => isWeekStart(day, venture.code))) return true;
  if (rules.minTime !== null && day < rules.minTime) return true;
  const range = { startDate: day, endDate: campaignEnd(day, rules.weeks) };
  if (day < rules.pkg.startDate || range.endDate > rules.pkg.endDate) return true;
  return rules.taken.some((taken) => rangesOverlap(range, taken));
}

/** The cart's other campaigns holding one of this campaign's placements, with their dates. */
export function cartTakenRanges(cart: CartState, campaign: CartCampaign): DayRange[] {
  const placements = new Set(campaign.bookings.map((booking) => booking.placementId));
  return cart.campaigns.flatMap((other) =>
    other.id !== campaign.id &&
    other.startDate !== null &&
    other.endDate !== null &&
    other.bookings.some((booking) => placements.has(booking.placementId))
      ? [{ startDate: other.startDate, endDate: other.endDate }]
      : [],
  );
}
