import { sponsorAdTypes } from '@portal/domain/sponsor-campaign-form';
import { zonedDay } from '@portal/domain/zoned-day';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, currencies } from '../../db/schema/index';
import { campaignReport, noFigures } from '../sponsor-campaigns/campaign-report';
import { type DashboardFilters, dashboardQuery } from '../sponsor-reports/dashboard-filters';
import { readDashboardSeries } from '../sponsor-reports/dashboard-series';
import { csvLine, csvPercent, csvReportMoney } from './csv';
import { paramInstant, paramOneOf, paramRowId, paramText } from './export-params';

type Params = Record<string, unknown>;

const header = [
  'date',
  'currency',
  'impressions',
  'clicks',
  'ctr',
  'costs',
  'cpc',
  'cpm',
  'itemsSold',
  'sales',
  'roas',
  'haloItemsSold',
  'haloSales',
];

/** The dashboard's filters from an export's params (checked when it was asked for: export-params.ts). */
function filtersOf(params: Params): DashboardFilters {
  const fromDate = paramInstant(params.fromDate, 'fromDate');
  const toDate = paramInstant(params.toDate, 'toDate');
  if (!fromDate || !toDate) throw new Error('The dashboard export needs fromDate and toDate');
  return {
    fromDate,
    toDate,
    adType: paramOneOf(params.adType, sponsorAdTypes, 'adType') ?? 'PRODUCT',
    campaignType: paramText(params.campaignType),
    brandId: paramRowId(params.brandId, 'brandId'),
    campaignId: paramRowId(params.campaignId, 'campaignId'),
    adSetId: paramRowId(params.adSetId, 'adSetId'),
    ventureId: paramRowId(params.ventureId, 'ventureId'),
  };
}

/**
 * The dashboard chart's daily figures as CSV (export data type DASHBOARD_DAILY, flag
 * export_daily_dashboard_data): the `dashboardReport` filters of the asking company, one line per day of
 * the report's zone (every day of the range, zeros included), money in the report's currency. Direct sales
 * are the ad type's (view 7-day sales for banners); CTR, CPC, CPM and ROAS by spec 2 §9's formulas, CTR and
 * ROAS with two decimals as the screen shows them.
 */
export async function writeDashboardDailyCsv(
  db: Db,
  companyId: number,
  params: Params,
  write: (chunk: string) => void,
) {
  const q = await dashboardQuery(db, { companyId }, filtersOf(params));
  const [currency] = await db
    .select({ digits: currencies.maxFractionDigits })
    .from(currencies)
    .where(eq(currencies.code, q.currency));
  const digits = currency?.digits ?? 2;
  const money = csvReportMoney(digits);
  write(csvLine(header));
  const days = await readDashboardSeries(db, q, 'DAY');
  for (const day of days) {
    const report = campaignReport(
      {
        ...noFigures,
        impressions: day.impressions,
        clicks: day.clicks,
        costsMicros: day.costsMicros,
        click7SalesMicros: day.salesMicros,
      },
      0,
    );
    write(
      csvLine([
        day.label,
        q.currency,
        day.impressions,
        day.clicks,
        csvPercent(report.ctr),
        money(day.costsMicros),
        money(report.cpcMicros),
        money(report.cpmMicros),
        day.itemsSold,
        money(day.salesMicros),
        csvPercent(report.roas),
        day.haloItemsSold,
        money(day.haloSalesMicros),
      ]),
    );
  }
  return days.length;
}

const safe = (text: string) => text.replace(/[^\p{L}\p{N} ._-]+/gu, '-').trim() || 'all';

/**
 * `<venture name>_<adType>_<from>_<to>.csv` (spec 2 §7): the catalog's name, or "all" without one; the
 * days in the report's zone.
 */
export async function dashboardDailyFileName(db: Db, companyId: number, params: Params) {
  const filters = filtersOf(params);
  const q = await dashboardQuery(db, { companyId }, filters);
  const [catalog] =
    filters.ventureId != null
      ? await db.select({ name: catalogs.name }).from(catalogs).where(eq(catalogs.id, filters.ventureId))
      : [];
  const days = [zonedDay(filters.fromDate, q.timeZone), zonedDay(filters.toDate, q.timeZone)];
  return `${safe(catalog?.name ?? 'all')}_${filters.adType}_${days[0]}_${days[1]}.csv`;
}
