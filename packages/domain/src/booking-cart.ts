import { z } from 'zod';

/**
 * The booking cart (decision 0240 "Screens", spec 3 §4 "Cart actions"): a pure reducer the web runs with
 * `useReducer` and keeps in localStorage (`cartStorageKey`), and the server's tests can drive. Rules:
 * removing the last campaign empties the cart; adding or removing a campaign clears the chosen discounts;
 * a paid-credit-only package forces PAID_CREDIT with IMMEDIATE terms; IN_30_DAYS only with WIRE_TRANSFER;
 * the default name never replaces a name the user typed.
 */
export type CartBooking = { ventureId: string; segmentId: string; placementId: string };

export type CartCampaign = {
  id: string;
  packageId: string;
  packageCode: string;
  bookings: CartBooking[];
  startDate: string | null;
  endDate: string | null;
  minTime: string | null;
  name: string;
  weeks: number;
  /** Set by the reducer from `addCampaign`: the package can only be paid with paid credit. */
  paidCreditOnly?: boolean;
  /** Set by the reducer: the user typed a name (`setDefaultName` leaves it alone). */
  nameEdited?: boolean;
};

export type CartPaymentMethod = 'PAID_CREDIT' | 'CARD' | 'WIRE_TRANSFER';
export type CartPaymentTerms = 'IMMEDIATE' | 'IN_30_DAYS';

export type CartState = {
  campaigns: CartCampaign[];
  discountsMap: Record<string, string[]>;
  paymentMethod: CartPaymentMethod | null;
  paymentTerms: CartPaymentTerms;
  voucherInfo: { redeemId: string; code: string } | null;
  paidCreditOnly: boolean;
};

export type CartAction =
  | { type: 'addCampaign'; campaign: CartCampaign; paidCreditOnly: boolean }
  | { type: 'removeCampaign'; campaignId: string }
  | { type: 'removePackage'; packageId: string }
  | { type: 'setDiscounts'; campaignId: string; discountIds: string[] }
  | { type: 'setBookings'; campaignId: string; bookings: CartBooking[] }
  | { type: 'setName'; campaignId: string; name: string }
  | { type: 'setDefaultName'; campaignId: string; name: string }
  | { type: 'setStartEnd'; campaignId: string; startDate: string; endDate: string; weeks?: number }
  | { type: 'setDefaultStartEnd'; campaignId: string; startDate: string; endDate: string; minTime: string }
  | { type: 'setPayment'; paymentMethod: CartState['paymentMethod']; paymentTerms: CartState['paymentTerms'] }
  | { type: 'setVoucher'; voucherInfo: CartState['voucherInfo'] }
  | { type: 'reset' }
  | { type: 'load'; state: CartState };

export const emptyCart: CartState = Object.freeze({
  campaigns: Object.freeze([]) as unknown as CartCampaign[],
  discountsMap: Object.freeze({}),
  paymentMethod: null,
  paymentTerms: 'IMMEDIATE',
  voucherInfo: null,
  paidCreditOnly: false,
}) as CartState;

/** Terms allowed with a method: IN_30_DAYS only for WIRE_TRANSFER. */
function allowedTerms(method: CartState['paymentMethod'], terms: CartPaymentTerms): CartPaymentTerms {
  return method === 'WIRE_TRANSFER' ? terms : 'IMMEDIATE';
}

/** The cart's invariants: paidCreditOnly from its campaigns (forcing paid credit), terms allowed. */
function settle(state: CartState): CartState {
  if (state.campaigns.length === 0) return emptyCart;
  const paidCreditOnly = state.campaigns.some((campaign) => campaign.paidCreditOnly === true);
  const paymentMethod = paidCreditOnly ? 'PAID_CREDIT' : state.paymentMethod;
  return {
    ...state,
    paidCreditOnly,
    paymentMethod,
    paymentTerms: allowedTerms(paymentMethod, state.paymentTerms),
  };
}

/** A loaded cart's campaigns without their own flag take the cart's paidCreditOnly (the safe reading). */
function adopt(state: CartState): CartState {
  return settle({
    ...state,
    campaigns: state.campaigns.map((campaign) =>
      campaign.paidCreditOnly === undefined
        ? { ...campaign, paidCreditOnly: state.paidCreditOnly }
        : campaign,
    ),
  });
}

function updateCampaign(
  state: CartState,
  campaignId: string,
  change: (campaign: CartCampaign) => CartCampaign,
): CartState {
  if (!state.campaigns.some((campaign) => campaign.id === campaignId)) return state;
  return {
    ...state,
    campaigns: state.campaigns.map((campaign) => (campaign.id === campaignId ? change(campaign) : campaign)),
  };
}

function withCampaigns(state: CartState, campaigns: CartCampaign[]): CartState {
  if (campaigns.length === state.campaigns.length) return state;
  return settle({ ...state, campaigns, discountsMap: {} });
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'addCampaign': {
      const campaign = { ...action.campaign, paidCreditOnly: action.paidCreditOnly };
      const others = state.campaigns.filter((existing) => existing.id !== campaign.id);
      return settle({ ...state, campaigns: [...others, campaign], discountsMap: {} });
    }
    case 'removeCampaign':
      return withCampaigns(
        state,
        state.campaigns.filter((campaign) => campaign.id !== action.campaignId),
      );
    case 'removePackage':
      return withCampaigns(
        state,
        state.campaigns.filter((campaign) => campaign.packageId !== action.packageId),
      );
    case 'setDiscounts':
      if (!state.campaigns.some((campaign) => campaign.id === action.campaignId)) return state;
      return {
        ...state,
        discountsMap: { ...state.discountsMap, [action.campaignId]: [...action.discountIds] },
      };
    case 'setBookings':
      return updateCampaign(state, action.campaignId, (campaign) => ({
        ...campaign,
        bookings: [...action.bookings],
      }));
    case 'setName':
      return updateCampaign(state, action.campaignId, (campaign) => ({
        ...campaign,
        name: action.name,
        nameEdited: action.name.trim() !== '',
      }));
    case 'setDefaultName':
      return updateCampaign(state, action.campaignId, (campaign) =>
        campaign.nameEdited ? campaign : { ...campaign, name: action.name },
      );
    case 'setStartEnd':
      return updateCampaign(state, action.campaignId, (campaign) => ({
        ...campaign,
        startDate: action.startDate,
        endDate: action.endDate,
        weeks: action.weeks ?? campaign.weeks,
      }));
    case 'setDefaultStartEnd':
      return updateCampaign(state, action.campaignId, (campaign) => ({
        ...campaign,
        startDate: action.startDate,
        endDate: action.endDate,
        minTime: action.minTime,
      }));
    case 'setPayment': {
      const paymentMethod = state.paidCreditOnly ? 'PAID_CREDIT' : action.paymentMethod;
      return { ...state, paymentMethod, paymentTerms: allowedTerms(paymentMethod, action.paymentTerms) };
    }
    case 'setVoucher':
      return { ...state, voucherInfo: action.voucherInfo };
    case 'reset':
      return emptyCart;
    case 'load':
      return adopt(action.state);
    default:
      return state;
  }
}

/** localStorage key of a user's cart. */
export function cartStorageKey(userId: string): string {
  return `booking-cart:${userId}`;
}

const bookingSchema = z.object({ ventureId: z.string(), segmentId: z.string(), placementId: z.string() });

const campaignSchema = z.object({
  id: z.string().min(1),
  packageId: z.string().min(1),
  packageCode: z.string(),
  bookings: z.array(bookingSchema),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  minTime: z.string().nullable(),
  name: z.string(),
  weeks: z.number().int().min(1),
  paidCreditOnly: z.boolean().optional(),
  nameEdited: z.boolean().optional(),
});

const cartSchema = z.object({
  campaigns: z.array(campaignSchema),
  discountsMap: z.record(z.string(), z.array(z.string())),
  paymentMethod: z.enum(['PAID_CREDIT', 'CARD', 'WIRE_TRANSFER']).nullable(),
  paymentTerms: z.enum(['IMMEDIATE', 'IN_30_DAYS']),
  voucherInfo: z.object({ redeemId: z.string(), code: z.string() }).nullable(),
  paidCreditOnly: z.boolean(),
});

/** The stored cart (localStorage text); garbage, an old shape or nothing → the empty cart. */
export function parseStoredCart(text: string | null): CartState {
  if (!text) return emptyCart;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return emptyCart;
  }
  const parsed = cartSchema.safeParse(data);
  if (!parsed.success) return emptyCart;
  const state = parsed.data as CartState;
  const ids = new Set(state.campaigns.map((campaign) => campaign.id));
  const discountsMap = Object.fromEntries(Object.entries(state.discountsMap).filter(([id]) => ids.has(id)));
  return adopt({ ...state, discountsMap });
}
