import { describe, expect, it } from 'vitest';
import { emptyCampaignForm } from './sponsor-campaign-form';
import { COPY_SUFFIX, copyCampaignForm, copyName } from './sponsor-copy';

describe('copy', () => {
  it("adds ' - COPY' to the campaign and ad-set names and clears the id", () => {
    expect(copyName('Summer')).toBe('Summer - COPY');
    expect(COPY_SUFFIX).toBe(' - COPY');
    const form = { ...emptyCampaignForm(), id: '7', name: 'Summer', adSetName: 'Summer SG' };
    const copy = copyCampaignForm(form);
    expect(copy).toMatchObject({ id: null, name: 'Summer - COPY', adSetName: 'Summer SG - COPY' });
    expect(form.id).toBe('7');
  });
});
