import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { savedCampaign, wizardOptions as savedWizardOptions } from '../test-fixtures';
import { wizardDraftKey } from '../utils/campaign-draft';
import { defaultWizardFlags } from '../utils/wizard-context';
import type { WizardStep } from '../utils/wizard-steps';
import { CampaignWizard } from './campaign-wizard';

function renderWizard(step: WizardStep, roleName = 'OWNER') {
  const onStepChange = vi.fn();
  const { client, calls } = mockClient({});
  window.localStorage.clear();
  render(
    <CampaignWizard
      mode="new"
      step={step}
      campaignId={null}
      brandId="2"
      company={{ id: '1', name: 'Acme', brands: [{ id: '2', name: 'Northwind' }] }}
      viewer={{ roleName, isStaff: false }}
      flags={{ ...defaultWizardFlags, dynamicFilter: false }}
      excludedFields={[]}
      onExit={vi.fn()}
      onStepChange={onStepChange}
    />,
    { client },
  );
  return { onStepChange, calls };
}

// The brand's catalog, so the budget step's defaults pass its rules (as on the portal).
const wizardOptions = {
  brandCatalogs: [
    {
      __typename: 'Catalog',
      id: '1',
      code: 'SG',
      name: 'Singapore',
      baseUrl: 'https://shop.example/sg',
      currencyCode: 'SGD',
      currencySymbol: 'S$',
      timeZone: 'Asia/Singapore',
      tzOffset: 480,
    },
  ],
  allBanners: [],
  sponsorCampaignMinBudget: '1',
  me: { __typename: 'User', id: '1', company: null },
};

/** The route's part: the address follows onStepChange. */
function RoutedWizard() {
  const [step, setStep] = useState<WizardStep>('type');
  return (
    <CampaignWizard
      mode="new"
      step={step}
      campaignId={null}
      brandId="2"
      company={{ id: '1', name: 'Acme', brands: [{ id: '2', name: 'Northwind' }] }}
      viewer={{ roleName: 'OWNER', isStaff: false }}
      flags={{ ...defaultWizardFlags, dynamicFilter: false }}
      excludedFields={[]}
      onExit={vi.fn()}
      onStepChange={setStep}
    />
  );
}

describe('CampaignWizard opened at an address past the unfilled steps', () => {
  it('holds /sponsor/new/review of an empty campaign: no Finish, nothing sent, a way to the first step', async () => {
    const { onStepChange, calls } = renderWizard('review');
    expect(await screen.findByText(/Complete “Campaign type” first/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Campaign type' }));
    expect(onStepChange).toHaveBeenCalledWith('type');
    expect(calls.some((call) => call.name === 'CreateSponsorCampaign')).toBe(false);
  });

  it('opens the first step as usual', async () => {
    renderWizard('type');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByText(/first: this step opens/)).toBeNull();
  });
});

describe('CampaignWizard sidebar (spec 2 §2: a step opens by click only if already reached)', () => {
  it('after one Next opens only the steps reached, though the later steps’ defaults pass their rules', async () => {
    const { client } = mockClient({ WizardOptions: wizardOptions });
    window.localStorage.clear();
    render(<RoutedWizard />, { client });
    await userEvent.type(await screen.findByRole('textbox', { name: /Campaign name/ }), 'Spring');
    await userEvent.click(screen.getByRole('radio', { name: 'Product ads' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Budget and schedule' });
    const nav = screen.getByRole('navigation');
    const step = (name: string) => {
      const button = [...nav.querySelectorAll('button')].find((each) => each.textContent === name);
      if (!button) throw new Error(`no sidebar step ${name}`);
      return { disabled: button.getAttribute('aria-disabled') === 'true' };
    };
    // The budget step's defaults pass (the catalog is preselected), which used to unlock the rest.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Target country/ })).toBeTruthy());
    expect(step('Campaign type').disabled).toBe(false);
    expect(step('Budget and schedule').disabled).toBe(false);
    expect(step('Targeting and audience').disabled).toBe(true);
    expect(step('Bid strategy').disabled).toBe(true);
    expect(step('Sponsored content').disabled).toBe(true);
    expect(step('Review and launch').disabled).toBe(true);
  });
});

describe('CampaignWizard moves the focus to the heading of the step reached', () => {
  it('focuses "Budget and schedule" after Next and "Campaign type" after Back, not the first step on opening', async () => {
    const { client } = mockClient({ WizardOptions: wizardOptions });
    window.localStorage.clear();
    render(<RoutedWizard />, { client });
    const name = await screen.findByRole('textbox', { name: /Campaign name/ });
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Campaign type' }));
    await userEvent.type(name, 'Spring');
    await userEvent.click(screen.getByRole('radio', { name: 'Product ads' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const budget = await screen.findByRole('heading', { name: 'Budget and schedule' });
    await waitFor(() => expect(document.activeElement).toBe(budget));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const type = await screen.findByRole('heading', { name: 'Campaign type' });
    await waitFor(() => expect(document.activeElement).toBe(type));
  });
});

describe('CampaignWizard for a role that may not save (spec 2 §2, §6)', () => {
  it('shows the fields disabled, without Discard, and keeps Next', async () => {
    renderWizard('type', 'VIEWER');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Campaign name/ }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
  });

  it('leaves the fields editable for a MEMBER', async () => {
    renderWizard('type', 'MEMBER');
    expect((await screen.findByRole('textbox', { name: /Campaign name/ })).matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });
});

describe('CampaignWizard while the catalogs load: no date verdict before the catalog zone (decision 0278)', () => {
  // 10:00 on 1 October in Singapore is 02:00 UTC: the Singapore day began at 16:00 UTC on 30 September,
  // which a stand-in UTC "today" (from 00:00 UTC on 1 October) called the past.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T02:00:00Z'));
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("Finish on a DRAFT starting today in Singapore waits for the zone, says why, then saves; never 'before today'", async () => {
    let catalogsArrive = () => {};
    const catalogs = new Promise<Record<string, unknown>>((resolve) => {
      catalogsArrive = () => resolve(savedWizardOptions);
    });
    const { client, calls } = mockClient({
      WizardSponsorCampaign: {
        sponsorCampaign: savedCampaign('DRAFT', {
          startDate: '2026-09-30T16:00:00.000Z',
          endDate: '2026-10-31T15:59:59.999Z',
        }),
      },
      WizardOptions: catalogs,
    });
    render(
      <CampaignWizard
        mode="edit"
        step="review"
        campaignId="18"
        brandId="2"
        company={{ id: '1', name: 'Acme', brands: [{ id: '2', name: 'Northwind' }] }}
        viewer={{ roleName: 'OWNER', isStaff: false }}
        flags={{ ...defaultWizardFlags, dynamicFilter: false, forecast: false }}
        excludedFields={[]}
        onExit={vi.fn()}
        onStepChange={vi.fn()}
      />,
      { client },
    );
    const saves = () => calls.filter((call) => call.name === 'UpdateSponsorCampaign');
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    await act(async () => undefined);
    expect(screen.queryByText('The date cannot be before today.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saves()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe(
      'Loading the target country’s time zone: the dates are checked once it is known.',
    );

    await act(async () => catalogsArrive());
    await waitFor(() => expect(screen.queryByTestId('zone-wait')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(screen.queryByText('The date cannot be before today.')).toBeNull();
  });

  it('Next on the budget step of a new campaign waits while the catalogs load, and then moves on', async () => {
    let catalogsArrive = () => {};
    const catalogs = new Promise<Record<string, unknown>>((resolve) => {
      catalogsArrive = () => resolve(wizardOptions);
    });
    const { client } = mockClient({ WizardOptions: catalogs });
    const onStepChange = vi.fn();
    window.localStorage.setItem(
      wizardDraftKey('new'),
      JSON.stringify({ ...emptyCampaignForm(), name: 'Spring', adType: 'PRODUCT', brandId: '2' }),
    );
    render(
      <CampaignWizard
        mode="new"
        step="budget"
        campaignId={null}
        brandId="2"
        company={{ id: '1', name: 'Acme', brands: [{ id: '2', name: 'Northwind' }] }}
        viewer={{ roleName: 'OWNER', isStaff: false }}
        flags={{ ...defaultWizardFlags, dynamicFilter: false, forecast: false }}
        excludedFields={[]}
        onExit={vi.fn()}
        onStepChange={onStepChange}
      />,
      { client },
    );
    // The draft passes the type step, so the budget step opens; the brand's first catalog is on its way.
    await screen.findByRole('heading', { name: 'Budget and schedule' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () => undefined);
    expect(onStepChange).not.toHaveBeenCalled();
    // No verdict on the fields: the country is about to be preselected, and the dates wait for its zone.
    expect(screen.queryByText('The target country is not selected.')).toBeNull();
    expect(screen.getByTestId('schedule-dates-loading')).toBeTruthy();
    expect(screen.getByTestId('zone-wait')).toBeTruthy();
    await act(async () => catalogsArrive());
    await waitFor(() => expect(screen.queryByTestId('schedule-dates-loading')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onStepChange).toHaveBeenCalledWith('target');
  });
});
