import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/**
 * Everything the cart prices with (decision 0240): the packages, their segment prices, the discounts, the
 * currencies' rates (per SGD) and the company's country and wallet currency. Display only: the server prices
 * the order again from its tables.
 */
export const cartCatalogQuery = graphql(`
  query BookingCartCatalog($companyId: ID!) {
    allPackages(page: 1, pageSize: 100) {
      objects {
        id
        code
        name
        startDate
        endDate
        maxBookingDays
        minPrice
        paidCreditOnly
        customBudget
        ventures {
          id
          name
          code
          currency
          timeZone
        }
        segments {
          id
          name
          ventureId
          placements {
            id
            name
          }
        }
      }
    }
    packagesDiscounts {
      id
      name
      note
      minAmount
      discount
      beforeStart
      stackableDiscounts
    }
    currencies {
      code
      symbol
      rate
      maxFractionDigits
    }
    companyById(id: $companyId) {
      id
      countryCode
      walletCurrency {
        code
        symbol
        rate
        maxFractionDigits
      }
    }
  }
`);

export function useCartCatalog(companyId: string) {
  return useQuery({ query: cartCatalogQuery, variables: { companyId }, requestPolicy: 'cache-and-network' });
}
