import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { metricChoiceKey } from '../utils/metric-choice';
import { type DashboardFlags, SponsorDashboard } from './sponsor-dashboard';

// The chart itself (uPlot on a canvas) is not what these tests are about: a stand-in lists what it was given.
vi.mock('../../../components/chart/lazy-time-series-chart', () => ({
  LazyTimeSeriesChart: (props: { label: string; series: { values: (number | null)[] }[] }) => (
    <div data-testid="chart" data-label={props.label}>
      {props.series.map((entry) => entry.values.join(',')).join(';')}
    </div>
  ),
}));

const t1 = '2026-11-20T00:00:00.000Z';
const t2 = '2026-11-21T00:00:00.000Z';
const point = (eventTime: string, value: string, count: number) => ({ eventTime, value, count });
const row = (key: string, name: string | null, costs = '10') => ({
  __typename: 'DashboardSummaryRow',
  key,
  name,
  impressions: 100,
  clicks: 4,
  costs,
  click7Sales: '40',
  haloSales: '5',
  itemsSold: 2,
  haloItemsSold: 1,
  purchases: 2,
  ctr: 4,
  cpc: '2.5',
  cpm: '100',
  roas: 400,
  currency: 'USD',
});

const answers = {
  DashboardReport: {
    dashboardReport: {
      granularity: 'DAY',
      timeZone: 'UTC',
      currency: 'USD',
      reportImpressions: [point(t1, '1000', 1000), point(t2, '234', 234)],
      reportClicks: [point(t1, '10', 10), point(t2, '0', 0)],
      reportCosts: [point(t1, '5', 10), point(t2, '0', 0)],
      reportSales: [point(t1, '20', 2), point(t2, '0', 0)],
      reportHaloSales: [point(t1, '1', 1), point(t2, '0', 0)],
      impressionsCount: 1234,
      clicksCount: 10,
      costTotal: '5',
      saleTotal: '20',
      haloSalesTotal: '1',
      itemsSoldTotal: 2,
      haloItemsSoldTotal: 1,
    },
  },
  DashboardSummaries: {
    reportDashboard: [row('3', 'Indonesia')],
    platformSummary: [row('WEB', 'Web'), row('KIOSK', null, '1')],
  },
  DashboardCampaigns: { reportDashboardCampaigns: [row('7', 'Northwind Launch')] },
  DashboardSearchTerms: { searchTermSummary: [row('', null), row('shoes', 'shoes')] },
};

const flags: DashboardFlags = {
  haloSalesReports: true,
  countryDemographic: true,
  searchTerms: true,
  exportDaily: true,
};

function Harness({ flags: shown }: { flags: DashboardFlags }) {
  const [refreshKey, setRefreshKey] = useState(0);
  const [range, setRange] = useState({ start: '2026-11-20', end: '2026-11-21' });
  return (
    <>
      <button type="button" onClick={() => setRefreshKey((key) => key + 1)}>
        Page refresh
      </button>
      <button type="button" onClick={() => setRange({ start: '2026-11-14', end: '2026-11-21' })}>
        Page range
      </button>
      <SponsorDashboard
        filters={{
          adType: 'PRODUCT',
          country: null,
          range,
          timeZone: 'UTC',
          brandId: null,
        }}
        accountId="42"
        flags={shown}
        onAdTypeChange={vi.fn()}
        onRangeChange={vi.fn()}
        countryFilter={null}
        renderExport={(params) => <span data-testid="export">{JSON.stringify(params)}</span>}
        refreshKey={refreshKey}
      />
    </>
  );
}

function renderDashboard(
  options: { flags?: DashboardFlags; answers?: Parameters<typeof mockClient>[0]; unanswered?: string } = {},
) {
  // An operation without an answer never settles (the mock client).
  const all: Parameters<typeof mockClient>[0] = { ...answers, ...options.answers };
  if (options.unanswered) delete all[options.unanswered];
  const mock = mockClient(all);
  const result = render(<Harness flags={options.flags ?? flags} />, { client: mock.client });
  return { ...mock, ...result };
}

/** The server's first `first` of 130 campaigns, or all of them (`first: null`). */
const manyCampaigns = Array.from({ length: 130 }, (_, i) => row(String(i + 1), `Campaign ${i + 1}`));
const firstOf = (campaigns: ReturnType<typeof row>[]) => (variables: Record<string, unknown>) => ({
  reportDashboardCampaigns:
    typeof variables.first === 'number' ? campaigns.slice(0, variables.first) : campaigns,
});

/**
 * The server's search terms, the highest costs first: the first `first` with how many there are (asked with
 * `withCount`), or all of them. Term n has n impressions, so the most impressions are the lowest costs'.
 */
const termsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    ...row(`term-${i + 1}`, `term-${i + 1}`, String(1000 - i)),
    impressions: i + 1,
  }));
const termsAnswer = (terms: ReturnType<typeof termsOf>) => (variables: Record<string, unknown>) => ({
  searchTermSummary: typeof variables.first === 'number' ? terms.slice(0, variables.first) : terms,
  ...(variables.withCount ? { searchTermCount: terms.length } : {}),
});

describe('SponsorDashboard', () => {
  afterEach(() => localStorage.clear());

  it('asks for the range as instants with campaign type SPONSOR and shows the defaults with their totals', async () => {
    const { calls } = renderDashboard();
    const first = await screen.findByTestId('metric-card-0');
    expect(within(first).getByRole('button', { name: 'Metric of card 1: Impressions' })).toBeTruthy();
    expect(within(first).getByTestId('metric-total').textContent).toBe('1,234');
    expect(within(first).getByTestId('chart').textContent).toBe('1000,234');
    expect(within(screen.getByTestId('metric-card-1')).getByTestId('metric-total').textContent).toBe('10');
    expect(
      within(screen.getByTestId('metric-card-2')).getByRole('button', { name: 'Choose a metric' }),
    ).toBeTruthy();
    expect(calls.find((call) => call.name === 'DashboardReport')?.variables).toEqual({
      fromDate: '2026-11-20T00:00:00.000Z',
      toDate: '2026-11-21T23:59:59.999Z',
      adType: 'PRODUCT',
      campaignType: 'SPONSOR',
      brandId: null,
      ventureId: null,
    });
    expect(calls.find((call) => call.name === 'DashboardCampaigns')?.variables.first).toBe(101);
  });

  it('saves a metric picked for an empty slot, per account, and shows it again when mounted anew', async () => {
    const { unmount } = renderDashboard();
    const slot = await screen.findByTestId('metric-card-2');
    await userEvent.click(within(slot).getByRole('button', { name: 'Choose a metric' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Direct ROAS', hidden: true }));
    // ROAS per bucket from the domain formula: 100 × 20 / 5 on the first day, 0 without costs.
    await waitFor(() =>
      expect(within(screen.getByTestId('metric-card-2')).getByTestId('chart').textContent).toBe('400,0'),
    );
    expect(JSON.parse(localStorage.getItem(metricChoiceKey('PRODUCT', '42')) ?? '')).toEqual([
      'impressions',
      'clicks',
      'roas',
      null,
    ]);
    unmount();
    renderDashboard();
    const again = await screen.findByTestId('metric-card-2');
    expect(within(again).getByTestId('metric-total').textContent).toBe('400.00%');
  });

  it('offers a metric already on another card disabled, naming that card', async () => {
    renderDashboard();
    await userEvent.click(
      within(await screen.findByTestId('metric-card-2')).getByRole('button', { name: 'Choose a metric' }),
    );
    const clicks = await screen.findByRole('menuitem', { name: /^Clicks/, hidden: true });
    expect(clicks.hasAttribute('disabled') || clicks.getAttribute('data-disabled') === 'true').toBe(true);
    expect(within(clicks).getByText('On card 2')).toBeTruthy();
    const roas = screen.getByRole('menuitem', { name: 'Direct ROAS', hidden: true });
    expect(roas.hasAttribute('disabled') || roas.getAttribute('data-disabled') === 'true').toBe(false);
  });

  it('falls back to the defaults when a saved slot is unknown, and offers halo metrics only with the flag', async () => {
    localStorage.setItem(metricChoiceKey('PRODUCT', '42'), JSON.stringify(['haloSales', null, null, null]));
    renderDashboard({ flags: { ...flags, haloSalesReports: false } });
    const first = await screen.findByTestId('metric-card-0');
    expect(within(first).getByRole('button', { name: 'Metric of card 1: Impressions' })).toBeTruthy();
    await userEvent.click(
      within(screen.getByTestId('metric-card-3')).getByRole('button', { name: 'Choose a metric' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Average CPC', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Sales incl. halo', hidden: true })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Average CPM', hidden: true })).toBeNull();
  });

  it('names the halo metrics as what they sum, direct and halo ("Sales incl. halo"), apart from the halo part', async () => {
    renderDashboard();
    await userEvent.click(
      within(await screen.findByTestId('metric-card-3')).getByRole('button', { name: 'Choose a metric' }),
    );
    for (const name of ['Sales incl. halo', 'Items sold incl. halo', 'ROAS incl. halo'])
      expect(await screen.findByRole('menuitem', { name, hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Halo sales', hidden: true })).toBeNull();
  });

  it("names an unknown group 'Unknown' and the empty search term '<< Empty >>'", async () => {
    renderDashboard();
    const platforms = await screen.findByTestId('summary-platforms');
    expect(await within(platforms).findByText('Unknown')).toBeTruthy();
    // Direct conversion as the card computes it: 2 items sold of 4 clicks.
    expect(within(platforms).getAllByText('50.00%')).toHaveLength(2);
    expect(within(screen.getByTestId('ranked-platforms')).getByText('Unknown')).toBeTruthy();
    expect(await within(screen.getByTestId('summary-search-terms')).findByText('<< Empty >>')).toBeTruthy();
    expect(within(screen.getByTestId('ranked-campaigns')).getByText('Northwind Launch')).toBeTruthy();
  });

  it('keeps a ranked amount whole: the name gives way with an ellipsis, the amount never shrinks nor wraps', async () => {
    renderDashboard();
    const card = await screen.findByTestId('ranked-campaigns');
    const name = within(card).getByTitle('Northwind Launch');
    const amount = name.nextElementSibling as HTMLElement;
    // A line too narrow for both (the 30-day cards at 1280 px) cut the amount ("SGD 23" of "SGD 23.45") and
    // scrolled the card sideways; the name now shrinks from a zero width and shows an ellipsis.
    expect(amount.style.flexShrink).toBe('0');
    expect(amount.style.flexGrow).toBe('0');
    expect(amount.style.whiteSpace).toBe('nowrap');
    expect(name.style.minWidth).toBe('0px');
    expect(name.style.width).toBe('0px');
    expect(name.style.flexGrow).toBe('1');
    expect(name.style.overflow).toBe('hidden');
    expect(name.style.textOverflow).toBe('ellipsis');
  });

  it('leaves out the flagged tables and the export when their flags are off', async () => {
    renderDashboard({
      flags: { haloSalesReports: false, countryDemographic: false, searchTerms: false, exportDaily: false },
    });
    await screen.findByTestId('summary-platforms');
    expect(screen.queryByTestId('summary-countries')).toBeNull();
    expect(screen.queryByTestId('summary-search-terms')).toBeNull();
    expect(screen.queryByTestId('export')).toBeNull();
  });

  it('refetches everything from the network on its refresh and on the page header refresh', async () => {
    const { calls } = renderDashboard();
    await screen.findByTestId('metric-card-0');
    const reports = () => calls.filter((call) => call.name === 'DashboardReport').length;
    const before = reports();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh dashboard' }));
    await waitFor(() => expect(reports()).toBeGreaterThan(before));
    const afterButton = reports();
    await userEvent.click(screen.getByRole('button', { name: 'Page refresh' }));
    await waitFor(() => expect(reports()).toBeGreaterThan(afterButton));
  });
  it('asks for the search terms only once their table comes near the viewport', async () => {
    const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const { calls } = renderDashboard();
      await screen.findByTestId('metric-card-0');
      await waitFor(() => expect(calls.some((call) => call.name === 'DashboardSummaries')).toBe(true));
      expect(calls.some((call) => call.name === 'DashboardSearchTerms')).toBe(false);
      // The summary tables are drawn after the first paint (AfterPaint): their observer comes then.
      await waitFor(() => expect(callbacks.length).toBeGreaterThan(0));
      expect(calls.some((call) => call.name === 'DashboardSearchTerms')).toBe(false);
      act(() => {
        for (const callback of callbacks) callback([{ isIntersecting: true }]);
      });
      await waitFor(() => expect(calls.some((call) => call.name === 'DashboardSearchTerms')).toBe(true));
      expect(await screen.findByText('shoes')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks for every campaign on 'Show all', and for the first 100 again when the range changes", async () => {
    const { calls } = renderDashboard({ answers: { DashboardCampaigns: firstOf(manyCampaigns) } });
    const card = await screen.findByTestId('ranked-campaigns');
    await waitFor(() => expect(within(card).getAllByTestId('ranked-row')).toHaveLength(100));
    const asked = () =>
      calls.filter((call) => call.name === 'DashboardCampaigns').map((call) => call.variables);
    // One more than the card shows: the 101st says that there are more.
    expect(asked().every((variables) => variables.first === 101)).toBe(true);

    await userEvent.click(within(card).getByRole('button', { name: 'Show all campaigns' }));
    await waitFor(() => expect(within(card).getAllByTestId('ranked-row')).toHaveLength(130));
    expect(asked().at(-1)).toMatchObject({ first: null, fromDate: '2026-11-20T00:00:00.000Z' });
    expect(within(card).queryByRole('button', { name: 'Show all campaigns' })).toBeNull();

    const before = asked().length;
    await userEvent.click(screen.getByRole('button', { name: 'Page range' }));
    await waitFor(() => expect(within(card).getAllByTestId('ranked-row')).toHaveLength(100));
    // The new range asks for the first 100 only, never for every campaign first.
    expect(asked().slice(before)).not.toHaveLength(0);
    for (const variables of asked().slice(before))
      expect(variables).toMatchObject({ first: 101, fromDate: '2026-11-14T00:00:00.000Z' });
    expect(within(card).getByRole('button', { name: 'Show all campaigns' })).toBeTruthy();
  });

  it("offers no 'Show all' when there are exactly 100 campaigns", async () => {
    renderDashboard({ answers: { DashboardCampaigns: firstOf(manyCampaigns.slice(0, 100)) } });
    const card = await screen.findByTestId('ranked-campaigns');
    await waitFor(() => expect(within(card).getAllByTestId('ranked-row')).toHaveLength(100));
    expect(within(card).queryByRole('button', { name: 'Show all campaigns' })).toBeNull();
  });

  it('asks for the summaries only once the chart report has answered, on the first load', async () => {
    const { calls } = renderDashboard({ unanswered: 'DashboardReport' });
    await waitFor(() => expect(calls.some((call) => call.name === 'DashboardReport')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.name)).not.toContain('DashboardSummaries');
    expect(calls.map((call) => call.name)).not.toContain('DashboardCampaigns');
    // Their cards say they are loading meanwhile, not that there is nothing.
    expect(within(await screen.findByTestId('ranked-campaigns')).queryAllByTestId('ranked-row')).toHaveLength(
      0,
    );
  });

  it("says how many search terms there are while it shows the first 100; 'Show all' asks for every one", async () => {
    const { calls } = renderDashboard({ answers: { DashboardSearchTerms: termsAnswer(termsOf(285)) } });
    const table = await screen.findByTestId('summary-search-terms');
    await within(table).findByText('term-1');
    const section = table.closest('section') as HTMLElement;
    const asked = () =>
      calls.filter((call) => call.name === 'DashboardSearchTerms').map((call) => call.variables);
    expect(asked().every((variables) => variables.first === 100 && variables.withCount === true)).toBe(true);
    expect(
      await within(section).findByText('Showing 100 of 285 search terms, those with the highest costs.'),
    ).toBeTruthy();
    // Ten rows a page of the first 100.
    expect(within(section).getByRole('button', { name: '10' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: '11' })).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'Show all search terms' }));
    await waitFor(() => expect(within(section).getByRole('button', { name: '29' })).toBeTruthy());
    expect(asked().at(-1)).toMatchObject({
      first: null,
      withCount: false,
      fromDate: '2026-11-20T00:00:00.000Z',
    });
    expect(within(section).queryByText(/of 285 search terms/)).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Show all search terms' })).toBeNull();
    // Sorted here by Impressions (ascending, then descending): the most are term-285's, not among the first 100.
    const impressions = within(screen.getByTestId('summary-search-terms')).getByRole('columnheader', {
      name: /Impressions/,
    });
    await userEvent.click(within(impressions).getByRole('button'));
    await userEvent.click(within(impressions).getByRole('button'));
    expect(impressions.getAttribute('aria-sort')).toBe('descending');
    const firstRow = within(screen.getByTestId('summary-search-terms')).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('term-285')).toBeTruthy();
  });

  it("neither says a count nor offers 'Show all' when there are no more than 100 search terms", async () => {
    const { calls } = renderDashboard({ answers: { DashboardSearchTerms: termsAnswer(termsOf(100)) } });
    const table = await screen.findByTestId('summary-search-terms');
    await within(table).findByText('term-1');
    const section = table.closest('section') as HTMLElement;
    expect(within(section).getByRole('button', { name: '10' })).toBeTruthy();
    expect(within(section).queryByText(/search terms, those with the highest costs/)).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Show all search terms' })).toBeNull();
    // The count was asked with the first 100 (and was no more than the rows).
    const asked = calls.filter((call) => call.name === 'DashboardSearchTerms').map((call) => call.variables);
    expect(asked.length).toBeGreaterThan(0);
    for (const variables of asked) expect(variables).toMatchObject({ first: 100, withCount: true });
  });
});
