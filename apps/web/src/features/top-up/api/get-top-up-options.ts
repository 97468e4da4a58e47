import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** Everything the top-up modal needs to open: permission, limits, taxes, cards, seller-center backends, flags. */
export const topUpOptionsQuery = graphql(`
  query TopUpOptions {
    allowTopUp
    topUpTaxes {
      method
      taxRate
    }
    cardPaymentMinMax
    recommendedTopUpAmounts
    paymentProvider
    paymentMethods {
      id
      brand
      last4
    }
    sellerCenterAuthBackends {
      id
      provider
      name
      isEnabledTopUp
      balance
      balanceCurrency
      status
    }
    wallet {
      id
      balance
      currency {
        id
        code
        maxFractionDigits
      }
    }
    cardFlag: featureFlag(name: "show_payment_card_method") {
      id
      isActive
    }
    wireFlag: featureFlag(name: "enable_wire_transfer_topup") {
      id
      isActive
    }
    sellerCenterFlag: featureFlag(name: "enable_seller_center_topup") {
      id
      isActive
    }
    creditNoteFlag: featureFlag(name: "enable_credit_note_payment_method") {
      id
      isActive
    }
    voucherFlag: featureFlag(name: "enable_topup_voucher") {
      id
      isActive
    }
  }
`);

export type TopUpOptions = ResultOf<typeof topUpOptionsQuery>;

export function useTopUpOptions() {
  return useQuery({ query: topUpOptionsQuery, requestPolicy: 'cache-and-network' });
}
