import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** One booked campaign with everything the detail shows (decision 0240 `campaign`); null: not found. */
export const bookingCampaignQuery = graphql(`
  query BookingCampaign($campaignId: ID!) {
    campaign(campaignId: $campaignId) {
      id
      name
      status
      paymentStatus
      startDate
      endDate
      createdAt
      supplier
      brand {
        id
        name
      }
      package {
        id
        code
        name
      }
      items {
        id
        startDate
        endDate
        venture {
          id
          name
          code
          timeZone
        }
        segment {
          id
          name
        }
        placement {
          id
          name
        }
      }
      discounts {
        id
        name
        discount
      }
      purchasedItems {
        ventureId
        ventureName
        segmentName
        currency
        currencySymbol
        rate
        tax
        subTotal
        discount
        discountAmount
        taxAmount
        total
        totalWallet
      }
      subTotal
      discountAmount
      voucherAmount
      taxAmount
      total
      trackingCode
      currency
      paymentMethod
      paymentTerms
      refundableAmount
      chargedAmount
      refundedAmount
      invoice {
        id
        invoiceNo
        downloadUrl
      }
      cartId
      cancelReason
      rejectReason
      history {
        id
        status
        note
        userName
        createdAt
      }
    }
  }
`);

export type BookingCampaignDetail = NonNullable<ResultOf<typeof bookingCampaignQuery>['campaign']>;

const context = { additionalTypenames: ['BookingCampaign'] };

export function useBookingCampaign(campaignId: string) {
  return useQuery({ query: bookingCampaignQuery, variables: { campaignId }, context });
}
