import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingClient } from '../testing/recording-client';
import { routeDataLoader } from './route-data';
import { sponsorRouteData } from './routes/sponsor.data';
import { shellLoader } from './session-loaders';

const me = {
  __typename: 'User',
  id: 'u1',
  language: '',
  timezone: 'Asia/Jakarta',
  isGfg: false,
  role: { __typename: 'Role', id: 'r1', name: 'OWNER' },
  company: { __typename: 'Company', id: 'c1', timezone: 'Asia/Singapore', brands: [] },
};
const answers: Record<string, Record<string, unknown> | null> = {
  Me: { me },
  SponsorListCatalogs: {
    allCatalogs: [
      { __typename: 'Catalog', id: 'id', code: 'ID', name: 'Indonesia', timeZone: 'Asia/Jakarta' },
    ],
  },
};

const fake = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('../lib/graphql-client', async (original) => ({
  ...(await original<typeof import('../lib/graphql-client')>()),
  graphqlClientFor: () => fake.client,
}));

let network: ReturnType<typeof recordingClient>;
beforeEach(() => {
  network = recordingClient((name) => (name && name in answers ? (answers[name] ?? null) : {}));
  rendered.length = 0;
  fake.client = network.client;
});

/** What had reached the network each time the page rendered. */
const rendered: string[] = [];
function Page() {
  rendered.push(network.sent.map((operation) => operation.name).join(','));
  return <p>page</p>;
}

/** The shell loader over a route whose code takes a while to load, as a lazily loaded page does. */
function routerAt(url: string, arrivesAfter = 'DashboardCampaigns') {
  return createMemoryRouter(
    [
      {
        loader: shellLoader,
        children: [
          {
            path: '/sponsor',
            loader: routeDataLoader(async () => sponsorRouteData),
            // The code arrives once the loader has sent `arrivesAfter` (or after 2 s: then the test fails),
            // so a loaded machine cannot render the page before its loader's chain of awaits is through.
            lazy: async () => {
              await vi
                .waitFor(
                  () => {
                    if (!network.sent.some((operation) => operation.name === arrivesAfter)) throw new Error();
                  },
                  { timeout: 2000, interval: 10 },
                )
                .catch(() => undefined);
              return { Component: Page };
            },
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
}

describe('routeDataLoader', () => {
  it("starts the page's queries before the page renders, with the page's variables, and `me` once", async () => {
    render(<RouterProvider router={routerAt('/sponsor?country=id&adType=BANNER&page=2')} />);
    expect(await screen.findByText('page')).toBeTruthy();

    const [atFirstRender] = rendered;
    expect(atFirstRender?.split(',').sort()).toEqual(
      [
        'ColumnSettings',
        'DashboardCampaigns',
        'DashboardReport',
        'DashboardSummaries',
        'Me',
        'SponsorCampaignStatuses',
        'SponsorListCatalogs',
      ].sort(),
    );
    // The campaign list is drawn after the first paint (decision 0250) and asks for its page then: its query
    // (a year of a seller's rollups is the slowest of the page's) would share the server with the dashboard's.
    expect(network.sent.map((operation) => operation.name)).not.toContain('SponsorCampaigns');
    // The dashboard above the list starts with the same filters (issue 14).
    expect(network.sent.find((operation) => operation.name === 'DashboardReport')?.variables).toMatchObject({
      adType: 'BANNER',
      ventureId: 'id',
    });
    const report = network.sent.find((operation) => operation.name === 'DashboardReport');
    expect(report?.routeData).toBe(true);
    // The chosen country's catalog gives the report's days: 2026-… 00:00 in Jakarta is 17:00 UTC the day before.
    expect(String(report?.variables.fromDate)).toMatch(/T17:00:00\.000Z$/);
    expect(network.sent.find((operation) => operation.name === 'ColumnSettings')?.variables).toEqual({
      listKey: 'BANNER_CAMPAIGN',
    });
  });

  it('starts nothing that needs a session for a signed-out visitor', async () => {
    answers.Me = null;
    render(<RouterProvider router={routerAt('/sponsor', 'SponsorListCatalogs')} />);
    await screen.findByText('page');
    // The loader's `me` has answered by now; give its chain a moment to send what it would.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(network.sent.map((operation) => operation.name)).not.toContain('DashboardReport');
    answers.Me = { me };
  });
});
