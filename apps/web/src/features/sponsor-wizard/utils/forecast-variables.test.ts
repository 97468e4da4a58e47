import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { describe, expect, it } from 'vitest';
import { noImpressionReason } from './forecast-variables';

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
