import { startOfDayInZone, zonedDay } from '@portal/domain/zoned-day';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adRollupsHourly,
  adSetDailySpend,
  adSetSpend,
  adTrafficHourly,
  billingInfo,
  catalogs,
  companies,
  currencies,
  products,
  type SponsorCampaignRow,
  sponsorAdSets,
  sponsorProductAds,
} from '../../db/schema/index';
import { keywordMatches, parseKeyword, searchTermOf } from '../delivery/keyword-match';
import { advertisableSellerIds } from '../sponsor-catalog/advertisable-sellers';
import { recommendedBid } from '../sponsor-catalog/recommended-bid';
import { spendableBalances } from '../wallet/ledger';
import { bannerFacts } from './banner-facts';
import type { AdSetFacts, CampaignFacts } from './diagnostic-checks';
import { walletToSgd } from './forecast-answer';
import { quantileOf } from './measured-recommended-bid';
import { clearingPrices } from './recorded-history';

/** Days of recorded searches a keyword must have matched one of (decision 0217). */
export const KEYWORD_DAYS = 30;
const DAY_MS = 86_400_000;

/** The first hour (rollup hour start) at which the ad set's costs since `since` reached `budget`. */
async function exhaustedAt(db: Db, adSetId: number, since: Date | null, budget: bigint | null) {
  if (budget === null || budget <= 0n) return null;
  const rows = await db
    .select({ hour: adRollupsHourly.hour, costs: sql<string>`sum(${adRollupsHourly.costsMicros})` })
    .from(adRollupsHourly)
    .where(and(eq(adRollupsHourly.adSetId, adSetId), since ? gte(adRollupsHourly.hour, since) : undefined))
    .groupBy(adRollupsHourly.hour)
    .orderBy(asc(adRollupsHourly.hour));
  let total = 0n;
  for (const row of rows) {
    total += BigInt(row.costs);
    if (total >= budget) return row.hour;
  }
  return null;
}

/**
 * The ad set's typed SKUs gone from the catalog, out of stock, and (with validate_uploaded_product_seller
 * on, `companySellers` not null) sold by a seller that is not the company's: the engine serves none of them.
 */
async function skuFacts(
  db: Db,
  adSetId: number,
  catalogId: number,
  companySellers: ReadonlySet<number> | null,
) {
  const ads = await db
    .select({ skus: sponsorProductAds.skus })
    .from(sponsorProductAds)
    .where(eq(sponsorProductAds.adSetId, adSetId));
  const listed = [...new Set(ads.flatMap((ad) => ad.skus))];
  if (listed.length === 0) return NO_SKU_FACTS;
  const rows = await db
    .select({ sku: products.sku, stock: products.stock, sellerId: products.sellerId })
    .from(products)
    .where(and(eq(products.catalogId, catalogId), inArray(products.sku, listed)));
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  return {
    missing: listed.filter((sku) => !bySku.has(sku)),
    outOfStock: listed.filter((sku) => (bySku.get(sku)?.stock ?? 1) <= 0),
    notCompanySellers: companySellers
      ? listed.filter((sku) => {
          const sellerId = bySku.get(sku)?.sellerId;
          return sellerId !== undefined && !companySellers.has(sellerId);
        })
      : [],
    listed: listed.length,
  };
}

const NO_SKU_FACTS = { missing: [], outOfStock: [], notCompanySellers: [], listed: 0 };

/** The ad set's keywords no recorded search of its catalog matched (the engine's matcher). */
async function unmatchedKeywords(db: Db, keywords: readonly string[], catalogId: number, now: Date) {
  if (keywords.length === 0) return [];
  const rows = await db
    .selectDistinct({ term: adTrafficHourly.searchTerm })
    .from(adTrafficHourly)
    .where(
      and(
        eq(adTrafficHourly.catalogId, catalogId),
        eq(adTrafficHourly.pageType, 'SEARCH'),
        gte(adTrafficHourly.hour, new Date(now.getTime() - KEYWORD_DAYS * DAY_MS)),
        sql`${adTrafficHourly.searchTerm} <> ''`,
      ),
    );
  const terms = rows.map((row) => searchTermOf(row.term));
  return keywords.filter((stored) => {
    const keyword = parseKeyword(stored);
    return keyword.words.length > 0 && !terms.some((term) => keywordMatches(keyword, term));
  });
}

async function impressionsSince(db: Db, adSetId: number, since: Date) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${adRollupsHourly.impressions}), 0)` })
    .from(adRollupsHourly)
    .where(and(eq(adRollupsHourly.adSetId, adSetId), gte(adRollupsHourly.hour, since)));
  return Number(row?.n ?? 0);
}

/** Everything the checks read about one campaign (diagnostic-checks.ts). */
export async function campaignFacts(db: Db, campaign: SponsorCampaignRow, now: Date): Promise<CampaignFacts> {
  const [company] = await db
    .select({
      currency: companies.walletCurrency,
      rate: currencies.rate,
      alert: billingInfo.topUpAlertAmountMicros,
    })
    .from(companies)
    .innerJoin(currencies, eq(currencies.code, companies.walletCurrency))
    .leftJoin(billingInfo, eq(billingInfo.companyId, companies.id))
    .where(eq(companies.id, campaign.companyId));
  const rate = company?.rate ?? '1';
  const companySellers = await advertisableSellerIds({
    deps: { db },
    input: { companyId: campaign.companyId },
  });
  const rows = await db
    .select({
      adSet: sponsorAdSets,
      timeZone: catalogs.timeZone,
      catalogCode: catalogs.code,
      spend: adSetSpend,
    })
    .from(sponsorAdSets)
    .innerJoin(catalogs, eq(catalogs.id, sponsorAdSets.catalogId))
    .leftJoin(adSetSpend, eq(adSetSpend.adSetId, sponsorAdSets.id))
    .where(and(eq(sponsorAdSets.campaignId, campaign.id), isNull(sponsorAdSets.removedAt)))
    .orderBy(asc(sponsorAdSets.id));
  const adSets = await Promise.all(
    rows.map(async ({ adSet, timeZone, catalogCode, spend }): Promise<AdSetFacts> => {
      const dayStart = startOfDayInZone(now, timeZone);
      const [today, prices, skus, banner, unmatched, lastDay, dailyAt, totalAt] = await Promise.all([
        db
          .select({ micros: adSetDailySpend.spentMicros })
          .from(adSetDailySpend)
          .where(
            and(eq(adSetDailySpend.adSetId, adSet.id), eq(adSetDailySpend.day, zonedDay(now, timeZone))),
          ),
        clearingPrices(
          db,
          {
            catalogId: adSet.catalogId,
            adType: adSet.adType,
            productCategoryIds: null,
            pageCategoryIds: null,
            platforms: null,
          },
          { from: new Date(now.getTime() - 14 * DAY_MS), to: now },
        ),
        adSet.adType === 'PRODUCT' ? skuFacts(db, adSet.id, adSet.catalogId, companySellers) : NO_SKU_FACTS,
        adSet.adType === 'BANNER' ? bannerFacts(db, adSet, companySellers) : null,
        unmatchedKeywords(db, adSet.keywords, adSet.catalogId, now),
        impressionsSince(db, adSet.id, new Date(now.getTime() - DAY_MS)),
        exhaustedAt(db, adSet.id, dayStart, adSet.budgetDailyMicros),
        exhaustedAt(db, adSet.id, null, adSet.budgetTotalMicros),
      ]);
      return {
        ...adSet,
        timeZone,
        spentToday: { micros: today[0]?.micros ?? 0n, exhaustedAt: dailyAt },
        spentTotal: { micros: spend?.totalMicros ?? 0n, exhaustedAt: totalAt },
        skus,
        unmatchedKeywords: unmatched,
        bidSgd: adSet.bidMicros === null ? null : walletToSgd(adSet.bidMicros, rate),
        // The median as the recommended bid takes it (decision 0215).
        clearingSgd: quantileOf(prices, 0.5),
        // The reserve as the delivery index computes it (delivery-index-build.ts `minBidMicros`).
        minBidMicros: recommendedBid({ input: { catalogCode, adType: adSet.adType, walletRate: rate } })
          .minBid,
        banner,
        impressionsLastDay: lastDay,
      };
    }),
  );
  return {
    campaignId: campaign.id,
    companyId: campaign.companyId,
    now,
    walletCurrency: company?.currency ?? 'SGD',
    // What the wallet can pay now, as the delivery index reads it (decision 0258): a lot expired but not yet
    // swept, or not yet started, pays nothing, so the diagnostics agree with WALLET_EXCEED_THRESHOLD.
    walletMicros: (await spendableBalances(db, [campaign.companyId], now)).get(campaign.companyId) ?? 0n,
    alertMicros: company?.alert ?? null,
    adSets,
  };
}
