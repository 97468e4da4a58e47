import { randomUUID } from 'node:crypto';
import type {
  DecisionBanner,
  DecisionProduct,
  DecisionRequest,
  DecisionResponse,
} from '@portal/domain/delivery-api';
import { type AdTokenPayload, signAdToken } from './ad-token';
import { runAuction } from './auction';
import { bannerWinners } from './decide-banners';
import { entersRequest, pageOf } from './decide-page';
import { productBidders } from './decide-products';
import type { DeliveryIndex, IndexedAdSet } from './delivery-index-model';
import type { FrequencyCap } from './frequency-cap';

export type DecideDeps = {
  index: DeliveryIndex;
  frequencyCap: FrequencyCap;
  /** The server's HMAC key: signs each ad's token. */
  secret: Buffer;
  now: () => Date;
  /** Traffic control's draw, uniform in [0, 1); tests pass a seeded one. */
  random?: () => number;
  newId?: () => string;
};

export type DecideResult =
  | { ok: true; response: DecisionResponse }
  | { ok: false; reason: 'UNKNOWN_CATALOG' };

/**
 * `POST /v1/ads/decisions` (issue 13, decision 0190): which sponsored products and banners a page shows.
 * Reads only the in-memory index: the catalog's serving ad sets → those entering this request (schedule,
 * frequency cap, pacing, audience, keywords, traffic control: decide-page.ts) → one second-price auction
 * for the product slots (one ad per SKU) and one per banner slot → a signed token per ad, carrying its
 * price. The ad sets handed out count towards the shopper's frequency cap.
 */
export function decide(deps: DecideDeps, request: DecisionRequest): DecideResult {
  const served = deps.index.catalogs.get(request.catalogId);
  if (!served) return { ok: false, reason: 'UNKNOWN_CATALOG' };
  const random = deps.random ?? Math.random;
  const nowMs = deps.now().getTime();
  const page = pageOf(request, served, deps.index.categoryTree, nowMs);
  const capped = deps.frequencyCap.capped(request.shopper.id, nowMs);
  const wantsProducts = request.slots.products > 0;
  const bannerSlots = new Set(request.slots.banners);
  const wanted = (adSet: IndexedAdSet) =>
    adSet.adType === 'PRODUCT'
      ? wantsProducts
      : [...bannerSlots].some((bannerType) => adSet.banners.has(bannerType));
  const entering = served.serving.filter(
    (adSet) => wanted(adSet) && entersRequest(adSet, page, deps.index.spend, capped, random),
  );

  const decisionId = (deps.newId ?? randomUUID)();
  const token = (
    adSet: IndexedAdSet,
    fields: Pick<AdTokenPayload, 'sku' | 'bannerType' | 'position' | 'priceMicros'>,
  ) =>
    signAdToken(deps.secret, {
      decisionId,
      adSetId: adSet.id,
      campaignId: adSet.campaignId,
      companyId: adSet.companyId,
      brandId: adSet.brandId,
      catalogId: adSet.catalogId,
      platform: request.platform,
      pageType: request.pageType,
      searchTerm: request.pageType === 'SEARCH' ? (request.searchTerm ?? '') : '',
      chargeModel: adSet.adType === 'PRODUCT' ? 'CPC' : 'CPI',
      issuedAt: nowMs,
      ...fields,
    });

  const products: DecisionProduct[] = runAuction(productBidders(entering, page), request.slots.products).map(
    (winner) => ({
      sku: winner.bidder.item.sku,
      adSetId: winner.bidder.item.adSet.id,
      campaignId: winner.bidder.item.adSet.campaignId,
      token: token(winner.bidder.item.adSet, {
        sku: winner.bidder.item.sku,
        bannerType: '',
        position: winner.position,
        priceMicros: String(winner.priceMicros),
      }),
    }),
  );
  const banners: DecisionBanner[] = bannerWinners(entering, page).map((winner) => {
    const { adSet, creative } = winner.bidder.item;
    return {
      bannerType: creative.bannerType,
      adSetId: adSet.id,
      campaignId: adSet.campaignId,
      imageUrl: creative.imageUrl,
      landingUrl: creative.landingUrl,
      deeplink: creative.deeplink,
      skus: creative.skus,
      token: token(adSet, {
        sku: '',
        bannerType: creative.bannerType,
        position: 1,
        priceMicros: String(winner.priceMicros),
      }),
    };
  });
  const shown = [...products.map((ad) => ad.adSetId), ...banners.map((ad) => ad.adSetId)];
  if (shown.length > 0) deps.frequencyCap.record(request.shopper.id, shown, nowMs);
  return { ok: true, response: { decisionId, products, banners } };
}
