import { builder } from '../../graphql/builder';
import type { DashboardReport, ReportPoint } from './dashboard-report';
import type { DashboardSummaryRow } from './dashboard-summaries';

export const ReportGranularityEnum = builder.enumType('ReportGranularity', {
  values: ['HOUR', 'DAY'] as const,
});

export const ReportPointType = builder.objectRef<ReportPoint>('ReportPoint').implement({
  description: 'One bucket of a dashboard chart: its start, its value and its count.',
  fields: (t) => ({
    eventTime: t.field({ type: 'DateTime', resolve: (point) => point.eventTime }),
    value: t.field({ type: 'Decimal', resolve: (point) => point.value }),
    count: t.exposeInt('count'),
  }),
});

export const DashboardReportType = builder.objectRef<DashboardReport>('DashboardReport').implement({
  description:
    'The dashboard charts (spec 2 §7): one point per hour for ranges of at most 7 days, else per day of `timeZone`; every bucket present, in time order.',
  fields: (t) => ({
    granularity: t.field({ type: ReportGranularityEnum, resolve: (report) => report.granularity }),
    timeZone: t.exposeString('timeZone'),
    currency: t.exposeString('currency'),
    reportImpressions: t.field({ type: [ReportPointType], resolve: (report) => report.reportImpressions }),
    reportClicks: t.field({ type: [ReportPointType], resolve: (report) => report.reportClicks }),
    reportCosts: t.field({ type: [ReportPointType], resolve: (report) => report.reportCosts }),
    reportSales: t.field({ type: [ReportPointType], resolve: (report) => report.reportSales }),
    reportHaloSales: t.field({ type: [ReportPointType], resolve: (report) => report.reportHaloSales }),
    impressionsCount: t.exposeInt('impressionsCount'),
    clicksCount: t.exposeInt('clicksCount'),
    costTotal: t.field({ type: 'Decimal', resolve: (report) => report.costTotal }),
    saleTotal: t.field({ type: 'Decimal', resolve: (report) => report.saleTotal }),
    haloSalesTotal: t.field({ type: 'Decimal', resolve: (report) => report.haloSalesTotal }),
    itemsSoldTotal: t.exposeInt('itemsSoldTotal'),
    haloItemsSoldTotal: t.exposeInt('haloItemsSoldTotal'),
  }),
});

export const DashboardSummaryRowType = builder
  .objectRef<DashboardSummaryRow>('DashboardSummaryRow')
  .implement({
    description:
      'One group of a dashboard summary. `key`: catalog id, campaign id, platform or banner type code, or search term ("" is the empty term); `name` null when unknown.',
    fields: (t) => ({
      key: t.exposeString('key'),
      name: t.exposeString('name', { nullable: true }),
      impressions: t.exposeInt('impressions'),
      clicks: t.exposeInt('clicks'),
      costs: t.field({ type: 'Decimal', resolve: (row) => row.costsMicros }),
      click7Sales: t.field({
        type: 'Decimal',
        description: 'Direct sales: click 7-day sales for product ads, view 7-day sales for banners.',
        resolve: (row) => row.click7SalesMicros,
      }),
      haloSales: t.field({ type: 'Decimal', resolve: (row) => row.haloSalesMicros }),
      itemsSold: t.exposeInt('itemsSold'),
      haloItemsSold: t.exposeInt('haloItemsSold'),
      purchases: t.exposeInt('purchases'),
      ctr: t.exposeFloat('ctr'),
      cpc: t.field({ type: 'Decimal', resolve: (row) => row.cpcMicros }),
      cpm: t.field({ type: 'Decimal', resolve: (row) => row.cpmMicros }),
      conv: t.exposeFloat('conv'),
      roas: t.exposeFloat('roas'),
      currency: t.exposeString('currency'),
    }),
  });
