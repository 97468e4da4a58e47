import type { SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import { isTimeZone } from '@portal/domain/zoned-day';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, companies, sponsorCampaigns } from '../../db/schema/index';
import { DomainError, inputErrors } from '../../graphql/errors';
import type { SponsorScope } from '../sponsor-lists/sponsor-scope';

/** The dashboard's arguments (spec 2 §7), as every dashboard query and the daily export take them. */
export type DashboardFilters = {
  fromDate: Date;
  toDate: Date;
  adType: SponsorAdType;
  /** Only 'SPONSOR' (or none) is a campaign type here; any other gives no rows. */
  campaignType?: string | null;
  /** Ids: null is no filter; -1 (an id that did not parse) matches nothing. */
  brandId?: number | null;
  campaignId?: number | null;
  adSetId?: number | null;
  ventureId?: number | null;
};

/** The reference currency of the marketplace (currencies.rate is units per 1 SGD). */
export const REFERENCE_CURRENCY = 'SGD';
/** Ten years of days: a longer range is refused rather than drawn as tens of thousands of buckets. */
const MAX_RANGE_MS = 3_660 * 86_400_000;

/** A range whose end is before its start, or longer than ten years, is a field error (never a 500). */
export function checkDashboardRange({ fromDate, toDate }: Pick<DashboardFilters, 'fromDate' | 'toDate'>) {
  if (toDate.getTime() < fromDate.getTime()) throw new DomainError(inputErrors.invalidValue, 'toDate');
  if (toDate.getTime() - fromDate.getTime() > MAX_RANGE_MS)
    throw new DomainError(inputErrors.numberOutOfRange, 'fromDate');
}

/**
 * What a dashboard statement needs besides its grouping and its hours (docs/decisions/0200, 0220): the scope's
 * conditions on a rollup table (hourly or daily: the same columns), the joins that convert money after the
 * rows are read (`r` is the rows read, rollup-source.ts), how money is summed, the currency it is in and the
 * zone days are cut in.
 */
export type DashboardQuery = {
  filters: DashboardFilters;
  /** The scope's and filters' conditions on the rollup table aliased `alias` (no time condition). */
  match: (alias: string) => SQL;
  /**
   * The same conditions on a coarse rollup (company, catalog, brand, ad type: decision 0222); null when a
   * campaign or ad set is chosen, which those tables cannot tell apart.
   */
  matchTotals: ((alias: string) => SQL) | null;
  /** Joins after `from (…) as r`: none for one company, the companies' currencies for every company. */
  join: SQL;
  /** The sum of a micros column, in `currency`, rounded to a micro. */
  money: (column: SQL) => SQL;
  currency: string;
  timeZone: string;
};

const none = sql`false`;

function matchOf(scope: SponsorScope, f: DashboardFilters, alias: string): SQL {
  if (f.campaignType && f.campaignType !== 'SPONSOR') return none;
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [sql`true`];
  if (scope.companyId !== null) parts.push(sql`${col('company_id')} = ${scope.companyId}`);
  if (f.campaignId != null) parts.push(sql`${col('campaign_id')} = ${f.campaignId}`);
  if (f.adSetId != null) parts.push(sql`${col('ad_set_id')} = ${f.adSetId}`);
  if (f.brandId != null) parts.push(sql`${col('brand_id')} = ${f.brandId}`);
  if (f.ventureId != null) parts.push(sql`${col('catalog_id')} = ${f.ventureId}`);
  // The ad type is the campaign's: a semi-join on the scope's campaigns (a few hundred rows at most).
  parts.push(
    sql`${col('campaign_id')} = any(array(select ${sponsorCampaigns.id} from ${sponsorCampaigns} where ${sponsorCampaigns.adType} = ${f.adType}${
      scope.companyId !== null ? sql` and ${sponsorCampaigns.companyId} = ${scope.companyId}` : sql``
    }))`,
  );
  return sql.join(parts, sql` and `);
}

function matchTotalsOf(scope: SponsorScope, f: DashboardFilters, alias: string): SQL {
  if (f.campaignType && f.campaignType !== 'SPONSOR') return none;
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [sql`${col('ad_type')} = ${f.adType}`];
  if (scope.companyId !== null) parts.push(sql`${col('company_id')} = ${scope.companyId}`);
  if (f.brandId != null) parts.push(sql`${col('brand_id')} = ${f.brandId}`);
  if (f.ventureId != null) parts.push(sql`${col('catalog_id')} = ${f.ventureId}`);
  return sql.join(parts, sql` and `);
}

/**
 * The statement parts of a dashboard in a scope. One company: its wallet currency (the currency its costs and
 * sales are recorded in), days in the venture's zone when one is chosen, else the company's (decision 0171).
 * Every company (staff acting for none): amounts converted into SGD per company, days in UTC.
 */
export async function dashboardQuery(
  db: Db,
  scope: SponsorScope,
  filters: DashboardFilters,
): Promise<DashboardQuery> {
  checkDashboardRange(filters);
  const [company] =
    scope.companyId === null
      ? []
      : await db
          .select({ timeZone: companies.timezone, currency: companies.walletCurrency })
          .from(companies)
          .where(eq(companies.id, scope.companyId));
  const [catalog] =
    filters.ventureId != null && filters.ventureId > 0
      ? await db
          .select({ timeZone: catalogs.timeZone })
          .from(catalogs)
          .where(eq(catalogs.id, filters.ventureId))
      : [];
  const zone = catalog?.timeZone ?? company?.timeZone ?? 'UTC';
  const timeZone = isTimeZone(zone) ? zone : 'UTC';
  const match = (alias: string) => matchOf(scope, filters, alias);
  const matchTotals =
    filters.campaignId != null || filters.adSetId != null
      ? null
      : (alias: string) => matchTotalsOf(scope, filters, alias);
  if (scope.companyId !== null)
    return {
      filters,
      match,
      matchTotals,
      join: sql``,
      money: (column) => sql`coalesce(sum(${column}), 0)`,
      currency: company?.currency ?? REFERENCE_CURRENCY,
      timeZone,
    };
  return {
    filters,
    match,
    matchTotals,
    join: sql`join companies as dash_co on dash_co.id = r.company_id join currencies as dash_cur on dash_cur.code = dash_co.wallet_currency`,
    money: (column) => sql`coalesce(round(sum(${column} / dash_cur.rate)), 0)`,
    currency: REFERENCE_CURRENCY,
    timeZone,
  };
}
