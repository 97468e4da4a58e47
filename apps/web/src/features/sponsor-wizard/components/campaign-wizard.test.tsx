import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
