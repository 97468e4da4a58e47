import type { bookingPaymentMethods, bookingPaymentTerms } from '../../db/schema/index';

export type PaymentMethod = (typeof bookingPaymentMethods)[number];
export type PaymentTerms = (typeof bookingPaymentTerms)[number];

type Id = string | number;

export type CampaignBookingInput = { ventureId: Id; segmentId: Id; placementId: Id };

export type CampaignItemInput = {
  packageId: Id;
  name: string;
  startDate: string;
  endDate: string;
  discountIds?: Id[] | null;
  bookings: CampaignBookingInput[];
};

export type CreateCampaignCartInput = {
  brandId: Id;
  paymentMethod: PaymentMethod;
  paymentTerms: PaymentTerms;
  discountIds?: Id[] | null;
  campaignItems: CampaignItemInput[];
  redeemVoucherId?: Id | null;
  idempotencyKey: string;
};

/** The session a checkout use case acts for (the operation gate checked the role). */
export type CheckoutActor = { user: { id: number; isStaff: boolean }; companyId: number };
