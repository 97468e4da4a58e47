import { parseConfigurationValue, parseDecimalToMicros } from '@portal/domain';
import { convertBidToWalletCurrency } from '@portal/domain/sponsor-bid';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { configurations } from '../../db/schema/index';

type BidFigures = { min: bigint; recommended: bigint; low: bigint; high: bigint };

/**
 * The engine's static bid figures in SGD micros (decision 0077): the minimum bid is the auction's reserve
 * per catalog and ad type (a CPC for product ads, a CPI for banners), scaled per market. The delivery
 * engine (delivery-index-build.ts) still reads `recommended` as the starting point of AUTOMATED bids; the
 * recommended bid users see is measured from clearing prices (`measuredRecommendedBid`, decision 0215).
 */
const sgdFigures: Record<'PRODUCT' | 'BANNER', BidFigures> = {
  PRODUCT: { min: 50_000n, recommended: 250_000n, low: 150_000n, high: 400_000n },
  BANNER: { min: 500n, recommended: 2_000n, low: 1_000n, high: 3_000n },
};

/** Percent of the Singapore figures per catalog code. */
const marketLevel: Record<string, bigint> = { SG: 100n, HK: 110n, TW: 80n, MY: 70n, PH: 60n, ID: 50n };

/** Decimals of a bid: CPC 2, CPI 6 (spec 2 §9). */
export const bidDigits = (adType: 'PRODUCT' | 'BANNER') => (adType === 'PRODUCT' ? 2 : 6);

/** The catalog's minimum bid (the auction's reserve) in SGD micros. */
export function catalogMinimumBid(catalogCode: string, adType: 'PRODUCT' | 'BANNER'): bigint {
  return (sgdFigures[adType].min * (marketLevel[catalogCode] ?? 100n)) / 100n;
}

/**
 * The engine's figures in the wallet currency (minimum and AUTOMATED start): CPC rounded up to 2 decimals,
 * CPI to 6. `measuredSgd`, the catalog's measured recommendation (the median clearing price, decision 0215,
 * SGD micros), replaces the static recommendation when there is one; never below the minimum.
 */
export function recommendedBid({
  input,
}: {
  input: {
    catalogCode: string;
    adType: 'PRODUCT' | 'BANNER';
    walletRate: string;
    measuredSgd?: bigint | null;
  };
}): { recommendedBid: bigint; minBid: bigint; recommendedBidRange: bigint[] } {
  const figures = sgdFigures[input.adType];
  const level = marketLevel[input.catalogCode] ?? 100n;
  const atLevel = (sgd: bigint) => (sgd * level) / 100n;
  const convert = (sgd: bigint) => convertBidToWalletCurrency(sgd, input.walletRate, bidDigits(input.adType));
  const min = atLevel(figures.min);
  const measured = input.measuredSgd ?? null;
  // biome-ignore lint/complexity/useMathMinMax: bigints (Math.max throws on them).
  const start = measured === null ? atLevel(figures.recommended) : measured > min ? measured : min;
  return {
    recommendedBid: convert(start),
    minBid: convert(min),
    recommendedBidRange: [convert(atLevel(figures.low)), convert(atLevel(figures.high))],
  };
}

/** Configuration key of the minimum campaign budget (wallet-currency units); absent means 1. */
export const MIN_BUDGET_KEY = 'sponsor_campaign_min_budget';
const DEFAULT_MIN_BUDGET = 1_000_000n;

export async function sponsorCampaignMinBudget({ deps }: { deps: Pick<AppDeps, 'db'> }): Promise<bigint> {
  const [row] = await deps.db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, MIN_BUDGET_KEY));
  if (!row) return DEFAULT_MIN_BUDGET;
  const value = parseConfigurationValue(row.value);
  const micros = typeof value === 'number' || typeof value === 'string' ? parseDecimalToMicros(value) : null;
  return micros !== null && micros > 0n ? micros : DEFAULT_MIN_BUDGET;
}
