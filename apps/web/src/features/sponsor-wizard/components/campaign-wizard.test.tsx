import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
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
