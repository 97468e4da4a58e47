import { convertMicros } from '@portal/domain/currency-conversion';
import { MAX_ORDER_TOTAL } from '@portal/domain/delivery-api';
import type { BudgetType } from '@portal/domain/sponsor-campaign-form';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, currencies, products, sponsorAdSets } from '../../db/schema/index';
import type { PurchaseEvent, Rejection, ValidEvent } from './event-validation';

/**
 * What a batch's events need from the catalog and the ad sets, read once per batch before its transaction:
 * each catalog's zone and currency, each purchased SKU's brand, each token's ad set and budgets, and the
 * currencies' rates. Events naming a catalog, SKU or ad set that does not exist are refused here.
 */

export type CatalogInfo = { id: number; timeZone: string; currencyCode: string };
export type AdSetInfo = {
  id: number;
  companyId: number;
  campaignId: number;
  brandId: number;
  catalogId: number;
  adType: 'PRODUCT' | 'BANNER';
  budgetType: BudgetType;
  budgetDailyMicros: bigint | null;
  budgetTotalMicros: bigint | null;
};

export type IngestContext = {
  catalogs: Map<number, CatalogInfo>;
  /** `${catalogId}:${sku}` → brand id. */
  productBrands: Map<string, number>;
  adSets: Map<number, AdSetInfo>;
  /** Currency code → units per 1 SGD (currencies.rate). */
  rates: Map<string, string>;
};

export const productKey = (catalogId: number, sku: string) => `${catalogId}:${sku}`;

export async function loadIngestContext(db: Db, events: readonly ValidEvent[]): Promise<IngestContext> {
  const catalogIds = new Set<number>();
  const adSetIds = new Set<number>();
  const skusByCatalog = new Map<number, Set<string>>();
  for (const event of events) {
    if (event.kind === 'PURCHASE') {
      catalogIds.add(event.catalogId);
      const skus = skusByCatalog.get(event.catalogId) ?? new Set<string>();
      for (const item of event.items) skus.add(item.sku);
      skusByCatalog.set(event.catalogId, skus);
    } else {
      catalogIds.add(event.token.catalogId);
      adSetIds.add(event.token.adSetId);
    }
  }
  const [catalogRows, adSetRows, productRows, currencyRows] = await Promise.all([
    catalogIds.size
      ? db
          .select({ id: catalogs.id, timeZone: catalogs.timeZone, currencyCode: catalogs.currencyCode })
          .from(catalogs)
          .where(inArray(catalogs.id, [...catalogIds]))
      : [],
    adSetIds.size
      ? db
          .select({
            id: sponsorAdSets.id,
            companyId: sponsorAdSets.companyId,
            campaignId: sponsorAdSets.campaignId,
            brandId: sponsorAdSets.brandId,
            catalogId: sponsorAdSets.catalogId,
            adType: sponsorAdSets.adType,
            budgetType: sponsorAdSets.budgetType,
            budgetDailyMicros: sponsorAdSets.budgetDailyMicros,
            budgetTotalMicros: sponsorAdSets.budgetTotalMicros,
          })
          .from(sponsorAdSets)
          .where(inArray(sponsorAdSets.id, [...adSetIds]))
      : [],
    skusByCatalog.size
      ? db
          .select({ catalogId: products.catalogId, sku: products.sku, brandId: products.brandId })
          .from(products)
          .where(
            or(
              ...[...skusByCatalog].map(([catalogId, skus]) =>
                and(eq(products.catalogId, catalogId), inArray(products.sku, [...skus])),
              ),
            ),
          )
      : [],
    // Rates convert purchases' sales into the credited wallet's currency.
    skusByCatalog.size ? db.select({ code: currencies.code, rate: currencies.rate }).from(currencies) : [],
  ]);
  return {
    catalogs: new Map(catalogRows.map((row) => [row.id, row])),
    productBrands: new Map(productRows.map((row) => [productKey(row.catalogId, row.sku), row.brandId])),
    adSets: new Map(adSetRows.map((row) => [row.id, row])),
    rates: new Map(currencyRows.map((row) => [row.code, row.rate])),
  };
}

const MAX_ORDER_TOTAL_MICROS = BigInt(MAX_ORDER_TOTAL) * 1_000_000n;

/**
 * Whether a purchase's total stays within MAX_ORDER_TOTAL in every currency its sales may be credited in (the
 * schema bounds it in the catalog's currency; a wallet in a currency of more units per SGD sees it larger).
 */
function orderTooLarge(event: PurchaseEvent, context: IngestContext): boolean {
  const total = event.items.reduce((sum, item) => sum + item.priceMicros * BigInt(item.quantity), 0n);
  if (total > MAX_ORDER_TOTAL_MICROS) return true;
  const fromRate = context.rates.get(context.catalogs.get(event.catalogId)!.currencyCode);
  if (!fromRate) return false;
  return [...context.rates.values()].some(
    (toRate) => convertMicros(total, fromRate, toRate) > MAX_ORDER_TOTAL_MICROS,
  );
}

/** Refuses the events whose catalog, SKU or ad set does not exist, or whose order is too large; answers the others. */
export function checkAgainstCatalog(
  events: readonly ValidEvent[],
  context: IngestContext,
): { kept: ValidEvent[]; rejected: Rejection[] } {
  const kept: ValidEvent[] = [];
  const rejected: Rejection[] = [];
  for (const event of events) {
    const refuse = (reason: Rejection['reason'], message: string) =>
      rejected.push({ index: event.index, eventId: event.eventId, reason, message });
    if (event.kind === 'PURCHASE') {
      if (!context.catalogs.has(event.catalogId)) {
        refuse('UNKNOWN_CATALOG', `catalog ${event.catalogId} does not exist`);
        continue;
      }
      const unknown = event.items.find(
        (item) => !context.productBrands.has(productKey(event.catalogId, item.sku)),
      );
      if (unknown) {
        refuse('UNKNOWN_SKU', `SKU ${unknown.sku} is not in catalog ${event.catalogId}`);
        continue;
      }
      if (orderTooLarge(event, context)) {
        refuse(
          'MALFORMED',
          `order: the order's total must be at most ${MAX_ORDER_TOTAL} in every currency it may be credited in`,
        );
        continue;
      }
    } else {
      const adSet = context.adSets.get(event.token.adSetId);
      if (!context.catalogs.has(event.token.catalogId)) {
        refuse('UNKNOWN_CATALOG', `catalog ${event.token.catalogId} does not exist`);
        continue;
      }
      if (!adSet || adSet.companyId !== event.token.companyId || adSet.catalogId !== event.token.catalogId) {
        refuse('MALFORMED', `token: ad set ${event.token.adSetId} does not exist`);
        continue;
      }
    }
    kept.push(event);
  }
  return { kept, rejected };
}
