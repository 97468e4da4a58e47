import { describe, expect, it } from 'vitest';
import { graphql } from '../gql/graphql';
import { recordingClient } from '../testing/recording-client';
import { ROUTE_DATA_FRESH_MS } from './route-data-exchange';

const walletQuery = graphql(`
  query BillingWallet {
    wallet {
      id
      balance
    }
  }
`);

const answer = () => ({ wallet: { __typename: 'Wallet', id: '1', balance: '10.00' } });
const loaderContext = { requestPolicy: 'cache-and-network', routeData: true } as const;
const pageContext = { requestPolicy: 'cache-and-network' } as const;

describe('routeDataExchange', () => {
  it("serves every reading of a loader's fresh answer from the cache within the window, then revalidates", async () => {
    let clock = 1_000;
    const { client, sent } = recordingClient(answer, { now: () => clock });
    await client.query(walletQuery, {}, loaderContext).toPromise();
    const page = await client.query(walletQuery, {}, pageContext).toPromise();
    expect(page.data?.wallet?.balance).toBe('10.00');
    // A second component of the page reading the same query as it mounts: still not sent again.
    clock += 50;
    await client.query(walletQuery, {}, pageContext).toPromise();
    expect(sent.map((operation) => operation.routeData)).toEqual([true]);

    // A reader after the window (the page shown again later) revalidates as cache-and-network always did.
    clock += ROUTE_DATA_FRESH_MS;
    await client.query(walletQuery, {}, pageContext).toPromise();
    expect(sent).toHaveLength(2);
  });

  it('shares a loader request still under way with the page', async () => {
    const { client, sent } = recordingClient(answer, { delayMs: 30 });
    const loader = client.query(walletQuery, {}, loaderContext).toPromise();
    const page = await client.query(walletQuery, {}, pageContext).toPromise();
    await loader;
    expect(page.data?.wallet?.id).toBe('1');
    expect(sent).toHaveLength(1);
  });

  it('revalidates an answer older than the freshness window', async () => {
    let clock = 1_000;
    const { client, sent } = recordingClient(answer, { now: () => clock });
    await client.query(walletQuery, {}, loaderContext).toPromise();
    clock += ROUTE_DATA_FRESH_MS + 1;
    await client.query(walletQuery, {}, pageContext).toPromise();
    expect(sent).toHaveLength(2);
  });

  it('leaves answers the page fetched itself to cache-and-network', async () => {
    const { client, sent } = recordingClient(answer);
    await client.query(walletQuery, {}, pageContext).toPromise();
    await client.query(walletQuery, {}, pageContext).toPromise();
    expect(sent).toHaveLength(2);
  });
});
