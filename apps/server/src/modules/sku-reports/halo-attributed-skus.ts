import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { adHaloSkusHourly, products } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { sponsorScope } from '../sponsor-lists/sponsor-scope';
import { instantRange, ownerArgs, skuArg } from './sku-report-args';
import { resolveSkuReportTarget } from './sku-report-target';

export type HaloAttributedArgs = {
  sku: string;
  campaignId?: string | null;
  adSetId?: string | null;
  adId?: string | null;
  startDate?: Date | null;
  endDate?: Date | null;
};

/** At most this many bought SKUs are listed, the best-selling first. */
export const HALO_SKU_LIMIT = 100;

/**
 * reportHaloAttributedSku (spec 2 §3 "SKU price-history data"): the other SKUs shoppers bought after an
 * ad of `sku` (halo sales credited to it), each with its sales (wallet currency) and quantity over the
 * range, from `ad_halo_skus_hourly` (the engine's attribution); most sales first, then by SKU.
 */
export async function haloAttributedSkus({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  input: HaloAttributedArgs;
}) {
  const owner = ownerArgs(input);
  const sku = skuArg(input.sku);
  const range = instantRange(input.startDate, input.endDate);
  const target = await resolveSkuReportTarget(deps, sponsorScope(actor), owner);
  if (!target) return [];
  const h = adHaloSkusHourly;
  const sales = sql<string>`sum(${h.haloSalesMicros})`;
  const rows = await deps.db
    .select({
      sku: h.itemSku,
      salesMicros: sales,
      quantity: sql<string>`sum(${h.haloItemsSold})`,
      name: sql<string | null>`min(${products.name})`,
    })
    .from(h)
    .leftJoin(products, and(eq(products.catalogId, h.catalogId), eq(products.sku, h.itemSku)))
    .where(
      and(
        inArray(h.campaignId, target.campaignIds),
        inArray(h.adSetId, target.adSetIds),
        eq(h.companyId, target.companyId),
        eq(h.sku, sku),
        range.startDate ? gte(h.hour, range.startDate) : undefined,
        range.endDate ? lte(h.hour, range.endDate) : undefined,
      ),
    )
    .groupBy(h.itemSku)
    .orderBy(desc(sales), h.itemSku)
    .limit(HALO_SKU_LIMIT);
  return rows.map((row) => ({
    sku: row.sku,
    name: row.name,
    salesMicros: BigInt(row.salesMicros ?? 0),
    quantity: Number(row.quantity ?? 0),
  }));
}

export type HaloAttributedSku = Awaited<ReturnType<typeof haloAttributedSkus>>[number];
