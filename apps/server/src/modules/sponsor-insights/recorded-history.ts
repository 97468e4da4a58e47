import { deliveryPlatforms } from '@portal/domain/delivery-api';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adRollupsHourly,
  adTrafficHourly,
  companies,
  currencies,
  products,
  sponsorAdSets,
} from '../../db/schema/index';
import type { DayFigures } from './forecast-model';

/**
 * What the marketplace recorded, read for forecasts, recommended bids and diagnostics (decision 0216):
 * the opportunities of `ad_traffic_hourly` and the similar ad sets' figures of `ad_rollups_hourly` (never
 * raw events). Money is brought to SGD micros by each ad set's wallet rate (rates are units per SGD),
 * so ad sets of companies with different wallets compare; callers convert back to the asker's wallet.
 */

export type Window = { from: Date; to: Date };

/** Which similar ad sets and which pages count: a catalog, an ad type, optional categories and platforms. */
export type Scope = {
  catalogId: number;
  adType: 'PRODUCT' | 'BANNER';
  /** Categories of the products (product ads: the rollup's SKU must be in one); null: any. */
  productCategoryIds: readonly number[] | null;
  /** Category pages counted (banners: the pages they target; products: the products' categories and above). */
  pageCategoryIds: readonly number[] | null;
  /**
   * The pages the similar ads served on, when they differ from the campaign's (banners are compared with
   * banners of every category: null, every page); undefined: the same pages.
   */
  similarPageCategoryIds?: readonly number[] | null;
  /** Platforms or banner types; null: any. */
  platforms: readonly string[] | null;
};

const r = adRollupsHourly;
const t = adTrafficHourly;
const DAY = sql`to_char(date_trunc('day', ${r.hour} at time zone 'UTC'), 'YYYY-MM-DD')`;
const TRAFFIC_DAY = sql`to_char(date_trunc('day', ${t.hour} at time zone 'UTC'), 'YYYY-MM-DD')`;

const intList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The similar ad sets' rollup rows in the window (the joins bring the SKU's category and the wallet rate). */
function similarRows(scope: Scope, window: Window): { from: SQL; where: SQL } {
  const conditions: SQL[] = [
    sql`${r.catalogId} = ${scope.catalogId}`,
    sql`${r.hour} >= ${window.from.toISOString()}`,
    sql`${r.hour} < ${window.to.toISOString()}`,
    sql`${sponsorAdSets.adType} = ${scope.adType}`,
  ];
  if (scope.productCategoryIds)
    conditions.push(
      scope.productCategoryIds.length === 0
        ? sql`false`
        : sql`${products.categoryId} in (${intList(scope.productCategoryIds)})`,
    );
  if (scope.platforms && scope.platforms.length > 0)
    conditions.push(
      sql`(${r.platform} in (${textList(scope.platforms)}) or ${r.bannerType} in (${textList(scope.platforms)}))`,
    );
  return {
    from: sql`${r}
      join ${sponsorAdSets} on ${sponsorAdSets.id} = ${r.adSetId}
      join ${companies} on ${companies.id} = ${r.companyId}
      join ${currencies} on ${currencies.code} = ${companies.walletCurrency}
      ${scope.productCategoryIds ? sql`join ${products} on ${products.catalogId} = ${r.catalogId} and ${products.sku} = ${r.sku}` : sql``}`,
    where: sql.join(conditions, sql` and `),
  };
}

type Raw = Record<string, string | number | null>;

/**
 * Per day: the similar ad sets' impressions, clicks, costs (SGD micros) and how many units served: a product
 * ad set's SKUs each (an ad set with more SKUs takes more slots), a banner ad set once. A unit counts by the
 * share of the UTC day its ad set was scheduled (decision 0281: an ad set that started at 16:00 served a
 * third of the day, and its 6 impressions are 18 a whole day), when all its impressions that day fell inside
 * that part; a unit that served outside its schedule (edited since) counts whole.
 */
export async function similarAdsByDay(db: Db, scope: Scope, window: Window) {
  const { from, where } = similarRows(scope, window);
  const unit = scope.adType === 'PRODUCT' ? sql`${r.adSetId}, ${r.sku}` : sql`${r.adSetId}`;
  const dayStart = sql`date_trunc('day', ${r.hour}, 'UTC')`;
  const served = (bound: SQL) => sql`${bound}(${r.hour}) filter (where ${r.impressions} > 0)`;
  const scheduledFrom = sql`greatest(${dayStart}, max(${sponsorAdSets.startDate}))`;
  const scheduledTo = sql`least(${dayStart} + interval '1 day', coalesce(max(${sponsorAdSets.endDate}), 'infinity'))`;
  // The scheduled part of the day, when every impression of the day fell inside it; else the schedule was
  // changed since it served, and says nothing of that day: a whole unit.
  const part = sql`case when ${served(sql`min`)} >= date_trunc('hour', ${scheduledFrom})
      and ${served(sql`max`)} < ${scheduledTo}
    then extract(epoch from ${scheduledTo} - ${scheduledFrom}) / 86400 else 1 end`;
  const result = await db.execute<Raw>(sql`
    with units as (
      select ${DAY} as day, ${unit}, sum(${r.impressions}) as impressions, sum(${r.clicks}) as clicks,
        sum(${r.costsMicros} / ${currencies.rate}) as costs, ${part} as part
      from ${from} where ${where} group by 1, ${unit}, ${dayStart})
    select day, sum(impressions) as impressions, sum(clicks) as clicks, floor(sum(costs)) as costs,
      coalesce(sum(least(1, part)) filter (where impressions > 0), 0) as units
    from units group by day`);
  return new Map(
    result.rows.map((row) => [
      String(row.day),
      {
        impressions: Number(row.impressions ?? 0),
        clicks: Number(row.clicks ?? 0),
        costsMicros: BigInt(row.costs ?? 0),
        units: Number(row.units ?? 0),
      },
    ]),
  );
}

/**
 * Each similar ad set's clearing price over the window, in SGD micros, rounded up: costs per click for
 * product ads (charged per click), per impression for banners (MAXIMUM_CPI is a price per impression, as
 * the auction charges it). Ad sets without a charged event are left out.
 */
export async function clearingPrices(db: Db, scope: Scope, window: Window): Promise<bigint[]> {
  const { from, where } = similarRows(scope, window);
  const events = scope.adType === 'PRODUCT' ? r.clicks : r.impressions;
  const result = await db.execute<Raw>(sql`
    select ceil(sum(${r.costsMicros} / ${currencies.rate}) / sum(${events})) as price
    from ${from} where ${where} group by ${r.adSetId}
    having sum(${events}) > 0 and sum(${r.costsMicros}) > 0`);
  return result.rows.map((row) => BigInt(row.price ?? 0)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Per day: the slots asked on the pages the scope's ads can show on. */
export async function opportunitiesByDay(
  db: Db,
  scope: Pick<Scope, 'catalogId' | 'adType' | 'pageCategoryIds' | 'platforms'>,
  window: Window,
) {
  const slots = scope.adType === 'PRODUCT' ? t.productSlots : t.bannerSlots;
  const conditions: SQL[] = [
    sql`${t.catalogId} = ${scope.catalogId}`,
    sql`${t.hour} >= ${window.from.toISOString()}`,
    sql`${t.hour} < ${window.to.toISOString()}`,
  ];
  if (scope.pageCategoryIds)
    conditions.push(
      scope.pageCategoryIds.length === 0
        ? sql`${t.pageType} in ('SEARCH', 'HOME')`
        : sql`(${t.pageType} in ('SEARCH', 'HOME') or ${t.categoryId} in (${intList(scope.pageCategoryIds)}))`,
    );
  // Banner types (DESKTOP_HOME…) narrow the similar ad sets only; request platforms narrow the pages too.
  const platforms = (scope.platforms ?? []).filter((value) =>
    (deliveryPlatforms as readonly string[]).includes(value),
  );
  if (platforms.length > 0) conditions.push(sql`${t.platform} in (${textList(platforms)})`);
  const result = await db.execute<Raw>(sql`
    select ${TRAFFIC_DAY} as day, sum(${slots}) as slots from ${t}
    where ${sql.join(conditions, sql` and `)} group by 1`);
  return new Map(result.rows.map((row) => [String(row.day), Number(row.slots ?? 0)]));
}

/** The readers joined per recorded day (days with traffic on the campaign's pages), oldest first. */
export async function historyDays(db: Db, scope: Scope, window: Window): Promise<DayFigures[]> {
  const similarPages = scope.similarPageCategoryIds;
  const [traffic, similarTraffic, similar] = await Promise.all([
    opportunitiesByDay(db, scope, window),
    similarPages === undefined
      ? null
      : opportunitiesByDay(db, { ...scope, pageCategoryIds: similarPages }, window),
    similarAdsByDay(db, scope, window),
  ]);
  return [...traffic.keys()].sort().map((day) => {
    const ads = similar.get(day) ?? { impressions: 0, clicks: 0, costsMicros: 0n, units: 0 };
    const opportunities = traffic.get(day) ?? 0;
    const similarOpportunities = similarTraffic ? (similarTraffic.get(day) ?? 0) : opportunities;
    return { day, opportunities, similarOpportunities, ...ads };
  });
}
