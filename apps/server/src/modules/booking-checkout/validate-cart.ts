import {
  campaignDateErrors,
  daysBetween,
  formatBookingMessage,
  ventureCode,
} from '@portal/domain/booking-dates';
import { bookingMessages } from '@portal/domain/booking-pricing';
import { zonedDay } from '@portal/domain/zoned-day';
import { type FieldError, inputErrors } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import type { CheckoutOffer, OfferPlacement, PackageRow } from './checkout-offer';
import type { CampaignItemInput, PaymentMethod, PaymentTerms } from './checkout-types';

export const CAMPAIGN_NAME_MAX = 255;

/** One campaign of the cart as checkout will book it: its package, dates and placements read from the tables. */
export type PlannedCampaign = {
  index: number;
  pkg: PackageRow;
  name: string;
  startDate: string;
  endDate: string;
  weeks: number;
  placements: OfferPlacement[];
  /** The item's own choice (all must apply), or null: the cart's discountIds where they apply. */
  discountIds: number[] | null;
  /** Today in the first venture's calendar (discounts' days before start, refunds). */
  today: string;
};

/**
 * Checks the cart's campaigns against the offer (decision 0240 "Checkout" 1.): packages active, each booking's
 * placement in its package and in the segment and venture it names, dates (week start, lead time, window,
 * weeks) per venture, the payment method and terms. Answers the plan, or the field errors.
 */
export function validateCart(input: {
  offer: CheckoutOffer;
  items: CampaignItemInput[];
  paymentMethod: PaymentMethod;
  paymentTerms: PaymentTerms;
  now: Date;
}): { plan: PlannedCampaign[]; errors: FieldError[] } {
  const messages: string[] = [];
  const paymentMessages: string[] = [];
  const plan: PlannedCampaign[] = [];
  if (input.items.length === 0) messages.push(bookingMessages.emptyCart);
  input.items.forEach((item, index) => {
    const pkg = input.offer.packages.get(parseRowId(item.packageId) ?? -1);
    if (!pkg?.isActive) {
      messages.push(
        formatBookingMessage(bookingMessages.packageUnavailable, {
          package: pkg?.name ?? String(item.packageId),
        }),
      );
      return;
    }
    const name = item.name.trim();
    if (!name || name.length > CAMPAIGN_NAME_MAX) messages.push(inputErrors.invalidValue);
    const allowed = input.offer.placementsOf(pkg.id);
    const placements: OfferPlacement[] = [];
    for (const booking of item.bookings) {
      const placement = input.offer.placements.get(parseRowId(booking.placementId) ?? -1);
      const fits =
        placement &&
        allowed.has(placement.placementId) &&
        String(placement.segmentId) === String(booking.segmentId) &&
        String(placement.catalogId) === String(booking.ventureId) &&
        input.offer.pricingOf(pkg.id, placement.segmentId) !== null;
      const refuse = formatBookingMessage(bookingMessages.placementNotInPackage, {
        placement: placement?.placementName ?? String(booking.placementId),
        package: pkg.name,
      });
      if (!fits || placements.some((p) => p.placementId === placement.placementId)) messages.push(refuse);
      else placements.push(placement);
    }
    if (item.bookings.length === 0) messages.push(bookingMessages.noBookings);
    if (placements.length !== item.bookings.length || placements.length === 0) return;
    const codes = [...new Set(placements.map((p) => ventureCode(p.catalogCode)))];
    const zones = [...new Set(placements.map((p) => p.timeZone))];
    for (const zone of zones)
      messages.push(
        ...campaignDateErrors({
          today: zonedDay(input.now, zone),
          ventureCodes: codes,
          startDate: item.startDate,
          endDate: item.endDate,
          pkg,
        }),
      );
    if (pkg.paidCreditOnly && input.paymentMethod !== 'PAID_CREDIT')
      paymentMessages.push(bookingMessages.paidCreditOnly);
    const weeks = Math.max(1, Math.round((daysBetween(item.startDate, item.endDate) + 1) / 7));
    plan.push({
      index,
      pkg,
      name,
      startDate: item.startDate,
      endDate: item.endDate,
      weeks,
      placements,
      discountIds: item.discountIds ? item.discountIds.map((id) => parseRowId(id) ?? -1) : null,
      today: zonedDay(input.now, placements[0]!.timeZone),
    });
  });
  if (input.paymentTerms === 'IN_30_DAYS' && input.paymentMethod !== 'WIRE_TRANSFER')
    paymentMessages.push(bookingMessages.termsWireOnly);
  const errors: FieldError[] = [];
  if (messages.length) errors.push({ field: 'campaignItems', messages: [...new Set(messages)] });
  if (paymentMessages.length)
    errors.push({ field: 'paymentMethod', messages: [...new Set(paymentMessages)] });
  return { plan, errors };
}
