import { and, count, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { directSales } from '../../db/rollup-direct-sales';
import { adRollupsHourly, products } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError, inputErrors } from '../../graphql/errors';
import { pageWindow, toPaged } from '../../graphql/paged';
import { campaignReport } from '../sponsor-campaigns/campaign-report';
import { figuresOf, metricSortExpressions } from '../sponsor-campaigns/report-figures';
import type { SortDirection } from '../sponsor-lists/list-sponsor-campaigns';
import { type SponsorScope, sponsorScope } from '../sponsor-lists/sponsor-scope';
import { instantRange, ownerArgs } from './sku-report-args';
import { resolveSkuReportTarget } from './sku-report-target';

/** One page holds every SKU an ad can have (a SKU upload stops below 5,000 rows, spec 2 §4). */
export const SKU_REPORT_PAGE_SIZE = 5000;

export type SkusReportArgs = {
  startDate?: Date | null;
  endDate?: Date | null;
  campaignId?: string | null;
  adSetId?: string | null;
  adId?: string | null;
  page?: number | null;
  pageSize?: number | null;
  sortBy?: string | null;
  direction?: SortDirection | null;
};

/** The metric columns the SKU table sorts by (decision 0210), besides sku, name and status. */
export const skuSortKeys = [
  'impressions',
  'clicks',
  'cpc',
  'ctr',
  'conv',
  'click7Sales',
  'haloSales',
  'costs',
  'roas',
  'itemsSold',
  'haloItemsSold',
  'purchases',
] as const;

/**
 * One SKU's sums over its hourly rows, under the names the metric sorts read (report-figures.ts). Every
 * aggregate is a plain sum, so PostgreSQL groups the SKUs by hashing; a `count(distinct …)` would make it sort
 * the campaign's whole year of rows (decision 0251). A SKU's sold-SKU count is 1 when it sold. Sales are the
 * direct sales as the lists sum them (decision 0255).
 */
function skuSums() {
  const r = adRollupsHourly;
  return {
    impressions: sql<string>`sum(${r.impressions})`.as('fig_impressions'),
    clicks: sql<string>`sum(${r.clicks})`.as('fig_clicks'),
    costsMicros: sql<string>`sum(${r.costsMicros})`.as('fig_costs_micros'),
    purchases: sql<string>`sum(${r.purchases})`.as('fig_purchases'),
    itemsSold: sql<string>`sum(${r.itemsSold})`.as('fig_items_sold'),
    click7SalesMicros: sql<string>`sum(${directSales(r)})`.as('fig_click7_sales_micros'),
    haloItemsSold: sql<string>`sum(${r.haloItemsSold})`.as('fig_halo_items_sold'),
    haloSalesMicros: sql<string>`sum(${r.haloSalesMicros})`.as('fig_halo_sales_micros'),
    soldSkuCount: sql<string>`(sum(${r.itemsSold}) > 0)::int`.as('fig_sold_sku_count'),
  };
}

const emptyPage = (page: number, pageSize: number) => ({
  ...toPaged([], 0, page, pageSize),
  currency: null as string | null,
});

/**
 * skusReport (spec 2 §7 "SKU report"): the figures of each advertised SKU of a campaign, ad set or ad in
 * the range, summed from `ad_rollups_hourly` (never raw events) with the campaign report's formulas, with
 * its catalog product's name, image, sizes and stock status. Sorted by a metric, the SKU, the name or the
 * status (default: most impressions first); ties by SKU. Another company's campaign gives an empty page.
 */
export async function skusReport({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  input: SkusReportArgs;
}) {
  return skusReportInScope(deps, sponsorScope(actor), input);
}

/** skusReport inside a given scope (the SKU performance export reads it for the request's company). */
export async function skusReportInScope(
  deps: Pick<AppDeps, 'db'>,
  scope: SponsorScope,
  input: SkusReportArgs,
) {
  const owner = ownerArgs(input);
  const range = instantRange(input.startDate, input.endDate);
  const pageSize = input.pageSize ?? SKU_REPORT_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SKU_REPORT_PAGE_SIZE)
    throw new DomainError(inputErrors.numberOutOfRange, 'pageSize', { min: 1, max: SKU_REPORT_PAGE_SIZE });
  const sortBy = input.sortBy || 'impressions';
  const { page, limit, offset } = pageWindow(input.page, pageSize);
  const target = await resolveSkuReportTarget(deps, scope, owner);
  const known = ['sku', 'name', 'status', ...skuSortKeys] as const;
  if (!(known as readonly string[]).includes(sortBy))
    throw new DomainError(inputErrors.invalidValue, 'sortBy');
  if (!target) return emptyPage(page, pageSize);

  const r = adRollupsHourly;
  const perSku = deps.db
    .select({ sku: r.sku, catalogId: r.catalogId, ...skuSums() })
    .from(r)
    .where(
      and(
        inArray(r.campaignId, target.campaignIds),
        inArray(r.adSetId, target.adSetIds),
        eq(r.companyId, target.companyId),
        ne(r.sku, ''),
        range.startDate ? gte(r.hour, range.startDate) : undefined,
        range.endDate ? lte(r.hour, range.endDate) : undefined,
      ),
    )
    .groupBy(r.sku, r.catalogId)
    .as('sku_figures');
  const status = sql<string>`case when ${products.id} is null then 'NOT_IN_CATALOG' when ${products.stock} > 0 then 'IN_STOCK' else 'OUT_OF_STOCK' end`;
  const sorts: Record<string, SQL> = {
    ...metricSortExpressions(perSku),
    sku: sql`${perSku.sku}`,
    name: sql`lower(${products.name})`,
    status,
  };
  const order = sorts[sortBy]!;
  const direction = input.direction ?? (sortBy === 'sku' || sortBy === 'name' ? 'asc' : 'desc');
  // The count rides on the page's rows (a window over the grouped SKUs), so the SKUs are summed once; only a
  // page past the end, which has no row to carry it, counts again.
  const rows = await deps.db
    .select({
      sku: perSku.sku,
      catalogId: perSku.catalogId,
      impressions: perSku.impressions,
      clicks: perSku.clicks,
      costsMicros: perSku.costsMicros,
      purchases: perSku.purchases,
      itemsSold: perSku.itemsSold,
      click7SalesMicros: perSku.click7SalesMicros,
      haloItemsSold: perSku.haloItemsSold,
      haloSalesMicros: perSku.haloSalesMicros,
      soldSkuCount: perSku.soldSkuCount,
      name: products.name,
      imageUrl: products.imageUrl,
      link: products.link,
      sizes: products.sizes,
      stock: products.stock,
      status,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(perSku)
    .leftJoin(products, and(eq(products.catalogId, perSku.catalogId), eq(products.sku, perSku.sku)))
    .orderBy(
      direction === 'desc' ? sql`${order} desc nulls last` : sql`${order} asc nulls first`,
      sql`${perSku.sku} asc`,
    )
    .limit(limit)
    .offset(offset);
  const total = rows[0]?.total ?? (await deps.db.select({ value: count() }).from(perSku))[0]?.value ?? 0;
  const objects = rows.map((row) => ({
    sku: row.sku,
    catalogId: row.catalogId,
    name: row.name,
    imageUrl: row.imageUrl,
    link: row.link,
    // The catalog keeps no stock per size: a product in stock offers all its sizes (decision 0210).
    availableSizes: row.stock != null && row.stock > 0 ? (row.sizes ?? []) : [],
    status: row.status,
    report: campaignReport(figuresOf(row), 1),
  }));
  return { ...toPaged(objects, Number(total), page, pageSize), currency: target.walletCurrency };
}

export type SkuReportRow = Awaited<ReturnType<typeof skusReport>>['objects'][number];
export type SkuReportPage = Awaited<ReturnType<typeof skusReport>>;
