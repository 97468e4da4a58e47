import { useQuery } from 'urql';
import { graphql, type ResultOf, readFragment } from '../../../gql/graphql';
import { topUpFiguresFragment } from '../../../lib/top-up-fragments';

export const pendingTopUpsQuery = graphql(
  `
  query PendingTopUpRequests {
    pendingTopUpRequests {
      companyId
      companyName
      requestedByEmail
      topUp {
        ...TopUpFigures
        currency
        dateCreated
        reference
      }
    }
  }
`,
  [topUpFiguresFragment],
);

type MaskedPendingTopUp = ResultOf<typeof pendingTopUpsQuery>['pendingTopUpRequests'][number];

/** A request with its top-up's figures read out of their fragment (decision 0175: read once). */
export type PendingTopUp = MaskedPendingTopUp & {
  topUp: MaskedPendingTopUp['topUp'] & ResultOf<typeof topUpFiguresFragment>;
};

export function readPendingTopUps(rows: readonly MaskedPendingTopUp[] | undefined): PendingTopUp[] {
  return (rows ?? []).map((row) => ({
    ...row,
    topUp: { ...row.topUp, ...readFragment(topUpFiguresFragment, row.topUp) },
  }));
}

/** Staff: open wire-transfer and credit-note requests of every company, oldest first. */
const context = { additionalTypenames: ['TopUpRequest', 'PendingTopUpRequest'] };

export function usePendingTopUps() {
  return useQuery({ query: pendingTopUpsQuery, requestPolicy: 'cache-and-network', context });
}
