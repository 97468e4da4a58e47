import { zonedDay } from '@portal/domain/zoned-day';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { EXPAND_COLUMN_WIDTH } from './sku-columns';
import { SkuPerformanceDialog, type SkuPerformanceDialogProps } from './sku-performance-dialog';

// uPlot on a canvas is not what these tests are about: a stand-in lists the series it was given.
vi.mock('../../../components/chart/lazy-time-series-chart', () => ({
  LazyTimeSeriesChart: (props: { label: string; series: { label: string; values: (number | null)[] }[] }) => (
    <div data-testid="chart" data-label={props.label}>
      {props.series.map((entry) => `${entry.label}=${entry.values.join(',')}`).join(';')}
    </div>
  ),
}));

const skuRow = (sku: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'SkuReportRow',
  id: `3:${sku}`,
  sku,
  name: `Product ${sku}`,
  image: null,
  link: null,
  impressions: 1200,
  clicks: 30,
  cpc: '0.5',
  ctr: 2.5,
  conv: 10,
  click7Sales: '90',
  haloSales: '20',
  costs: '15',
  roas: 600,
  purchases: 3,
  itemsSold: 4,
  haloItemsSold: 1,
  availableSizes: ['S', 'M'],
  status: 'IN_STOCK',
  ...extra,
});

const page = (objects: unknown[], totalCount = objects.length) => ({
  skusReport: {
    __typename: 'SkuReportPage',
    page: 1,
    numPages: Math.max(1, Math.ceil(totalCount / 5000)),
    totalCount,
    currency: 'SGD',
    objects,
  },
});

const history = {
  skuPriceHistory: {
    __typename: 'SkuPriceHistory',
    sku: 'SKU-1',
    interval: 'DAY',
    timeZone: 'Asia/Singapore',
    priceCurrency: 'SGD',
    priceChangedAt: null,
    points: [
      {
        __typename: 'SkuHistoryPoint',
        day: '2026-11-20',
        impressions: 1200,
        clicks: 30,
        quantity: 4,
        newQuantity: null,
        averageValue: '22.5',
        newAverageValue: null,
        blackPrice: '25',
        permanentMarkdownPrice: null,
        promotionPrice: null,
      },
    ],
  },
};

// Spec 2 §9: the report date presets, in the picker's order.
const specPresets = [
  'Today',
  'Yesterday',
  'This week',
  'This month',
  'Last 7 days',
  'Last 30 days',
  'Previous week',
  'Previous month',
  'Lifetime',
];
// Mantine hides dropdowns positioned against jsdom's empty layout from the accessibility tree.
const hidden = { hidden: true };
const ZONE = 'Asia/Singapore';

/** The preset names the open picker lists. */
async function pickerPresets() {
  await userEvent.click(screen.getByTestId('date-range'));
  const lifetime = await screen.findByRole('button', { name: 'Lifetime', ...hidden });
  return [...lifetime.parentElement!.querySelectorAll('button')].map((button) => button.textContent);
}

function open(
  props: Partial<SkuPerformanceDialogProps>,
  objects: unknown[] = [skuRow('SKU-1'), skuRow('SKU-2', { status: 'OUT_OF_STOCK', availableSizes: [] })],
  totalCount = objects.length,
) {
  const mock = mockClient({
    SkusReport: page(objects, totalCount),
    SkuPriceHistory: history,
    SkuReportRange: {
      reportRange: { __typename: 'ReportRange', startDate: '2025-02-10T01:00:00.000Z' },
    },
    ReportHaloAttributedSku: {
      reportHaloAttributedSku: [
        { __typename: 'HaloAttributedSku', sku: 'H-1', name: null, sales: '12', quantity: 2 },
      ],
    },
  });
  render(
    <SkuPerformanceDialog
      target={{ campaignId: '7', name: 'Gym Gear', timeZone: ZONE, startDate: null }}
      onClose={() => {}}
      showPriceHistory
      additionalMetrics={false}
      {...props}
    />,
    { client: mock.client },
  );
  return mock;
}

const table = () => screen.getByRole('table', { name: 'SKU performance' });

describe('SkuPerformanceDialog', () => {
  it("shows each SKU's figures for the last 7 days of the campaign, with its stock status", async () => {
    const { calls } = open({});
    expect(await screen.findByText('Product SKU-1')).toBeTruthy();
    const row = table().querySelector('tr[data-sku="SKU-1"]') as HTMLElement;
    expect(within(row).getByText('1,200')).toBeTruthy();
    expect(within(row).getByText('SGD 15.00')).toBeTruthy();
    expect(within(row).getByText('600.00%')).toBeTruthy();
    expect(within(row).getByText('S, M')).toBeTruthy();
    expect(within(row).getByText('In stock')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    const asked = calls.find((call) => call.name === 'SkusReport')!.variables;
    expect(asked).toMatchObject({ campaignId: '7', pageSize: 5000, sortBy: null });
    expect(asked.startDate).toEqual(expect.stringMatching(/T16:00:00.000Z$/));
    expect(screen.getByRole('dialog', { name: 'SKU performance: Gym Gear' })).toBeTruthy();
    // Every SKU is shown: nothing to say about the rest.
    expect(screen.queryByTestId('sku-table-partial')).toBeNull();
  });

  it("links a product's name to its page on the marketplace, in a new tab, only when it is a web address", async () => {
    open({}, [
      skuRow('SKU-1', { link: 'https://shop.example/p/sku-1' }),
      skuRow('SKU-2', { link: 'javascript:alert(1)' }),
    ]);
    const link = await screen.findByRole('link', { name: 'Product SKU-1' });
    expect(link.getAttribute('href')).toBe('https://shop.example/p/sku-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Product SKU-2').closest('a')).toBeNull();
  });

  it('says when the campaign has more SKUs than the page shows, and that the export has them all', async () => {
    const renderExport = () => <button type="button">Export SKUs</button>;
    open({ renderExport }, [skuRow('SKU-1'), skuRow('SKU-2')], 6250);
    await screen.findByText('Product SKU-1');
    expect(screen.getByTestId('sku-table-partial').textContent).toBe(
      'Showing the first 2 of 6,250 SKUs; export them for all.',
    );
  });

  it('says only how many are shown without the export (flag download_sku_performance_report off)', async () => {
    open({}, [skuRow('SKU-1')], 5001);
    await screen.findByText('Product SKU-1');
    expect(screen.getByTestId('sku-table-partial').textContent).toBe('Showing the first 1 of 5,001 SKUs.');
  });

  it("says 'no data recorded' without SKUs", async () => {
    open({}, []);
    expect(await screen.findByText('no data recorded')).toBeTruthy();
  });

  it('adds purchases and the figures with halo only under the extra-metrics flag', async () => {
    open({});
    await screen.findByText('Product SKU-1');
    expect(screen.queryByRole('columnheader', { name: /Sales incl. halo/ })).toBeNull();
  });

  it('shows the extra metric columns when the flag is on: sales and quantity with halo added', async () => {
    open({ additionalMetrics: true });
    await screen.findByText('Product SKU-1');
    expect(screen.getByRole('columnheader', { name: /Sales incl. halo/ })).toBeTruthy();
    const row = table().querySelector('tr[data-sku="SKU-1"]') as HTMLElement;
    expect(within(row).getByText('SGD 110.00')).toBeTruthy();
  });

  it('sorts a metric on the server, most first', async () => {
    const { calls } = open({});
    await screen.findByText('Product SKU-1');
    await userEvent.click(
      screen.getByRole('columnheader', { name: /Costs/ }).querySelector('button') ??
        screen.getByRole('columnheader', { name: /Costs/ }),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'SkusReport').at(-1)!.variables).toMatchObject({
        sortBy: 'costs',
        direction: 'desc',
      }),
    );
  });

  it('opens a row into its price-history chart and the halo SKUs, and closes it again', async () => {
    const { calls } = open({});
    await userEvent.click(await screen.findByText('Product SKU-1'));
    const chart = await screen.findByTestId('chart');
    expect(chart.getAttribute('data-label')).toBe('Price history of SKU-1');
    expect(chart.textContent).toContain('Average value=22.5');
    expect(chart.textContent).toContain('Black price=25');
    expect(await screen.findByText('H-1')).toBeTruthy();
    expect(calls.find((call) => call.name === 'SkuPriceHistory')!.variables).toMatchObject({
      sku: 'SKU-1',
      campaignId: '7',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hide price history of SKU-1' }));
    await waitFor(() => expect(screen.queryByTestId('chart')).toBeNull());
  });

  it('keeps the open/close control in view beside the product when the table scrolls sideways', async () => {
    open({});
    await screen.findByText('Product SKU-1');
    const [openHeader, productHeader] = [...table().querySelectorAll('thead th')] as HTMLElement[];
    const row = table().querySelector('tr[data-sku="SKU-1"]') as HTMLElement;
    const [openCell, productCell] = [...row.querySelectorAll('td')];
    expect(openCell?.querySelector('button')?.getAttribute('aria-label')).toBe('Show price history of SKU-1');
    const look = (cell: HTMLElement | undefined) => [
      cell?.style.position,
      cell?.style.left,
      cell?.style.background,
    ];
    const body = 'var(--mantine-color-body)';
    for (const cell of [openHeader, openCell]) {
      expect(look(cell)).toEqual(['sticky', '0px', body]);
      expect(cell?.style.width).toBe(EXPAND_COLUMN_WIDTH);
    }
    // The product sticks right after the control, as far from the edge as the control's column is wide.
    for (const cell of [productHeader, productCell])
      expect(look(cell)).toEqual(['sticky', EXPAND_COLUMN_WIDTH, body]);
  });

  it('opens no chart without the show_price_history flag', async () => {
    open({ showPriceHistory: false });
    await userEvent.click(await screen.findByText('Product SKU-1'));
    expect(screen.queryByTestId('price-history')).toBeNull();
    expect(screen.queryByRole('button', { name: /price history/ })).toBeNull();
  });

  it("offers the spec's nine date presets, Lifetime too (QA walk 2, item 5)", async () => {
    open({});
    await screen.findByText('Product SKU-1');
    expect(await pickerPresets()).toEqual(specPresets);
  });

  it("reports Lifetime from the campaign's start to today, table, chart and export alike", async () => {
    const renderExport = vi.fn(() => <button type="button">Export SKUs</button>);
    // Started 200 days ago: the chart has weekly points.
    const start = new Date(Date.now() - 200 * 86_400_000).toISOString();
    const { calls } = open({
      renderExport,
      target: { campaignId: '7', name: 'Gym Gear', timeZone: ZONE, startDate: start },
    });
    await screen.findByText('Product SKU-1');
    await pickerPresets();
    await userEvent.click(screen.getByRole('button', { name: 'Lifetime', ...hidden }));
    expect(screen.getByTestId('date-range').textContent).toBe('Lifetime');
    const [first, today] = [zonedDay(new Date(start), ZONE), zonedDay(new Date(), ZONE)];
    // The first day's midnight in Singapore (UTC+8) is 16:00 UTC the day before.
    const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const startDate = `${dayBefore}T16:00:00.000Z`;
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'SkusReport').at(-1)!.variables.startDate).toBe(startDate),
    );
    expect(renderExport).toHaveBeenLastCalledWith(expect.objectContaining({ startDate }));
    await userEvent.click(await screen.findByText('Product SKU-1'));
    await screen.findByTestId('chart');
    expect(calls.filter((call) => call.name === 'SkuPriceHistory').at(-1)!.variables).toMatchObject({
      fromDate: first,
      toDate: today,
    });
    // The campaign's start is known: the report range is not asked.
    expect(calls.some((call) => call.name === 'SkuReportRange')).toBe(false);
  });

  it("starts Lifetime at the report range's start when the campaign has none", async () => {
    const { calls } = open({});
    await screen.findByText('Product SKU-1');
    await pickerPresets();
    await userEvent.click(screen.getByRole('button', { name: 'Lifetime', ...hidden }));
    // 2025-02-10T01:00Z is 09:00 on the 10th in Singapore; the day starts at 16:00 UTC on the 9th.
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'SkusReport').at(-1)!.variables.startDate).toBe(
        '2025-02-09T16:00:00.000Z',
      ),
    );
    expect(calls.some((call) => call.name === 'SkuReportRange')).toBe(true);
  });

  it("hands the export the dialog's campaign, range and sort", async () => {
    const renderExport = vi.fn(() => <button type="button">Export SKUs</button>);
    open({ renderExport });
    await screen.findByText('Product SKU-1');
    expect(renderExport).toHaveBeenLastCalledWith(
      expect.objectContaining({ campaignId: '7', sortBy: null, startDate: expect.any(String) }),
    );
  });
});
