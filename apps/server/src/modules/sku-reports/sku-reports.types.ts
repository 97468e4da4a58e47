import { builder } from '../../graphql/builder';
import type { HaloAttributedSku } from './halo-attributed-skus';
import type { SkuHistoryPoint, SkuPriceHistory } from './sku-price-history';
import type { SkuReportPage, SkuReportRow } from './skus-report';

export const SkuStockStatusEnum = builder.enumType('SkuStockStatus', {
  description: "The SKU's catalog product: in stock, out of stock, or no longer in the catalog.",
  values: ['IN_STOCK', 'OUT_OF_STOCK', 'NOT_IN_CATALOG'] as const,
});

export const SkuHistoryIntervalEnum = builder.enumType('SkuHistoryInterval', {
  description: 'DAY: one point per day (ranges under 93 days); WEEK: one per week, on its Monday.',
  values: ['DAY', 'WEEK'] as const,
});

export const SkuReportRowType = builder.objectRef<SkuReportRow>('SkuReportRow').implement({
  description:
    'One advertised SKU over the range (spec 2 §3 "SKU report row"); money in the wallet currency. cpc is the real amount (never hundredths).',
  fields: (t) => ({
    id: t.id({ resolve: (row) => `${row.catalogId}:${row.sku}` }),
    sku: t.exposeString('sku'),
    name: t.exposeString('name', { nullable: true }),
    image: t.exposeString('imageUrl', { nullable: true }),
    link: t.exposeString('link', { nullable: true }),
    impressions: t.int({ resolve: (row) => row.report.impressions }),
    clicks: t.int({ resolve: (row) => row.report.clicks }),
    cpc: t.field({ type: 'Decimal', resolve: (row) => row.report.cpcMicros }),
    ctr: t.float({ resolve: (row) => row.report.ctr }),
    conv: t.float({ resolve: (row) => row.report.conv }),
    click7Sales: t.field({ type: 'Decimal', resolve: (row) => row.report.click7SalesMicros }),
    haloSales: t.field({ type: 'Decimal', resolve: (row) => row.report.haloSalesMicros }),
    costs: t.field({ type: 'Decimal', resolve: (row) => row.report.costsMicros }),
    roas: t.float({ resolve: (row) => row.report.roas }),
    purchases: t.int({ resolve: (row) => row.report.purchases }),
    itemsSold: t.int({ resolve: (row) => row.report.itemsSold }),
    haloItemsSold: t.int({ resolve: (row) => row.report.haloItemsSold }),
    availableSizes: t.exposeStringList('availableSizes'),
    status: t.field({ type: SkuStockStatusEnum, resolve: (row) => row.status as 'IN_STOCK' }),
  }),
});

export const SkuReportPageType = builder.objectRef<SkuReportPage>('SkuReportPage').implement({
  fields: (t) => ({
    objects: t.field({ type: [SkuReportRowType], resolve: (page) => page.objects }),
    page: t.exposeInt('page'),
    numPages: t.exposeInt('numPages'),
    totalCount: t.exposeInt('totalCount'),
    currency: t.exposeString('currency', {
      nullable: true,
      description:
        "The wallet currency of the campaign's company (costs and sales); null for an empty report.",
    }),
  }),
});

export const SkuHistoryPointType = builder.objectRef<SkuHistoryPoint>('SkuHistoryPoint').implement({
  description:
    'One day (or week, on its Monday) of a SKU: quantity/averageValue before the last price change of the range, newQuantity/newAverageValue from it; prices in the catalog currency, as in force at the end of the point.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD in the catalog zone.' }),
    impressions: t.exposeInt('impressions'),
    clicks: t.exposeInt('clicks'),
    quantity: t.exposeInt('quantity', { nullable: true }),
    newQuantity: t.exposeInt('newQuantity', { nullable: true }),
    averageValue: t.field({ type: 'Decimal', nullable: true, resolve: (p) => p.averageValueMicros }),
    newAverageValue: t.field({ type: 'Decimal', nullable: true, resolve: (p) => p.newAverageValueMicros }),
    blackPrice: t.field({ type: 'Decimal', nullable: true, resolve: (p) => p.blackPriceMicros }),
    permanentMarkdownPrice: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: (p) => p.permMarkdownPriceMicros,
    }),
    promotionPrice: t.field({ type: 'Decimal', nullable: true, resolve: (p) => p.promotionPriceMicros }),
  }),
});

export const SkuPriceHistoryType = builder.objectRef<SkuPriceHistory>('SkuPriceHistory').implement({
  fields: (t) => ({
    sku: t.exposeString('sku'),
    interval: t.field({ type: SkuHistoryIntervalEnum, resolve: (history) => history.interval }),
    timeZone: t.exposeString('timeZone'),
    priceCurrency: t.exposeString('priceCurrency', { nullable: true }),
    priceChangedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The last price change inside the range: where the "new" series begin.',
      resolve: (history) => history.priceChangedAt,
    }),
    points: t.field({ type: [SkuHistoryPointType], resolve: (history) => history.points }),
  }),
});

export const HaloAttributedSkuType = builder.objectRef<HaloAttributedSku>('HaloAttributedSku').implement({
  description:
    'A SKU bought after an ad of the advertised SKU (halo): its sales (wallet currency) and quantity.',
  fields: (t) => ({
    sku: t.exposeString('sku'),
    name: t.exposeString('name', { nullable: true }),
    sales: t.field({ type: 'Decimal', resolve: (row) => row.salesMicros }),
    quantity: t.exposeInt('quantity'),
  }),
});
