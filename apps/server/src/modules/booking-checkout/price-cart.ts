import { formatMoney } from '@portal/domain';
import { formatBookingMessage } from '@portal/domain/booking-dates';
import {
  applicableDiscounts,
  belowMinimum,
  bookingMessages,
  type Discount,
  discountPercent,
  discountSelectionError,
  type PricedCampaign,
  type PricingLine,
  priceCampaign,
  voucherSplit,
} from '@portal/domain/booking-pricing';
import { fromSgd } from '@portal/domain/currency-conversion';
import type { FieldError } from '../../graphql/errors';
import type { CheckoutOffer } from './checkout-offer';
import type { PaymentMethod } from './checkout-types';
import type { PlannedCampaign } from './validate-cart';

export type PricedPlan = PlannedCampaign & {
  priced: PricedCampaign;
  discounts: Discount[];
  percent: string;
  voucherMicros: bigint;
  /** totalWallet − its voucher share: what the campaign costs the company. */
  totalMicros: bigint;
};

export type CartVoucher = { percentage: string | null; fixedMicros: bigint | null; minAmountMicros: bigint };

const toDiscount = (row: CheckoutOffer['discounts'][number]): Discount => ({
  id: String(row.id),
  name: row.name,
  minAmountMicros: row.minAmountMicros,
  discountPercent: row.discountPercent,
  beforeStartDays: row.beforeStartDays,
  stackable: row.stackable,
});

/** The campaign's pricing lines: one per venture and segment it books, priced from the segment pricing. */
function pricingLines(offer: CheckoutOffer, campaign: PlannedCampaign): PricingLine[] {
  const wallet = offer.currencies.get(offer.company.walletCurrency)!;
  const lines = new Map<number, PricingLine>();
  for (const placement of campaign.placements) {
    const line = lines.get(placement.segmentId);
    if (line) {
      line.placements += 1;
      continue;
    }
    const pricing = offer.pricingOf(campaign.pkg.id, placement.segmentId)!;
    const currency = offer.currencies.get(pricing.currency)!;
    lines.set(placement.segmentId, {
      ventureId: String(placement.catalogId),
      ventureName: placement.ventureName,
      segmentId: String(placement.segmentId),
      segmentName: placement.segmentName,
      currency: currency.code,
      currencySymbol: currency.symbol,
      ventureRate: currency.rate,
      walletRate: wallet.rate,
      walletCurrency: wallet.code,
      priceMicros: pricing.priceMicros,
      weeks: campaign.weeks,
      placements: 1,
      taxRate: pricing.taxRate,
      overseasTaxRate: pricing.overseasTaxRate,
      ventureCountry: placement.catalogCode,
      fractionDigits: currency.maxFractionDigits,
      walletFractionDigits: wallet.maxFractionDigits,
    });
  }
  return [...lines.values()];
}

/** The discounts a campaign gets: its own choice (each must apply), else the cart's where they apply. */
function chooseDiscounts(
  offer: CheckoutOffer,
  campaign: PlannedCampaign,
  cartDiscountIds: number[],
  subtotalSgdMicros: bigint,
): { chosen: Discount[]; messages: string[] } {
  const all = offer.discounts.map(toDiscount);
  const applicable = applicableDiscounts({
    discounts: all,
    subtotalSgdMicros,
    today: campaign.today,
    startDate: campaign.startDate,
  });
  const applies = (id: number) => applicable.some((discount) => discount.id === String(id));
  const messages: string[] = [];
  let chosen: Discount[];
  if (campaign.discountIds) {
    chosen = [];
    for (const id of new Set(campaign.discountIds)) {
      const discount = all.find((row) => row.id === String(id));
      if (discount && applies(id)) chosen.push(discount);
      else
        messages.push(
          formatBookingMessage(bookingMessages.discountNotApplicableToCampaign, {
            name: discount?.name ?? String(id),
            campaign: campaign.name,
          }),
        );
    }
  } else chosen = applicable.filter((discount) => cartDiscountIds.includes(Number(discount.id)));
  const selection = discountSelectionError(chosen, applicable);
  if (selection) messages.push(selection);
  return { chosen, messages };
}

/**
 * Prices the cart on the server (decision 0240 "Money"): each campaign's lines, its discounts, the package
 * minimum, the voucher split over the campaigns before tax. Answers the priced campaigns or the field errors.
 */
export function priceCart(input: {
  offer: CheckoutOffer;
  plan: PlannedCampaign[];
  cartDiscountIds: number[];
  paymentMethod: PaymentMethod;
  voucher: CartVoucher | null;
}): { priced: PricedPlan[]; errors: FieldError[] } {
  const { offer } = input;
  const wallet = offer.currencies.get(offer.company.walletCurrency)!;
  const discountMessages: string[] = [];
  const itemMessages: string[] = [];
  const priced: PricedPlan[] = input.plan.map((campaign) => {
    const lines = pricingLines(offer, campaign);
    const base = { lines, companyCountry: offer.company.countryCode, paymentMethod: input.paymentMethod };
    const gross = priceCampaign({ ...base, discountPercent: '0' });
    const { chosen, messages } = chooseDiscounts(offer, campaign, input.cartDiscountIds, gross.subtotalSgd);
    discountMessages.push(...messages);
    const percent = discountPercent(chosen);
    const result = priceCampaign({ ...base, discountPercent: percent });
    if (belowMinimum(result, campaign.pkg.minPriceMicros)) {
      const minimum = fromSgd(campaign.pkg.minPriceMicros, wallet.rate);
      const amount = formatMoney(minimum, wallet.code, wallet.maxFractionDigits);
      itemMessages.push(formatBookingMessage(bookingMessages.belowMinimum, { amount }));
    }
    return {
      ...campaign,
      priced: result,
      discounts: chosen,
      percent,
      voucherMicros: 0n,
      totalMicros: result.totalWallet,
    };
  });
  const errors: FieldError[] = [];
  if (itemMessages.length) errors.push({ field: 'campaignItems', messages: [...new Set(itemMessages)] });
  if (discountMessages.length)
    errors.push({ field: 'discountIds', messages: [...new Set(discountMessages)] });
  if (input.voucher && errors.length === 0) {
    const preTax = priced.map((campaign) => campaign.priced.subTotalWallet - campaign.priced.discountWallet);
    const cartPreTax = preTax.reduce((sum, amount) => sum + amount, 0n);
    if (cartPreTax < input.voucher.minAmountMicros)
      errors.push({
        field: 'redeemVoucherId',
        messages: [
          formatBookingMessage(bookingMessages.voucherMinimum, {
            amount: formatMoney(input.voucher.minAmountMicros, wallet.code, wallet.maxFractionDigits),
          }),
        ],
      });
    else {
      const split = voucherSplit({
        campaignTotals: preTax,
        percentage: input.voucher.percentage,
        fixedMicros: input.voucher.fixedMicros,
        walletCurrency: wallet.code,
        walletFractionDigits: wallet.maxFractionDigits,
      });
      priced.forEach((campaign, index) => {
        campaign.voucherMicros = split[index] ?? 0n;
        campaign.totalMicros = campaign.priced.totalWallet - campaign.voucherMicros;
      });
    }
  }
  return { priced, errors };
}
