import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { describe, expect, it } from 'vitest';
import { forecastVariables, noImpressionReason } from './forecast-variables';

const form = (patch: Partial<ReturnType<typeof emptyCampaignForm>>) => ({
  ...emptyCampaignForm(),
  adType: 'PRODUCT' as const,
  ...patch,
});

describe('noImpressionReason', () => {
  it('names traffic control at 0 and a maximum bid below the minimum, else nothing', () => {
    expect(noImpressionReason(form({ trafficControl: 0 }), '0.05')).toBe('trafficControlOff');
    expect(noImpressionReason(form({ bidType: 'MAXIMUM_CPC', bid: '0.04' }), '0.05')).toBe('bidBelowMinimum');
    expect(noImpressionReason(form({ bidType: 'MAXIMUM_CPC', bid: '0.05' }), '0.05')).toBeNull();
    expect(noImpressionReason(form({ bidType: 'MAXIMUM_CPC', bid: '0.04' }), null)).toBeNull();
    expect(noImpressionReason(form({ bidType: 'AUTOMATED', bid: '0' }), '0.05')).toBeNull();
    expect(noImpressionReason(form({ bidType: 'MAXIMUM_CPC', bid: '' }), '0.05')).toBeNull();
  });
});

describe('forecastVariables', () => {
  it("waits for a banner's placement types before asking (QA walk 19)", () => {
    const banner = form({
      adType: 'BANNER',
      catalogId: '1',
      placements: [{ bannerTypeId: '3', url: '', landingUrl: '', deeplink: '', skus: [] }],
    });
    expect(forecastVariables(banner, 7, [])).toBeNull();
    const types = [
      { id: '3', name: 'Desktop Home', bannerType: 'DESKTOP_HOME', platform: 'DESKTOP', width: 1, height: 1 },
    ];
    expect(forecastVariables(banner, 7, types)).toMatchObject({
      kind: 'BANNER',
      variables: { platforms: ['DESKTOP_HOME'] },
    });
  });
});
