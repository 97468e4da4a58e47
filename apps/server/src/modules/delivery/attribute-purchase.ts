import { convertMicros } from '@portal/domain/currency-conversion';
import { and, eq, gte, inArray, isNotNull, lte, ne, or } from 'drizzle-orm';
import { adEvents, companies } from '../../db/schema/index';
import type { Tx } from '../wallet/ledger';
import type { PurchaseEvent } from './event-validation';
import { type IngestContext, productKey } from './ingest-events-context';

/**
 * Who a purchase is credited to (decision 0190 "Attribution", docs/decisions/0191-attribution.md). For each
 * item of an order, looking back 7 days from the purchase at the shopper's own events in the same catalog:
 *
 * 1. their last click on an ad for the same SKU → DIRECT (click7 sales, items sold; one purchase per order
 *    and ad set);
 * 2. else their last click on an ad of the item's brand → HALO (halo sales, halo items sold);
 * 3. else their last banner impression of the item's brand → VIEW (view7 sales);
 * 4. else NONE: stored, in no rollup.
 *
 * The item's row takes the credited event's dimensions (ad set, campaign, SKU, platform, search term...), so
 * the rollup is a plain GROUP BY. Its value is price × quantity converted into the credited company's wallet
 * currency (the currency its costs are in); an uncredited item keeps the catalog's currency.
 */

export const ATTRIBUTION_WINDOW_MS = 7 * 86_400_000;

export type Attribution = 'DIRECT' | 'HALO' | 'VIEW' | 'NONE';
export type AdEventInsert = typeof adEvents.$inferInsert;

/** A click or banner impression a purchase may be credited to. */
export type Touch = {
  eventId: string;
  seq: bigint;
  kind: string;
  occurredAt: Date;
  shopperId: string;
  catalogId: number;
  companyId: number | null;
  campaignId: number | null;
  adSetId: number | null;
  brandId: number | null;
  decisionId: string | null;
  sku: string;
  platform: string;
  pageType: string;
  searchTerm: string;
  bannerType: string;
};

/** The credited touch of one item (pure): the rule above over the shopper's touches. */
export function creditItem(
  touches: readonly Touch[],
  item: { catalogId: number; sku: string; brandId: number; at: Date },
): { attribution: Attribution; touch: Touch | null } {
  const from = item.at.getTime() - ATTRIBUTION_WINDOW_MS;
  const inWindow = touches.filter(
    (touch) =>
      touch.catalogId === item.catalogId &&
      touch.occurredAt.getTime() >= from &&
      touch.occurredAt.getTime() <= item.at.getTime(),
  );
  const last = (matches: (touch: Touch) => boolean): Touch | null => {
    let best: Touch | null = null;
    for (const touch of inWindow) {
      if (!matches(touch)) continue;
      if (
        !best ||
        touch.occurredAt.getTime() > best.occurredAt.getTime() ||
        (touch.occurredAt.getTime() === best.occurredAt.getTime() && touch.seq > best.seq)
      )
        best = touch;
    }
    return best;
  };
  const direct = last((touch) => touch.kind === 'CLICK' && touch.sku === item.sku && touch.bannerType === '');
  if (direct) return { attribution: 'DIRECT', touch: direct };
  const halo = last((touch) => touch.kind === 'CLICK' && touch.brandId === item.brandId);
  if (halo) return { attribution: 'HALO', touch: halo };
  const view = last(
    (touch) => touch.kind === 'IMPRESSION' && touch.bannerType !== '' && touch.brandId === item.brandId,
  );
  if (view) return { attribution: 'VIEW', touch: view };
  return { attribution: 'NONE', touch: null };
}

/** The shopper's clicks and banner impressions that the batch's purchases may be credited to. */
async function loadTouches(tx: Tx, purchases: readonly PurchaseEvent[]): Promise<Map<string, Touch[]>> {
  const times = purchases.map((purchase) => purchase.occurredAt.getTime());
  const rows = await tx
    .select({
      eventId: adEvents.eventId,
      seq: adEvents.seq,
      kind: adEvents.kind,
      occurredAt: adEvents.occurredAt,
      shopperId: adEvents.shopperId,
      catalogId: adEvents.catalogId,
      companyId: adEvents.companyId,
      campaignId: adEvents.campaignId,
      adSetId: adEvents.adSetId,
      brandId: adEvents.brandId,
      decisionId: adEvents.decisionId,
      sku: adEvents.sku,
      platform: adEvents.platform,
      pageType: adEvents.pageType,
      searchTerm: adEvents.searchTerm,
      bannerType: adEvents.bannerType,
    })
    .from(adEvents)
    // ad_events_shopper_idx (shopper_id, kind, occurred_at).
    .where(
      and(
        inArray(adEvents.shopperId, [...new Set(purchases.map((purchase) => purchase.shopperId))]),
        inArray(adEvents.kind, ['CLICK', 'IMPRESSION']),
        gte(adEvents.occurredAt, new Date(Math.min(...times) - ATTRIBUTION_WINDOW_MS)),
        lte(adEvents.occurredAt, new Date(Math.max(...times))),
        isNotNull(adEvents.adSetId),
        or(eq(adEvents.kind, 'CLICK'), ne(adEvents.bannerType, '')),
      ),
    );
  const byShopper = new Map<string, Touch[]>();
  for (const row of rows) {
    const list = byShopper.get(row.shopperId) ?? [];
    list.push(row);
    byShopper.set(row.shopperId, list);
  }
  return byShopper;
}

/**
 * The `ad_events` rows of the batch's new purchases, one per item, each credited by the rule above. Runs in
 * the batch's transaction after its impressions and clicks are stored, so a click and the purchase it led to
 * may come in the same batch.
 */
export async function attributePurchases(
  tx: Tx,
  purchases: readonly PurchaseEvent[],
  context: IngestContext,
): Promise<AdEventInsert[]> {
  if (purchases.length === 0) return [];
  const touches = await loadTouches(tx, purchases);
  const credited: {
    purchase: PurchaseEvent;
    itemIndex: number;
    attribution: Attribution;
    touch: Touch | null;
  }[] = [];
  for (const purchase of purchases) {
    for (const [itemIndex, item] of purchase.items.entries()) {
      const brandId = context.productBrands.get(productKey(purchase.catalogId, item.sku))!;
      const { attribution, touch } = creditItem(touches.get(purchase.shopperId) ?? [], {
        catalogId: purchase.catalogId,
        sku: item.sku,
        brandId,
        at: purchase.occurredAt,
      });
      credited.push({ purchase, itemIndex, attribution, touch });
    }
  }
  const companyIds = [
    ...new Set(credited.flatMap(({ touch }) => (touch?.companyId ? [touch.companyId] : []))),
  ];
  const walletCurrency = new Map(
    companyIds.length
      ? (
          await tx
            .select({ id: companies.id, currency: companies.walletCurrency })
            .from(companies)
            .where(inArray(companies.id, companyIds))
        ).map((row) => [row.id, row.currency])
      : [],
  );
  const rateOf = (code: string) => {
    const rate = context.rates.get(code);
    if (!rate) throw new Error(`no rate for currency ${code}`);
    return rate;
  };
  return credited.map(({ purchase, itemIndex, attribution, touch }) => {
    const item = purchase.items[itemIndex]!;
    const catalogCurrency = context.catalogs.get(purchase.catalogId)!.currencyCode;
    const value = item.priceMicros * BigInt(item.quantity);
    const salesMicros =
      touch?.companyId != null
        ? convertMicros(value, rateOf(catalogCurrency), rateOf(walletCurrency.get(touch.companyId) ?? 'SGD'))
        : value;
    return {
      eventId: purchase.eventId,
      itemIndex,
      kind: 'PURCHASE',
      occurredAt: purchase.occurredAt,
      shopperId: purchase.shopperId,
      catalogId: purchase.catalogId,
      companyId: touch?.companyId ?? null,
      campaignId: touch?.campaignId ?? null,
      adSetId: touch?.adSetId ?? null,
      brandId: touch?.brandId ?? context.productBrands.get(productKey(purchase.catalogId, item.sku))!,
      decisionId: touch?.decisionId ?? null,
      sku: touch?.sku ?? item.sku,
      platform: touch?.platform ?? '',
      pageType: touch?.pageType ?? '',
      searchTerm: touch?.searchTerm ?? '',
      bannerType: touch?.bannerType ?? '',
      costMicros: 0n,
      orderId: purchase.orderId,
      quantity: item.quantity,
      salesMicros,
      attribution,
      attributedEventId: touch?.eventId ?? null,
      itemSku: item.sku,
    };
  });
}
