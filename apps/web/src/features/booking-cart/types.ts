/** What the cart reads of a package (decision 0240's `Package`, with the venture currencies). */
export type CartPackage = {
  id: string;
  code: string;
  name: string;
  startDate: string;
  endDate: string;
  maxBookingDays: number;
  minPrice: string;
  paidCreditOnly: boolean;
  customBudget: boolean;
  ventures: readonly { id: string; name: string; code: string; currency: string; timeZone: string }[];
  segments: readonly {
    id: string;
    name: string;
    ventureId: string;
    placements: readonly { id: string; name: string }[];
  }[];
};

export type CartSegmentPricing = {
  packageId: string;
  segmentId: string;
  ventureId: string;
  price: string;
  currency: string;
  tax: string;
  overseasTax: string;
};

export type CartDiscount = {
  id: string;
  name: string;
  note: string;
  minAmount: string;
  discount: string;
  beforeStart: number;
  stackableDiscounts: boolean;
};

/** A currency row (`currencies`): units per 1 SGD. */
export type CartCurrency = { code: string; symbol: string; rate: number; maxFractionDigits: number };

/** The buying company: its country (tax or overseas tax) and wallet currency. */
export type CartCompany = { countryCode: string; walletCurrency: CartCurrency };

/** The voucher as `redeemVoucherCode` answers it; only the id and code survive a reload (the cart's voucherInfo). */
export type CartVoucher = {
  redeemId: string;
  voucherCode: string;
  percentage: string | null;
  fixedPrice: string | null;
  minAmount: string;
};
