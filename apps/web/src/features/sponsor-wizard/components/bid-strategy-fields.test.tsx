import { emptyCampaignForm, type SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import type { CampaignFormApi } from '../hooks/use-campaign-form';
import { useWizardContext } from '../hooks/use-wizard-context';
import { stepErrors } from '../utils/step-errors';
import { defaultWizardFlags } from '../utils/wizard-context';
import { BidStrategyFields } from './bid-strategy-fields';

const bannerForm = (bid: string): SponsorCampaignForm => ({
  ...emptyCampaignForm(),
  adType: 'BANNER',
  catalogId: '1',
  brandId: '7',
  bidType: 'MAXIMUM_CPI',
  bid,
});

/** The strategy step as the wizard wires it: its context, its domain errors, its fields. */
function StrategyStep({ form }: { form: SponsorCampaignForm }) {
  const campaign = {
    form,
    patch: () => undefined,
    preselectCatalog: () => undefined,
  } as unknown as CampaignFormApi;
  const { context, validation } = useWizardContext({
    campaign,
    loaded: null,
    company: null,
    flags: { ...defaultWizardFlags, dynamicFilter: false },
    excludedFields: [],
    isCreating: true,
  });
  return (
    <BidStrategyFields
      campaign={campaign}
      errors={stepErrors('strategy', form, validation)}
      context={context}
    />
  );
}

const client = (range = ['0.001', '0.003'], recommendedBid = '0.002') =>
  mockClient({
    WizardRecommendedBid: {
      recommendedBid: {
        __typename: 'RecommendedBid',
        recommendedBid,
        minBid: '0.0005',
        recommendedBidRange: range,
        sampleSize: 12,
      },
    },
  }).client;

describe('BidStrategyFields', () => {
  it("shows a banner's minimum CPI and refuses a bid below it under the bid field (decision 0260)", async () => {
    render(<StrategyStep form={bannerForm('0.0004')} />, { client: client() });
    expect(await screen.findByText('Minimum bid: SGD 0.000500.')).toBeTruthy();
    expect(screen.getByText('Please enter a bid of at least the minimum bid 0.0005.')).toBeTruthy();
  });

  it('accepts a banner bid at the minimum', async () => {
    render(<StrategyStep form={bannerForm('0.0005')} />, { client: client() });
    await screen.findByText('Minimum bid: SGD 0.000500.');
    expect(screen.queryByText(/at least the minimum bid/)).toBeNull();
  });

  it('shows the recommended range, and one value when the range is one value', async () => {
    const { unmount } = render(<StrategyStep form={bannerForm('0.002')} />, { client: client() });
    expect(
      await screen.findByText('Recommended bid SGD 0.002000 (range SGD 0.001000 – SGD 0.003000).'),
    ).toBeTruthy();
    unmount();
    render(<StrategyStep form={bannerForm('0.002')} />, { client: client(['0.002', '0.002']) });
    expect(await screen.findByText('Recommended bid SGD 0.002000.')).toBeTruthy();
  });
});
