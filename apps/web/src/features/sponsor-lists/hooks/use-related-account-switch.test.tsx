import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { linkedCampaignId, useRelatedAccountSwitch } from './use-related-account-switch';

function Probe(props: {
  campaignId: string | null;
  currentCompanyId: string | null;
  onSwitchCompany: (companyId: string, path: string) => Promise<string | null>;
  onSwitchFailed?: (message: string) => void;
  whenActingForNone?: boolean;
}) {
  const related = useRelatedAccountSwitch(props);
  return (
    <div data-testid="probe">
      {related.isSwitching
        ? 'switching'
        : related.isMissing
          ? 'missing'
          : related.campaign
            ? 'found'
            : 'idle'}
    </div>
  );
}

const campaign = {
  id: '7',
  name: 'Kite',
  adType: 'PRODUCT',
  status: 'DRAFT',
  brand: null,
  supplier: null,
  adsetSet: [],
};

describe('linkedCampaignId', () => {
  it('reads the activity log campaign, else the diagnostics campaign', () => {
    expect(linkedCampaignId(new URLSearchParams('logActivityCampaignId=12&diagnosticCampaignId=3'))).toBe(
      '12',
    );
    expect(linkedCampaignId(new URLSearchParams('diagnosticCampaignId=3'))).toBe('3');
    expect(linkedCampaignId(new URLSearchParams('logActivityCampaignId=abc'))).toBeNull();
    expect(linkedCampaignId(new URLSearchParams('page=2'))).toBeNull();
  });
});

describe('useRelatedAccountSwitch', () => {
  it("switches once to the account of a campaign the current account can't see, keeping the address", async () => {
    const { client, calls } = mockClient({
      SponsorListCampaign: { sponsorCampaign: null },
      RelatedAccount: { relatedAccount: { companyId: '2' } },
    });
    const onSwitchCompany = vi.fn().mockResolvedValue(null);
    render(<Probe campaignId="7" currentCompanyId="1" onSwitchCompany={onSwitchCompany} />, {
      client,
      route: '/sponsor?logActivityCampaignId=7&date=lifetime',
    });
    await waitFor(() => expect(onSwitchCompany).toHaveBeenCalledTimes(1));
    expect(onSwitchCompany).toHaveBeenCalledWith('2', '/sponsor?logActivityCampaignId=7&date=lifetime');
    expect(screen.getByTestId('probe').textContent).toBe('switching');
    expect(calls.find((call) => call.name === 'RelatedAccount')?.variables).toEqual({
      objectType: 'SPONSOR_CAMPAIGN',
      objectId: '7',
    });
  });

  it('stays when the campaign is the current account’s own', async () => {
    const { client, calls } = mockClient({
      SponsorListCampaign: { sponsorCampaign: campaign },
      RelatedAccount: { relatedAccount: { companyId: '2' } },
    });
    const onSwitchCompany = vi.fn().mockResolvedValue(null);
    render(<Probe campaignId="7" currentCompanyId="1" onSwitchCompany={onSwitchCompany} />, { client });
    await screen.findByText('found');
    expect(calls.some((call) => call.name === 'RelatedAccount')).toBe(false);
    expect(onSwitchCompany).not.toHaveBeenCalled();
  });

  it('stays when the user may not act for the campaign’s account', async () => {
    const { client } = mockClient({
      SponsorListCampaign: { sponsorCampaign: null },
      RelatedAccount: { relatedAccount: null },
    });
    const onSwitchCompany = vi.fn().mockResolvedValue(null);
    render(<Probe campaignId="7" currentCompanyId="1" onSwitchCompany={onSwitchCompany} />, { client });
    await screen.findByText('missing');
    expect(onSwitchCompany).not.toHaveBeenCalled();
  });

  it('asks nothing without a linked campaign, and reports a failed switch', async () => {
    const { client, calls } = mockClient({});
    render(<Probe campaignId={null} currentCompanyId="1" onSwitchCompany={vi.fn()} />, { client });
    expect(screen.getByTestId('probe').textContent).toBe('idle');
    expect(calls).toEqual([]);

    const failing = mockClient({
      SponsorListCampaign: { sponsorCampaign: null },
      RelatedAccount: { relatedAccount: { companyId: '2' } },
    });
    const onSwitchFailed = vi.fn();
    render(
      <Probe
        campaignId="7"
        currentCompanyId="1"
        onSwitchCompany={vi.fn().mockResolvedValue('Could not switch account.')}
        onSwitchFailed={onSwitchFailed}
      />,
      { client: failing.client },
    );
    await waitFor(() => expect(onSwitchFailed).toHaveBeenCalledWith('Could not switch account.'));
  });

  it('with whenActingForNone (the wizards), switches staff acting for no company to the campaign’s company', async () => {
    const { client, calls } = mockClient({
      SponsorListCampaign: { sponsorCampaign: campaign },
      RelatedAccount: { relatedAccount: { companyId: '1' } },
    });
    const onSwitchCompany = vi.fn().mockResolvedValue(null);
    render(
      <Probe campaignId="7" currentCompanyId={null} onSwitchCompany={onSwitchCompany} whenActingForNone />,
      { client, route: '/sponsor-v2/7' },
    );
    await waitFor(() => expect(onSwitchCompany).toHaveBeenCalledWith('1', '/sponsor-v2/7'));
    expect(onSwitchCompany).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('probe').textContent).toBe('switching');
    expect(calls.filter((call) => call.name === 'RelatedAccount')).toHaveLength(1);
  });

  it('without it (the list, the ad-set page), shows a visible campaign as it is to staff acting for none', async () => {
    const { client, calls } = mockClient({
      SponsorListCampaign: { sponsorCampaign: campaign },
      RelatedAccount: { relatedAccount: { companyId: '1' } },
    });
    const onSwitchCompany = vi.fn().mockResolvedValue(null);
    render(<Probe campaignId="7" currentCompanyId={null} onSwitchCompany={onSwitchCompany} />, { client });
    await screen.findByText('found');
    expect(calls.some((call) => call.name === 'RelatedAccount')).toBe(false);
    expect(onSwitchCompany).not.toHaveBeenCalled();
  });

  it('with whenActingForNone, stays when the user already acts for the campaign’s company', async () => {
    const { client, calls } = mockClient({
      SponsorListCampaign: { sponsorCampaign: campaign },
      RelatedAccount: { relatedAccount: { companyId: '1' } },
    });
    const onSwitchCompany = vi.fn().mockResolvedValue(null);
    render(
      <Probe campaignId="7" currentCompanyId="1" onSwitchCompany={onSwitchCompany} whenActingForNone />,
      { client },
    );
    await screen.findByText('found');
    expect(calls.some((call) => call.name === 'RelatedAccount')).toBe(false);
    expect(onSwitchCompany).not.toHaveBeenCalled();
  });
});
