import type { CartCampaign, CartState } from '@portal/domain/booking-cart';
import {
  applicableDiscounts,
  type Discount,
  discountPercent,
  discountSelectionError,
  type PricedCampaign,
  type PricingLine,
  priceCampaign,
  voucherSplit,
} from '@portal/domain/booking-pricing';
import { parseDecimalToMicros } from '@portal/domain/money';
import type {
  CartCompany,
  CartCurrency,
  CartDiscount,
  CartPackage,
  CartSegmentPricing,
  CartVoucher,
} from '../types';

/** A Float rate of the API as the exact decimal text the pricing reads (no exponent). */
function rateText(rate: number): string {
  return rate.toFixed(10).replace(/\.?0+$/, '');
}

/** 'ZSG' → 'SG': a venture's country is its catalog's code (decision 0240: the code is `Z` + that code). */
const ventureCountry = (code: string) => code.slice(1);

export function toDiscount(discount: CartDiscount): Discount {
  return {
    id: discount.id,
    name: discount.name,
    minAmountMicros: parseDecimalToMicros(discount.minAmount) ?? 0n,
    discountPercent: discount.discount,
    beforeStartDays: discount.beforeStart,
    stackable: discount.stackableDiscounts,
  };
}

export type PricingContext = {
  packages: readonly CartPackage[];
  pricings: readonly CartSegmentPricing[];
  discounts: readonly CartDiscount[];
  currencies: readonly CartCurrency[];
  company: CartCompany;
};

/** A line per segment the campaign books, with how many of its placements are ticked. */
export function pricingLines(
  campaign: CartCampaign,
  pkg: CartPackage,
  context: PricingContext,
): PricingLine[] {
  const wallet = context.company.walletCurrency;
  return pkg.segments.flatMap((segment) => {
    const placements = campaign.bookings.filter((booking) => booking.segmentId === segment.id).length;
    const pricing = context.pricings.find((row) => row.packageId === pkg.id && row.segmentId === segment.id);
    const venture = pkg.ventures.find((row) => row.id === segment.ventureId);
    const currency = context.currencies.find((row) => row.code === pricing?.currency);
    if (placements === 0 || !pricing || !venture || !currency) return [];
    return [
      {
        ventureId: venture.id,
        ventureName: venture.name,
        segmentId: segment.id,
        segmentName: segment.name,
        currency: currency.code,
        currencySymbol: currency.symbol,
        ventureRate: rateText(currency.rate),
        walletRate: rateText(wallet.rate),
        walletCurrency: wallet.code,
        priceMicros: parseDecimalToMicros(pricing.price) ?? 0n,
        weeks: campaign.weeks,
        placements,
        taxRate: pricing.tax,
        overseasTaxRate: pricing.overseasTax,
        ventureCountry: ventureCountry(venture.code),
        fractionDigits: currency.maxFractionDigits,
        walletFractionDigits: wallet.maxFractionDigits,
      },
    ];
  });
}

export type CampaignPrice = {
  campaign: CartCampaign;
  pkg: CartPackage;
  priced: PricedCampaign;
  applicable: Discount[];
  /** A message (or message key) when the chosen discounts are refused; the server refuses them too. */
  discountError: string | null;
  voucherMicros: bigint;
};

export type CartPrice = { campaigns: CampaignPrice[]; voucherMicros: bigint; totalWallet: bigint };

/**
 * The cart's figures for display (decision 0240 "Money"): each campaign priced with its chosen discounts, the
 * voucher split over the campaigns' pre-tax totals, the order total = Σ totalWallet − voucher. The server
 * prices the order again from its tables; these never travel.
 */
export function priceCart(input: {
  cart: CartState;
  context: PricingContext;
  voucher: CartVoucher | null;
  /** Today on a package's ventures' calendars. */
  todayOf: (pkg: CartPackage) => string;
}): CartPrice {
  const { cart, context } = input;
  const paymentMethod = cart.paymentMethod ?? 'CARD';
  const all = context.discounts.map(toDiscount);
  const campaigns = cart.campaigns.flatMap((campaign) => {
    const pkg = context.packages.find((row) => row.id === campaign.packageId);
    if (!pkg) return [];
    const lines = pricingLines(campaign, pkg, context);
    const base = { lines, companyCountry: context.company.countryCode, paymentMethod };
    const plain = priceCampaign({ ...base, discountPercent: '0' });
    const applicable = campaign.startDate
      ? applicableDiscounts({
          discounts: all,
          subtotalSgdMicros: plain.subtotalSgd,
          today: input.todayOf(pkg),
          startDate: campaign.startDate,
        })
      : [];
    const chosenIds = cart.discountsMap[campaign.id] ?? [];
    const chosen = all.filter((discount) => chosenIds.includes(discount.id));
    const discountError = discountSelectionError(chosen, applicable);
    const usable = discountError ? [] : chosen;
    const priced =
      usable.length > 0 ? priceCampaign({ ...base, discountPercent: discountPercent(usable) }) : plain;
    return [{ campaign, pkg, priced, applicable, discountError, voucherMicros: 0n }];
  });
  const voucher = input.voucher;
  const shares =
    voucher && campaigns.length > 0
      ? voucherSplit({
          campaignTotals: campaigns.map(({ priced }) => priced.subTotalWallet - priced.discountWallet),
          percentage: voucher.percentage,
          fixedMicros: voucher.fixedPrice === null ? null : parseDecimalToMicros(voucher.fixedPrice),
          walletCurrency: context.company.walletCurrency.code,
          walletFractionDigits: context.company.walletCurrency.maxFractionDigits,
        })
      : campaigns.map(() => 0n);
  const priced = campaigns.map((campaign, index) => ({ ...campaign, voucherMicros: shares[index] ?? 0n }));
  const voucherMicros = shares.reduce((sum, share) => sum + share, 0n);
  const totalWallet = priced.reduce((sum, { priced: p }) => sum + p.totalWallet, 0n) - voucherMicros;
  return { campaigns: priced, voucherMicros, totalWallet };
}
