import { adSetStatuses, sponsorAdTypes } from '@portal/domain/sponsor-campaign-form';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, currencies } from '../../db/schema/index';
import { listCampaignsInScope, type SortDirection } from '../sponsor-lists/list-sponsor-campaigns';
import { csvLine, csvPercent, csvReportMoney, csvZonedInstant } from './csv';
import { paramInstant, paramOneOf, paramRowId, paramText } from './export-params';
import { ExportTooLargeError } from './export-reasons';

type Params = Record<string, unknown>;
const PAGE = 100;
const MAX_ROWS = 100_000;

const header = [
  'id',
  'name',
  'status',
  'adType',
  'brand',
  'catalog',
  'budgetType',
  'currency',
  'budgetTotal',
  'budgetDaily',
  'startDate',
  'endDate',
  'skuCount',
  'impressions',
  'clicks',
  'ctr',
  'conv',
  'costs',
  'sales',
  'roas',
  'cpc',
  'cpm',
  'itemsSold',
  'purchases',
];

/**
 * The campaign list as CSV (export data type SPONSOR_CAMPAIGNS): the same filters and order as
 * `sponsorCampaigns` (params adType, startDate, endDate, status, campaignName, brand, ventureId,
 * sortBy, direction), every page. Metrics are the campaign report's for the range, as the list shows them:
 * `sales` is the list's Sales column (direct sales, decision 0255), ratios with two decimals (decision 0201),
 * the schedule's instants on the catalog's clock with its offset (decision 0273).
 */
export async function writeSponsorCampaignsCsv(
  db: Db,
  companyId: number,
  params: Params,
  write: (chunk: string) => void,
) {
  const args = {
    adType: paramOneOf(params.adType, sponsorAdTypes, 'adType'),
    status: paramOneOf(params.status, adSetStatuses, 'status'),
    campaignName: paramText(params.campaignName),
    brandId: paramRowId(params.brand, 'brand'),
    ventureId: paramRowId(params.ventureId, 'ventureId'),
    startDate: paramInstant(params.startDate, 'startDate'),
    endDate: paramInstant(params.endDate, 'endDate'),
    sortBy: paramText(params.sortBy),
    direction: paramOneOf(params.direction, ['asc', 'desc'] as const, 'direction') as SortDirection | null,
  };
  const [wallet] = await db
    .select({ code: companies.walletCurrency, digits: currencies.maxFractionDigits })
    .from(companies)
    .leftJoin(currencies, eq(currencies.code, companies.walletCurrency))
    .where(eq(companies.id, companyId));
  const digits = wallet?.digits ?? 2;
  const exact = csvReportMoney(digits);
  const money = (micros: bigint | null | undefined) => (micros == null ? '' : exact(micros));
  write(csvLine(header));
  let count = 0;
  for (let page = 1; ; page++) {
    const result = await listCampaignsInScope(db, { companyId }, { ...args, page, pageSize: PAGE });
    for (const { campaign, adSet, brandName, catalog, catalogCode, report } of result.objects) {
      // The schedule on the catalog's clock, as the list shows it (decision 0273).
      const zone = catalog?.timeZone ?? 'UTC';
      if (++count > MAX_ROWS) throw new ExportTooLargeError(MAX_ROWS);
      write(
        csvLine([
          campaign.id,
          campaign.name,
          adSet?.status ?? 'DRAFT',
          campaign.adType,
          brandName,
          catalogCode,
          adSet?.budgetType,
          wallet?.code,
          money(adSet?.budgetTotalMicros),
          money(adSet?.budgetDailyMicros),
          csvZonedInstant(adSet?.startDate, zone),
          csvZonedInstant(adSet?.endDate, zone),
          report.skuCount,
          report.impressions,
          report.clicks,
          csvPercent(report.ctr),
          csvPercent(report.conv),
          money(report.costsMicros),
          money(report.click7SalesMicros),
          csvPercent(report.roas),
          money(report.cpcMicros),
          money(report.cpmMicros),
          report.itemsSold,
          report.purchases,
        ]),
      );
    }
    if (page >= result.numPages || !result.objects.length) return count;
  }
}
