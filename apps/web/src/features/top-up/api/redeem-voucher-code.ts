import { useMutation } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const redeemVoucherCodeMutation = graphql(`
  mutation RedeemVoucherCode($voucherCode: String!) {
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

export type RedeemInfo = NonNullable<
  ResultOf<typeof redeemVoucherCodeMutation>['redeemVoucherCode']['redeemInfo']
>;

export function useRedeemVoucherCode() {
  return useMutation(redeemVoucherCodeMutation);
}
