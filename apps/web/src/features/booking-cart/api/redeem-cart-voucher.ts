import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

/** The company's voucher (decision 0054), reserved for this cart and used by a successful checkout. */
export const redeemCartVoucherMutation = graphql(`
  mutation BookingCartRedeemVoucher($voucherCode: String!) {
    redeemVoucherCode(voucherCode: $voucherCode) {
      ok
      errors {
        field
        messages
      }
      redeemInfo {
        redeemId
        voucherCode
        percentage
        fixedPrice
        minAmount
      }
    }
  }
`);

export function useRedeemCartVoucher() {
  return useMutation(redeemCartVoucherMutation);
}
