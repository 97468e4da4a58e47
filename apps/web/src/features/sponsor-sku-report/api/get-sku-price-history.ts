import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const skuPriceHistoryQuery = graphql(`
  query SkuPriceHistory($sku: String!, $campaignId: ID, $adSetId: ID, $fromDate: String!, $toDate: String!) {
    skuPriceHistory(sku: $sku, campaignId: $campaignId, adSetId: $adSetId, fromDate: $fromDate, toDate: $toDate) {
      sku
      interval
      timeZone
      priceCurrency
      priceChangedAt
      points {
        day
        impressions
        clicks
        quantity
        newQuantity
        averageValue
        newAverageValue
        blackPrice
        permanentMarkdownPrice
        promotionPrice
      }
    }
  }
`);

export const haloAttributedSkusQuery = graphql(`
  query ReportHaloAttributedSku(
    $sku: String!
    $campaignId: ID
    $adSetId: ID
    $startDate: DateTime
    $endDate: DateTime
  ) {
    reportHaloAttributedSku(
      sku: $sku
      campaignId: $campaignId
      adSetId: $adSetId
      startDate: $startDate
      endDate: $endDate
    ) {
      sku
      name
      sales
      quantity
    }
  }
`);

export type SkuPriceHistory = ResultOf<typeof skuPriceHistoryQuery>['skuPriceHistory'];
export type SkuHistoryPoint = SkuPriceHistory['points'][number];
export type HaloAttributedSkuRow = ResultOf<
  typeof haloAttributedSkusQuery
>['reportHaloAttributedSku'][number];

export function useSkuPriceHistory(variables: {
  sku: string;
  campaignId: string;
  adSetId: string | null;
  fromDate: string;
  toDate: string;
}) {
  return useQuery({ query: skuPriceHistoryQuery, variables, requestPolicy: 'cache-and-network' });
}

export function useHaloAttributedSkus(variables: {
  sku: string;
  campaignId: string;
  adSetId: string | null;
  startDate: string | null;
  endDate: string | null;
}) {
  return useQuery({ query: haloAttributedSkusQuery, variables, requestPolicy: 'cache-and-network' });
}
