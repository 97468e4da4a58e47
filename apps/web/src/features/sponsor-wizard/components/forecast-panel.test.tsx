import { emptyCampaignForm, type SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Client, Operation } from 'urql';
import { makeResult } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromValue } from 'wonka';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { ForecastPanel } from './forecast-panel';

const context = {
  walletCurrency: { code: 'SGD', symbol: 'S$', maxFractionDigits: 2 },
  bannerTypes: [
    { id: '3', name: 'Desktop Home', bannerType: 'DESKTOP_HOME', platform: 'DESKTOP', width: 1, height: 1 },
  ],
};

const figures = {
  __typename: 'Forecast',
  pClick: { low: 30, high: 45 },
  pImpression: { low: 1200, high: 1800 },
  pCost: { low: '10.5', high: '15.75' },
  pDailyBudgetSuggestion: '2.5',
  basedOnDays: 28,
};

const productForm = (patch: Partial<SponsorCampaignForm> = {}): SponsorCampaignForm => ({
  ...emptyCampaignForm(),
  adType: 'PRODUCT',
  catalogId: '1',
  brandId: '7',
  ...patch,
});

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

async function settle() {
  await act(async () => {
    vi.advanceTimersByTime(800);
  });
}

/** The panel under a form whose bid a button raises (module level: a component defined in a test remounts). */
function RaisableForecast({ form }: { form: ReturnType<typeof productForm> }) {
  const [current, setCurrent] = useState(form);
  return (
    <>
      <button type="button" onClick={() => setCurrent({ ...current, bid: '0.45' })}>
        raise
      </button>
      <ForecastPanel form={current} context={context} />
    </>
  );
}

describe('ForecastPanel', () => {
  it('asks again 800 ms after the inputs last changed and shows the ranges, the suggestion and the low-budget warning', async () => {
    const { client, calls } = mockClient({ WizardProductForecast: { forecastedPerformance: figures } });
    const form = productForm({ budgetType: 'DAILY', budgetDaily: '2', bidType: 'MAXIMUM_CPC', bid: '0.40' });
    render(<RaisableForecast form={form} />, { client });
    await settle();
    const asked = () =>
      calls.filter((call) => call.name === 'WizardProductForecast').map((call) => call.variables);
    expect(asked().at(-1)).toMatchObject({
      catalogId: '1',
      brandId: '7',
      countDay: 7,
      trafficControl: 100,
      bid: '0.40',
    });
    fireEvent.click(screen.getByText('raise'));
    await act(async () => {
      vi.advanceTimersByTime(700);
    });
    expect(asked().some((variables) => variables.bid === '0.45')).toBe(false);
    await settle();
    expect(asked().at(-1)).toMatchObject({ bid: '0.45' });
    expect(await screen.findByText('1,200 – 1,800')).toBeTruthy();
    expect(screen.getByText('30 – 45')).toBeTruthy();
    expect(screen.getByTestId('forecast-figures').textContent).toMatch(/10\.50 – \D*15\.75/);
    expect(screen.getByTestId('forecast-figures').textContent).toContain('2.50');
    expect(screen.getByTestId('low-daily-budget').textContent).toContain('below the suggested daily budget');
  });

  it('asks again for 30 days when the period changes', async () => {
    const { client, calls } = mockClient({ WizardProductForecast: { forecastedPerformance: figures } });
    render(<ForecastPanel form={productForm()} context={context} />, { client });
    await settle();
    fireEvent.click(screen.getByText('30 days'));
    await settle();
    expect(calls.map((call) => call.variables.countDay)).toContain(30);
    expect(screen.queryByTestId('low-daily-budget')).toBeNull();
  });

  it("sends a banner campaign's placement types as platforms, its traffic control and its bid", async () => {
    const { client, calls } = mockClient({
      WizardBannerForecast: { forecastedBannerPerformance: { ...figures, basedOnDays: 0 } },
    });
    const form = productForm({
      adType: 'BANNER',
      trafficControl: 40,
      bidType: 'MAXIMUM_CPI',
      bid: '0.002',
      placements: [{ bannerTypeId: '3', url: '', landingUrl: '', deeplink: '', skus: [] }],
    });
    render(<ForecastPanel form={form} context={context} />, { client });
    await settle();
    // The traffic control and the maximum CPI too: the engine draws and weighs them for banners as for products (0271).
    expect(calls.find((call) => call.name === 'WizardBannerForecast')?.variables).toMatchObject({
      platforms: ['DESKTOP_HOME'],
      trafficControl: 40,
      bid: '0.002',
    });
    expect(await screen.findByTestId('forecast-no-history')).toBeTruthy();
  });

  it('says why when the recorded days promise no impression at all', async () => {
    const none = {
      ...figures,
      pImpression: { low: 0, high: 0 },
      pClick: { low: 0, high: 0 },
      pCost: { low: '0', high: '0' },
      pDailyBudgetSuggestion: null,
    };
    const { client } = mockClient({ WizardProductForecast: { forecastedPerformance: none } });
    render(<ForecastPanel form={productForm()} context={context} />, { client });
    await settle();
    expect((await screen.findByTestId('forecast-none-expected')).textContent).toBe(
      'Similar ads got no impressions on these pages in the recorded days, so the campaign is not expected to show with these choices. A higher bid, other products or other categories may change that.',
    );
  });

  it('blames a bid below the minimum bid or traffic control at 0, not the recorded days, for no impression (QA walk 19)', async () => {
    const none = {
      ...figures,
      pImpression: { low: 0, high: 0 },
      pClick: { low: 0, high: 0 },
      pCost: { low: '0', high: '0' },
      pDailyBudgetSuggestion: null,
    };
    const { client } = mockClient({ WizardProductForecast: { forecastedPerformance: none } });
    const low = render(
      <ForecastPanel
        form={productForm({ bidType: 'MAXIMUM_CPC', bid: '0.04' })}
        context={context}
        minBid="0.05"
      />,
      { client },
    );
    await settle();
    expect((await screen.findByTestId('forecast-none-expected')).textContent).toMatch(
      /^The bid is below the minimum bid of \D*0\.05, so the ad does not enter any auction/,
    );
    low.unmount();
    render(<ForecastPanel form={productForm({ trafficControl: 0 })} context={context} minBid="0.05" />, {
      client,
    });
    await settle();
    expect((await screen.findByTestId('forecast-none-expected')).textContent).toBe(
      'Traffic control is at 0 %, so the ad is shown on no page. Raise it to see a forecast.',
    );
  });

  it('shows its skeleton, no figure and no verdict, while its inputs load (decision 0278)', async () => {
    const none = {
      ...figures,
      pImpression: { low: 0, high: 0 },
      pClick: { low: 0, high: 0 },
      pCost: { low: '0', high: '0' },
      pDailyBudgetSuggestion: null,
    };
    const { client } = mockClient({ WizardProductForecast: { forecastedPerformance: none } });
    const form = productForm({ bidType: 'MAXIMUM_CPC', bid: '0.04', budgetType: 'DAILY', budgetDaily: '1' });
    const loading = render(<ForecastPanel form={form} context={context} inputsLoading />, { client });
    await settle();
    expect(screen.getByTestId('forecast-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Loading the forecast')).toBeTruthy();
    expect(screen.queryByTestId('forecast-none-expected')).toBeNull();
    expect(screen.queryByTestId('forecast-figures')).toBeNull();
    loading.unmount();
    render(<ForecastPanel form={form} context={context} minBid="0.05" />, { client });
    await settle();
    expect((await screen.findByTestId('forecast-none-expected')).textContent).toMatch(/^The bid is below/);
  });

  it('shows its skeleton, not "choose the country", while the first answer is on its way', async () => {
    const { client } = mockClient({});
    render(<ForecastPanel form={productForm()} context={context} />, { client });
    await settle();
    expect(screen.getByTestId('forecast-loading')).toBeTruthy();
    expect(screen.queryByText(/Choose the country/)).toBeNull();
    // Without a catalog there is nothing to wait for: the panel says what is missing.
    render(<ForecastPanel form={productForm({ catalogId: null })} context={context} />, { client });
    expect(screen.getByText('Choose the country and the campaign type to see a forecast.')).toBeTruthy();
  });

  it("says 'error loading preview' when the call fails", async () => {
    const client = {
      executeQuery: (operation: Operation) =>
        fromValue(makeResult(operation, { errors: [{ message: 'boom' }] } as never)),
      executeMutation: () => fromValue(undefined),
      executeSubscription: () => fromValue(undefined),
    } as unknown as Client;
    render(<ForecastPanel form={productForm()} context={context} />, { client });
    await settle();
    expect((await screen.findByRole('alert')).textContent).toBe('error loading preview');
  });
});
