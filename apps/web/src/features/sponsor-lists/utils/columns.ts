/** The four lists whose columns a user arranges (spec 2 §3 "Column setting"), as the server names them. */
export type ColumnListKey = 'SPONSOR_CAMPAIGN' | 'SPONSOR_ADSET' | 'BANNER_CAMPAIGN' | 'BANNER_ADSET';
export type SponsorAdType = 'PRODUCT' | 'BANNER';

export type ColumnSetting = { id: string; title: string; show: boolean };

export type MetricColumn =
  | 'skuCount'
  | 'impressions'
  | 'clicks'
  | 'ctr'
  | 'costs'
  | 'cpc'
  | 'cpm'
  | 'itemsSold'
  | 'click7Sales'
  | 'roas'
  | 'conv';

export type ColumnId =
  | 'supplier'
  | 'brand'
  | 'country'
  | 'status'
  | 'active'
  | 'budget'
  | 'schedule'
  | MetricColumn;

/** Columns whose values grow with delivery: their first sort click is descending (spec 2 §4). */
export const metricColumns: readonly MetricColumn[] = [
  'skuCount',
  'impressions',
  'clicks',
  'ctr',
  'costs',
  'cpc',
  'cpm',
  'itemsSold',
  'click7Sales',
  'roas',
  'conv',
];

export function isMetricColumn(id: string): id is MetricColumn {
  return (metricColumns as readonly string[]).includes(id);
}

/** The server's sort key of a column (null: not sortable). The name column sorts by `name`. */
export const sortKeys: Partial<Record<ColumnId | 'name', string>> = {
  name: 'name',
  supplier: 'supplier',
  brand: 'brand',
  country: 'catalog',
  status: 'status',
  budget: 'budget',
  schedule: 'startDate',
  ...Object.fromEntries(metricColumns.map((id) => [id, id])),
};

const productMetrics: MetricColumn[] = [
  'skuCount',
  'impressions',
  'clicks',
  'ctr',
  'costs',
  'cpc',
  'itemsSold',
  'click7Sales',
  'roas',
  'conv',
];
const bannerMetrics: MetricColumn[] = ['impressions', 'clicks', 'ctr', 'costs', 'cpm', 'click7Sales', 'roas'];

export function listKeyFor(adType: SponsorAdType, level: 'campaign' | 'adSet'): ColumnListKey {
  if (adType === 'BANNER') return level === 'campaign' ? 'BANNER_CAMPAIGN' : 'BANNER_ADSET';
  return level === 'campaign' ? 'SPONSOR_CAMPAIGN' : 'SPONSOR_ADSET';
}

/**
 * Every arrangeable column of a list, in default order, all shown. The name and the row menu are
 * fixed. Supplier and brand are listed but only appear when the page allows (staff; no brand chosen).
 */
export function defaultColumns(listKey: ColumnListKey): ColumnSetting[] {
  const isBanner = listKey.startsWith('BANNER');
  const isCampaign = listKey.endsWith('CAMPAIGN');
  const ids: ColumnId[] = [
    ...(isCampaign ? (['supplier', 'brand'] as const) : []),
    'country',
    'status',
    'active',
    'budget',
    'schedule',
    ...(isBanner ? bannerMetrics : productMetrics),
  ];
  return ids.map((id) => ({ id, title: id, show: true }));
}
