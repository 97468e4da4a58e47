import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import type { MpaSeller } from '../api/company-sellers';
import { QuickCampaignModal } from './quick-campaign-modal';

// 20 Nov 2026 12:00 UTC is 20:00 in Singapore: tomorrow there is 21 November.
const now = new Date('2026-11-20T12:00:00Z');

const seller: MpaSeller = {
  id: 's1',
  name: 'Acme',
  nameWithCatalog: 'Acme (SG)',
  originalSellerId: 'SG-1',
  isMpaOnboarded: true,
  catalog: { id: 'c1', code: 'SG', currencyCode: 'SGD', currencySymbol: 'S$', timeZone: 'Asia/Singapore' },
};

const options = (excluded: string[] = [], audiences = [{ id: 77, name: 'Past buyers' }]) => ({
  getExcludedMPAFields: excluded,
  getCustomAudiences: audiences,
  getCatalogCategories: [
    { id: 5, name: 'Shoes' },
    { id: 6, name: 'Bags' },
  ],
});

/** The advanced form's place: what the router state carried. */
function StateProbe() {
  return <pre data-testid="router-state">{JSON.stringify(useLocation().state)}</pre>;
}

function setup(answers: Record<string, unknown> = {}, advancedSetup = false) {
  const { client, calls } = mockClient({
    MpaQuickCampaignOptions: options(),
    ...(answers as Record<string, Record<string, unknown>>),
  });
  const onClose = vi.fn();
  render(
    <QuickCampaignModal seller={seller} currency="SGD" advancedSetup={advancedSetup} onClose={onClose} />,
    {
      client,
      route: '/mpa/campaign?mbgSellerId=s1',
      extraRoutes: <Route path="/mpa/campaign/add" element={<StateProbe />} />,
    },
  );
  const sent = () => calls.filter((call) => call.name === 'MpaCreateMetaCampaign');
  return { onClose, sent };
}

const day = (name: string) => screen.getByRole('button', { name, hidden: true });

async function pickDay(field: RegExp, name: string) {
  await userEvent.click(screen.getByRole('button', { name: field }));
  await screen.findByRole('button', { name, hidden: true });
  await userEvent.click(day(name));
  // The calendar closes before the next one opens (two open calendars show the same days).
  await waitFor(() => expect(screen.queryByRole('button', { name, hidden: true })).toBeNull());
}

async function fill() {
  await userEvent.type(screen.getByLabelText(/Campaign Name/), 'Black Friday');
  await userEvent.type(screen.getByLabelText(/Lifetime Budget/), '1,250.50');
  await pickDay(/Start Date/, '22 November 2026');
  await pickDay(/End Date/, '30 November 2026');
  await userEvent.type(screen.getByLabelText(/Creative Text/), 'Deals all week');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('QuickCampaignModal', () => {
  it('checks a field when it is left, not while typing', async () => {
    setup();
    const name = screen.getByLabelText(/Campaign Name/);
    await userEvent.click(name);
    expect(screen.queryByText('Campaign name is required')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Campaign name is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Lifetime Budget/), '0');
    expect(screen.queryByText('Lifetime budget must be larger than zero')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Lifetime budget must be larger than zero')).toBeTruthy();
  });

  it('starts tomorrow at the earliest in the catalog zone, and ends no earlier than the start', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: /Start Date/ }));
    await screen.findByRole('button', { name: '21 November 2026', hidden: true });
    expect(day('20 November 2026').hasAttribute('data-disabled')).toBe(true);
    expect(day('21 November 2026').hasAttribute('data-disabled')).toBe(false);
    await userEvent.click(day('25 November 2026'));
    await userEvent.click(screen.getByRole('button', { name: /End Date/ }));
    await waitFor(() => expect(day('24 November 2026').hasAttribute('data-disabled')).toBe(true));
    expect(day('25 November 2026').hasAttribute('data-disabled')).toBe(false);
  });

  it('on submit shows every rule and the first error above the buttons, sending nothing', async () => {
    const { sent } = setup();
    await screen.findByLabelText(/Creative Text/);
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(screen.getByTestId('quick-error').textContent).toBe('Campaign name is required');
    expect(screen.getByText('Lifetime budget is required')).toBeTruthy();
    expect(screen.getByText('Start Date is required')).toBeTruthy();
    expect(screen.getByText('End Date is required')).toBeTruthy();
    expect(screen.getByText('Creative text is required')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('hides the creative text when the configuration excludes it, and the audiences without options', async () => {
    setup({ MpaQuickCampaignOptions: options(['creativeText'], []) });
    await screen.findByText('Product categories');
    expect(screen.queryByLabelText(/Creative Text/)).toBeNull();
    expect(screen.queryByText('Custom Audience')).toBeNull();
  });

  it('creates the campaign with the typed values as the API writes them, then closes', async () => {
    const { sent, onClose } = setup({
      MpaCreateMetaCampaign: {
        createMetaCampaign: { ok: true, errors: [], campaign: { id: 'm1', name: 'Black Friday' } },
      },
    });
    await screen.findByLabelText(/Creative Text/);
    await fill();
    await userEvent.type(screen.getByLabelText(/Min Price/), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()[0]?.variables).toEqual({
      sellerId: 's1',
      name: 'Black Friday',
      lifetimeBudget: '1250.5',
      startDate: '2026-11-22',
      endDate: '2026-11-30',
      creativeText: 'Deals all week',
      customAudienceIds: [],
      categories: [],
      minPrice: '10',
      maxPrice: null,
    });
  });

  it("shows the server's first error above the buttons and stays open", async () => {
    const { onClose } = setup({
      MpaCreateMetaCampaign: {
        createMetaCampaign: {
          ok: false,
          errors: [{ field: null, messages: ['The budget is below the minimum of SGD 10.00.'] }],
          campaign: null,
        },
      },
    });
    await screen.findByLabelText(/Creative Text/);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect((await screen.findByTestId('quick-error')).textContent).toBe(
      'The budget is below the minimum of SGD 10.00.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers the advanced setup only under its flag', async () => {
    setup({}, false);
    await screen.findByLabelText(/Creative Text/);
    expect(screen.queryByRole('button', { name: 'Advanced setup' })).toBeNull();
  });

  it('opens /mpa/campaign/add?mbgSellerId= with the entered values in the router state', async () => {
    setup({}, true);
    await screen.findByLabelText(/Creative Text/);
    await userEvent.type(screen.getByLabelText(/Campaign Name/), 'Black Friday');
    await userEvent.type(screen.getByLabelText(/Lifetime Budget/), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Advanced setup' }));
    expect(screen.getByTestId('location').textContent).toBe('/mpa/campaign/add?mbgSellerId=s1');
    expect(JSON.parse(screen.getByTestId('router-state').textContent ?? 'null')).toEqual({
      prefill: {
        name: 'Black Friday',
        lifetimeBudget: '300',
        startDate: null,
        endDate: null,
        creativeText: null,
        customAudienceIds: [],
        categories: [],
        minPrice: null,
        maxPrice: null,
      },
    });
  });
});
