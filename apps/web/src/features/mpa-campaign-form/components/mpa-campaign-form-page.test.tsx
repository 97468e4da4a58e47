import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { optionsAnswer, pageProps, storedCampaign, validPrefill } from '../test-fixtures';
import { MpaCampaignFormPage } from './mpa-campaign-form-page';

const matching = {
  getMatchingProducts: { products: [], totalCount: 3, paging: { previousPage: null, nextPage: null } },
};

function setup(answers: Record<string, unknown> = {}, props = pageProps()) {
  const { client, calls } = mockClient({
    MpaFormOptions: optionsAnswer(),
    MpaMatchingProducts: matching,
    ...(answers as Record<string, Record<string, unknown>>),
  });
  render(<MpaCampaignFormPage {...props} />, { client });
  return { calls };
}

describe('MpaCampaignFormPage: create', () => {
  it('shows the header, both steps, the two sections and the fields', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Create New Campaign - Advanced Set Up' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByText('Campaign Setup')).toBeTruthy();
    expect(screen.getByText('Review Campaign')).toBeTruthy();
    expect(screen.getByText('Campaign Details')).toBeTruthy();
    expect(screen.getByText('Campaign content (Optional)')).toBeTruthy();
    expect(screen.getByLabelText(/Campaign Name/)).toBeTruthy();
    // The wallet's currency in front of the budget; the marketplace's default creative text.
    expect(screen.getAllByText('SGD').length).toBeGreaterThan(0);
    expect((screen.getByLabelText(/Creative Text/) as HTMLTextAreaElement).value).toBe('Shop our picks');
    expect(screen.getByText('Custom Audience')).toBeTruthy();
  });

  it('validates a field when it loses focus, not while typing', async () => {
    setup();
    const name = await screen.findByLabelText(/Campaign Name/);
    await userEvent.type(name, 'a');
    await userEvent.clear(name);
    expect(screen.queryByText('Campaign name is required')).toBeNull();
    fireEvent.blur(name);
    expect(await screen.findByText('Campaign name is required')).toBeTruthy();
    const budget = screen.getByLabelText(/Lifetime Budget/);
    await userEvent.type(budget, '0');
    expect(screen.queryByText('Lifetime budget must be larger than zero')).toBeNull();
    fireEvent.blur(budget);
    expect(await screen.findByText('Lifetime budget must be larger than zero')).toBeTruthy();
  });

  it('Next shows every error of the setup step and stays', async () => {
    setup({ MpaFormOptions: optionsAnswer({ getMarketplaceConfig: { creativeText: '' } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    for (const message of [
      'Campaign name is required',
      'Lifetime budget is required',
      'Start Date is required',
      'End Date is required',
      'Creative text is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('Campaign Summary')).toBeNull();
  });

  it('hides the creative text when it is excluded, and audiences without options', async () => {
    setup({
      MpaFormOptions: optionsAnswer({ getExcludedMPAFields: ['creativeText'], getCustomAudiences: [] }),
    });
    await screen.findByLabelText(/Campaign Name/);
    expect(screen.queryByLabelText(/Creative Text/)).toBeNull();
    expect(screen.queryByText('Custom Audience')).toBeNull();
  });

  it("starts from the quick form's values and reviews them in the Campaign Summary", async () => {
    setup({}, pageProps({ handedOver: validPrefill }));
    expect(((await screen.findByLabelText(/Campaign Name/)) as HTMLInputElement).value).toBe('Spring');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Campaign Summary')).toBeTruthy();
    expect(screen.getByText('Off-site (Facebook)')).toBeTruthy();
    expect(screen.getByText('Spring')).toBeTruthy();
    expect(screen.getByText('2026-12-01')).toBeTruthy();
    expect(screen.getByText('2026-12-15')).toBeTruthy();
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === 'SGD 250.00')).toBeTruthy();
    // The first step takes the user back.
    await userEvent.click(screen.getByText('Campaign Setup'));
    expect(await screen.findByLabelText(/Campaign Name/)).toBeTruthy();
  });

  it('creates the campaign and goes back to the list of its seller', async () => {
    const onSaved = vi.fn();
    const { calls } = setup(
      {
        CreateMpaCampaign: { createCampaign: { ok: true, errors: [], campaign: { id: '9', sellerId: '7' } } },
      },
      pageProps({ handedOver: validPrefill, onSaved }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('7'));
    expect(calls.find((call) => call.name === 'CreateMpaCampaign')?.variables).toEqual({
      sellerId: '7',
      walletCurrency: 'SGD',
      name: 'Spring',
      lifetimeBudget: '250',
      startDate: '2026-12-01',
      endDate: '2026-12-15',
      creativeText: 'New in',
      productCategoryIds: [],
      productMinPrice: null,
      productMaxPrice: null,
      customAudienceIds: [],
      productSKUs: [],
    });
  });

  it('puts refused fields on their fields and other errors above the buttons, and stays', async () => {
    const onSaved = vi.fn();
    setup(
      {
        CreateMpaCampaign: {
          createCampaign: {
            ok: false,
            errors: [
              { field: 'lifetimeBudget', messages: ['Budget is below the minimum of Meta'] },
              { field: null, messages: ['Meta is unavailable', 'second'] },
            ],
            campaign: null,
          },
        },
      },
      pageProps({ handedOver: validPrefill, onSaved }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Budget is below the minimum of Meta')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Meta is unavailable');
    expect(screen.queryByText('second')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('MpaCampaignFormPage: edit', () => {
  it('loads the campaign: edit title, creative text disabled, a past start locked, promoted items', async () => {
    const { calls } = setup(
      { MpaFormCampaign: { getCampaign: storedCampaign } },
      pageProps({ campaignId: '42' }),
    );
    expect(await screen.findByRole('heading', { name: 'Edit Campaign - Advanced Set Up' })).toBeTruthy();
    expect((screen.getByLabelText(/Campaign Name/) as HTMLInputElement).value).toBe('Winter sale');
    expect((screen.getByLabelText(/Lifetime Budget/) as HTMLInputElement).value).toBe('1500.5');
    expect(screen.getByLabelText(/Creative Text/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/Start Date/)).toHaveProperty('disabled', true);
    expect(screen.getAllByText('S$').length).toBeGreaterThan(0);
    expect(await screen.findByText('Promoted items: 3 products')).toBeTruthy();
    expect(calls.find((call) => call.name === 'MpaFormCampaign')?.variables).toEqual({
      sellerId: '7',
      campaignId: '42',
    });
  });

  it('updates with the seller and the wallet currency, without creative text', async () => {
    const onSaved = vi.fn();
    const { calls } = setup(
      {
        MpaFormCampaign: { getCampaign: { ...storedCampaign, startDate: '2026-12-02' } },
        UpdateMpaCampaign: {
          updateCampaign: { ok: true, errors: [], campaign: { id: '42', sellerId: '7' } },
        },
      },
      pageProps({ campaignId: '42', onSaved }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('7'));
    const variables = calls.find((call) => call.name === 'UpdateMpaCampaign')?.variables;
    expect(variables).toMatchObject({
      sellerId: '7',
      campaignId: '42',
      walletCurrency: 'SGD',
      lifetimeBudget: '1500.5',
      productCategoryIds: [11],
      productMinPrice: '10',
      customAudienceIds: [501],
    });
    expect(variables).not.toHaveProperty('creativeText');
  });

  it('shows the error dialog when the campaign cannot be loaded, and Close goes back', async () => {
    const onExit = vi.fn();
    setup({ MpaFormCampaign: { getCampaign: null } }, pageProps({ campaignId: '404', onExit }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('The campaign was not found')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onExit).toHaveBeenCalled();
  });
});

describe('MpaCampaignFormPage: the seller', () => {
  it("counts tomorrow in the seller's catalog zone", async () => {
    // 20:00 UTC is already the 27th in Singapore: a start on the 27th is too early there.
    const handedOver = { prefill: { ...validPrefill.prefill, startDate: '2026-11-27' } };
    setup({}, pageProps({ handedOver, now: new Date('2026-11-26T20:00:00Z') }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Start Date must be tomorrow or later')).toBeTruthy();
  });

  it("leaves for the list when the seller is not one of the company's", async () => {
    const onExit = vi.fn();
    setup({ MpaFormOptions: optionsAnswer({ getCompanySellers: [] }) }, pageProps({ onExit }));
    await waitFor(() => expect(onExit).toHaveBeenCalled());
  });
});
