import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const paymentMethodsPageQuery = graphql(`
  query PaymentMethodsPage {
    paymentMethods {
      id
      brand
      last4
      expMonth
      expYear
    }
    paymentProvider
    paymentClientData {
      provider
      tokenUrl
    }
    allowTopUp
    autoTopUp {
      autoTopUp
      autoTopUpThreshold
      autoTopUpAmount
    }
    cardPaymentMinMax
    wallet {
      id
      currency {
        id
        code
        maxFractionDigits
      }
    }
  }
`);

export type PaymentMethodsPageData = ResultOf<typeof paymentMethodsPageQuery>;
export type PaymentCard = PaymentMethodsPageData['paymentMethods'][number];
export type AutoTopUpSettings = PaymentMethodsPageData['autoTopUp'];

/** Everything the payment methods panel shows: saved cards (default first), provider, auto top-up and card limits. */
export function usePaymentMethodsPage() {
  return useQuery({ query: paymentMethodsPageQuery, requestPolicy: 'cache-and-network' });
}
