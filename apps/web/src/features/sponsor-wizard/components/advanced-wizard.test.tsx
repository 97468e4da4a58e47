import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { savedCampaign, wizardOptions } from '../test-fixtures';
import { defaultWizardFlags } from '../utils/wizard-context';
import { AdvancedWizard, type AdvancedWizardFocus } from './advanced-wizard';

function renderAdvanced(focus: AdvancedWizardFocus | null, roleName = 'OWNER') {
  const { client } = mockClient({});
  window.localStorage.clear();
  render(
    <AdvancedWizard
      campaignId={null}
      brandId="2"
      company={{ id: '1', name: 'Acme', brands: [{ id: '2', name: 'Northwind' }] }}
      viewer={{ roleName, isStaff: false }}
      flags={{ ...defaultWizardFlags, dynamicFilter: false }}
      excludedFields={[]}
      onExit={vi.fn()}
      focus={focus}
    />,
    { client },
  );
}

describe('AdvancedWizard opened with a focus (the diagnostics edit links)', () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrolled.length = 0;
  });

  it('scrolls the budget section into view', async () => {
    renderAdvanced('budget');
    await waitFor(() => expect(scrolled).toContain('advanced-section-budget'));
  });

  it('stays on setup, scrolling nowhere, for the content of a campaign not saved yet', async () => {
    renderAdvanced('content');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(scrolled.filter((id) => id.startsWith('advanced-section'))).toEqual([]);
  });
});

describe('AdvancedWizard for a role that may not save (spec 2 §2, §6)', () => {
  it('shows the setup disabled, without Discard or Save draft; Next still moves on', async () => {
    renderAdvanced(null, 'VIEWER');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Campaign name/ }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('keeps them for an OWNER', async () => {
    renderAdvanced(null, 'OWNER');
    expect((await screen.findByRole('textbox', { name: /Campaign name/ })).matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
  });
});

function renderSaved(status: string, focus: AdvancedWizardFocus | null = null) {
  const { client } = mockClient({
    WizardSponsorCampaign: { sponsorCampaign: savedCampaign(status) },
    WizardOptions: wizardOptions,
  });
  render(
    <AdvancedWizard
      campaignId="18"
      brandId="2"
      company={{ id: '1', name: 'Acme', brands: [{ id: '2', name: 'Northwind' }] }}
      viewer={{ roleName: 'OWNER', isStaff: false }}
      flags={{ ...defaultWizardFlags, dynamicFilter: false, forecast: false }}
      excludedFields={[]}
      onExit={vi.fn()}
      focus={focus}
    />,
    { client },
  );
}

describe('AdvancedWizard: Save draft only before a campaign is submitted (decision 0276)', () => {
  const draftKey = 'portal.sponsorDraft.advanced.18';
  beforeEach(() => window.localStorage.clear());

  it.each(['COMPLETED', 'DELIVERING', 'PAUSED', 'PENDING_FOR_APPROVAL', 'REJECTED'])(
    'offers Discard but no Save draft for a %s campaign',
    async (status) => {
      renderSaved(status);
      expect(await screen.findByRole('button', { name: 'Discard' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    },
  );

  it('keeps Save draft for a DRAFT not launched yet, and opens it from its browser draft', async () => {
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({ ...emptyCampaignForm(), id: '18', name: 'Kept on this device', brandId: '2' }),
    );
    renderSaved('DRAFT');
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Campaign name/ }).value).toBe(
      'Kept on this device',
    );
  });

  it('opens a COMPLETED campaign as stored, dropping a draft saved on this device before', async () => {
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({ ...emptyCampaignForm(), id: '18', name: 'Stale local edit', brandId: '2' }),
    );
    renderSaved('COMPLETED');
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /Campaign name/ });
    expect(name.value).toBe('Kite Athletics Tile Campaign');
    expect(window.localStorage.getItem(draftKey)).toBeNull();
  });
});

describe('AdvancedWizard moves the focus to the heading of the step reached', () => {
  beforeEach(() => window.localStorage.clear());

  it('focuses the review heading after Next, and the content heading after Back; nothing on opening', async () => {
    renderSaved('DELIVERING', 'content');
    const content = await screen.findByRole('heading', { name: 'Campaign Content' });
    expect(document.activeElement).not.toBe(content);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const review = await screen.findByRole('heading', { name: 'Review Campaign' });
    await waitFor(() => expect(document.activeElement).toBe(review));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const contentAgain = await screen.findByRole('heading', { name: 'Campaign Content' });
    await waitFor(() => expect(document.activeElement).toBe(contentAgain));
  });
});

describe('AdvancedWizard while the catalogs and bid bounds load (decision 0278)', () => {
  const noImpression = {
    __typename: 'Forecast',
    pClick: { low: 0, high: 0 },
    pImpression: { low: 0, high: 0 },
    pCost: { low: '0', high: '0' },
    pDailyBudgetSuggestion: null,
    basedOnDays: 28,
  };
  const bounds = {
    recommendedBid: {
      __typename: 'RecommendedBid',
      recommendedBid: '0.12',
      minBid: '0.05',
      recommendedBidRange: ['0.08', '0.20'],
      sampleSize: 40,
    },
  };
  beforeEach(() => window.localStorage.clear());

  it('the forecast shows its skeleton, not "not expected to show", until its inputs are known; then names the bid', async () => {
    let inputsArrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      inputsArrive = resolve;
    });
    const { client } = mockClient({
      WizardSponsorCampaign: {
        sponsorCampaign: savedCampaign('DELIVERING', { bidType: 'MAXIMUM_CPC', bidWalletCurrency: '0.04' }),
      },
      WizardOptions: arrived.then(() => wizardOptions),
      WizardRecommendedBid: arrived.then(() => bounds),
      WizardProductForecast: { forecastedPerformance: noImpression },
    });
    render(
      <AdvancedWizard
        campaignId="18"
        brandId="2"
        company={{ id: '1', name: 'Acme', brands: [{ id: '2', name: 'Northwind' }] }}
        viewer={{ roleName: 'OWNER', isStaff: false }}
        flags={{ ...defaultWizardFlags, dynamicFilter: false }}
        excludedFields={[]}
        onExit={vi.fn()}
      />,
      { client },
    );
    await screen.findByTestId('forecast-panel');
    // Past the forecast's 800 ms wait: its answer (no impression) is in, the minimum bid is not.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByTestId('forecast-none-expected')).toBeNull();
    expect(screen.getByTestId('forecast-loading')).toBeTruthy();
    // Setup checks the schedule: its Next waits for the catalog's zone too, and says why.
    expect(screen.getByTestId('zone-wait')).toBeTruthy();

    await act(async () => inputsArrive());
    expect((await screen.findByTestId('forecast-none-expected')).textContent).toMatch(
      /^The bid is below the minimum bid of \D*0\.05/,
    );
    expect(screen.queryByTestId('forecast-loading')).toBeNull();
    expect(screen.queryByTestId('zone-wait')).toBeNull();
  });
});
