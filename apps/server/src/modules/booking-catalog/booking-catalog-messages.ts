/**
 * Messages of the calendar calls that bookingMessages (packages/domain booking-pricing.ts) does not hold yet;
 * in its form (the sentence of decision 0240), to move there with the rest.
 */
export const bookingCatalogMessages = {
  campaignBooking: 'Cancel the campaign to free its bookings',
} as const;
