import type { CartCampaign, CartState } from '@portal/domain/booking-cart';
import {
  campaignEnd,
  type DayRange,
  defaultStart,
  earliestCommonDay,
  isWeekStart,
  rangesOverlap,
} from '@portal/domain/booking-dates';
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

/** The ranges of the campaigns before this one in the cart that hold one of its placements. */
export function earlierCartRanges(cart: CartState, campaign: CartCampaign): DayRange[] {
  const index = cart.campaigns.findIndex((other) => other.id === campaign.id);
  return cartTakenRanges({ ...cart, campaigns: cart.campaigns.slice(0, Math.max(0, index)) }, campaign);
}

export type DefaultDates = { startDate: string; endDate: string; minTime: string };

/**
 * The default dates again for a campaign whose stored ones have gone stale (decision 0240 "Default start"):
 * the cart lives in localStorage for days, so its start may now lie inside the lead time, or on a week since
 * sold or reserved (`taken`), or, unless overlap is allowed, on a week an earlier campaign of the cart holds
 * (`earlierTaken`: earlier ones only, so campaigns settle one after the other and never chase each other).
 * A start still valid stays and only minTime moves on. Null: nothing to change, or no free week left (the
 * picker then asks for a start and checkout refuses the old one).
 */
export function refreshedDefaultDates(input: {
  campaign: CartCampaign;
  pkg: Pick<CartPackage, 'startDate' | 'endDate' | 'ventures'>;
  today: string;
  taken: readonly DayRange[];
  earlierTaken: readonly DayRange[];
  allowOverlap: boolean;
}): DefaultDates | null {
  const { campaign, pkg, today, allowOverlap } = input;
  const codes = pkg.ventures.map((venture) => venture.code);
  const minTime = earliestCommonDay(today, codes);
  if (minTime === null) return null;
  const blocking = allowOverlap ? input.taken : [...input.taken, ...input.earlierTaken];
  const { startDate, endDate } = campaign;
  if (
    startDate !== null &&
    endDate !== null &&
    startDate >= minTime &&
    !blocking.some((range) => rangesOverlap({ startDate, endDate }, range))
  ) {
    return campaign.minTime === minTime ? null : { startDate, endDate, minTime };
  }
  const start = defaultStart({
    today,
    ventureCodes: codes,
    weeks: campaign.weeks,
    packageWindow: { startDate: pkg.startDate, endDate: pkg.endDate },
    taken: [...input.taken],
    allowOverlap,
    cartTaken: [...input.earlierTaken],
  });
  if (start === null) return null;
  return { startDate: start, endDate: campaignEnd(start, campaign.weeks), minTime };
}
