import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { MpaCampaignDashboard } from '../../features/mpa-campaigns/components/mpa-campaign-dashboard';
import { mockClient } from '../../testing/mock-client';
import { render } from '../../testing/render';
import type { RouteDataArgs } from '../route-data';
import { mpaCampaignRouteData } from './mpa-campaign.data';

const me = {
  id: 'u1',
  isGfg: false,
  role: { id: 'r1', name: 'OWNER' },
  company: { id: 'co1', name: 'Acme', nameWithCluster: 'Acme', timezone: 'Asia/Jakarta', brands: [] },
} as unknown as Me;
const catalog = {
  id: 'c1',
  code: 'SG',
  currencyCode: 'SGD',
  currencySymbol: 'S$',
  timeZone: 'Asia/Singapore',
};
const sellers = {
  getCompanySellers: [
    { id: 's1', name: 'A', nameWithCatalog: 'A (SG)', originalSellerId: 'a', isMpaOnboarded: false, catalog },
    { id: 's2', name: 'B', nameWithCatalog: 'B (SG)', originalSellerId: 'b', isMpaOnboarded: true, catalog },
  ],
};
const pageQueries = ['MpaAdAccountBalance', 'MpaAdAccountInsights', 'MpaMetaCampaigns'];

type Started = { name: string; variables: unknown };

/** What the loader starts at `address`. */
async function loaderStarts(address: string, session: Me | null = me): Promise<Started[]> {
  const started: Started[] = [];
  const start = (async (
    query: { definitions: readonly { name?: { value: string } }[] },
    variables: unknown,
  ) => {
    const name = query.definitions[0]?.name?.value ?? '';
    started.push({ name, variables });
    return { data: name === 'MpaCompanySellers' ? sellers : undefined };
  }) as unknown as RouteDataArgs['start'];
  await mpaCampaignRouteData({
    url: new URL(address, 'http://portal.test'),
    params: {},
    me: Promise.resolve(session),
    start,
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return started;
}

/** What the page sends first at `address`, for the same queries. */
async function pageSends(address: string): Promise<Started[]> {
  const { client, calls } = mockClient({
    MpaCompanySellers: sellers,
    MpaSessionCompany: { me: { id: 'u1', company: { id: 'co1' } } },
  });
  render(
    <MpaCampaignDashboard
      viewer={{ roleName: 'OWNER', isStaff: false }}
      companyId="co1"
      flags={{ advancedSetup: false, paidCredit: false }}
    />,
    { client, route: address },
  );
  await waitFor(() => expect(calls.some((call) => call.name === 'MpaMetaCampaigns')).toBe(true));
  return ['MpaCompanySellers', ...pageQueries].map((name) => ({
    name,
    variables: calls.find((call) => call.name === name)?.variables,
  }));
}

afterEach(() => vi.useRealTimers());

describe('mpaCampaignRouteData', () => {
  it('starts the sellers, then the linked seller’s wallet, insights and campaigns as the page asks them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T18:00:00Z'));
    const address = '/mpa/campaign?mbgSellerId=s2';
    const started = await loaderStarts(address);
    expect(started.map((query) => query.name)).toEqual(['MpaCompanySellers', ...pageQueries]);
    expect(started).toEqual(await pageSends(address));
  });

  it('uses the address range as the page does', async () => {
    const address = '/mpa/campaign?mbgSellerId=s2&fromDate=2026-10-01&toDate=2026-10-31';
    expect(await loaderStarts(address)).toEqual(await pageSends(address));
  });

  it('starts only the sellers when the selected seller is not linked, and nothing signed out', async () => {
    expect((await loaderStarts('/mpa/campaign')).map((query) => query.name)).toEqual(['MpaCompanySellers']);
    expect(await loaderStarts('/mpa/campaign', null)).toEqual([]);
  });
});
