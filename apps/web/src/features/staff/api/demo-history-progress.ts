import { useEffect } from 'react';
import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const demoHistoryProgressQuery = graphql(`
  query DemoHistoryProgress {
    demoHistoryProgress {
      state
      daysDone
      daysTotal
      startedAt
      finishedAt
    }
  }
`);

export type DemoHistoryProgress = ResultOf<typeof demoHistoryProgressQuery>['demoHistoryProgress'];

/** While the history is being written, asked again this often (ms). */
export const DEMO_HISTORY_POLL_MS = 2_000;

/** Staff: how far the demo history is; asked again every two seconds while it runs. */
export function useDemoHistoryProgress() {
  const [result, refetch] = useQuery({ query: demoHistoryProgressQuery, requestPolicy: 'cache-and-network' });
  const running = result.data?.demoHistoryProgress.state === 'RUNNING';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), DEMO_HISTORY_POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
  return result;
}
