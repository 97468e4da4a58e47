import { emptyCampaignForm, type SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { defaultValidationOptions } from '@portal/domain/sponsor-validation';
import { describe, expect, it } from 'vitest';
import {
  advancedStepErrors,
  canLeaveSetup,
  fieldsOfElement,
  sectionOfField,
  sectionsWithErrors,
  visibleErrors,
} from './advanced-steps';

const now = new Date('2030-01-01T00:00:00Z');
const opts = defaultValidationOptions({
  now,
  bannerTypes: [{ id: '4', bannerType: 'DESKTOP_HOME', width: 1200, height: 300, name: 'Desktop Home' }],
});
const form = (patch: Partial<SponsorCampaignForm> = {}): SponsorCampaignForm => ({
  ...emptyCampaignForm(now),
  brandId: '2',
  ...patch,
});
const placement = { bannerTypeId: '4', url: '', landingUrl: '', deeplink: '', skus: [] };

describe('advanced wizard setup errors', () => {
  it('gathers the six-step wizard type, budget and targeting rules', () => {
    const errors = advancedStepErrors('setup', form(), opts, { showTargeting: true });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['name', 'adType', 'catalogId']));
    expect(errors.name).toEqual(['sponsorRules:requireFillOutTheField']);
  });

  it('asks a banner campaign for a keyword unless the targeting section is hidden', () => {
    const banner = form({ name: 'B', adType: 'BANNER', catalogId: '1', placements: [placement] });
    expect(advancedStepErrors('setup', banner, opts, { showTargeting: true }).keywords).toEqual([
      'sponsorRules:requireKeywords',
    ]);
    expect(canLeaveSetup(banner, opts)).toBe(false);
    const withKeyword = { ...banner, keywords: ['summer'] };
    expect(advancedStepErrors('setup', withKeyword, opts, { showTargeting: true })).toEqual({});
    expect(canLeaveSetup(withKeyword, opts)).toBe(true);
  });

  it('shows every error once Next was tried, otherwise only those of fields the user left', () => {
    const errors = { name: ['a'], adType: ['b'], keywords: [] };
    expect(visibleErrors(errors, { attempted: true, touched: new Set() })).toBe(errors);
    expect(visibleErrors(errors, { attempted: false, touched: new Set(['name', 'keywords']) })).toEqual({
      name: ['a'],
    });
    expect(visibleErrors(errors, { attempted: false, touched: new Set() })).toEqual({});
  });

  it('opens the sections holding errors, the catalog being a campaign detail', () => {
    expect(sectionOfField('catalogId')).toBe('details');
    expect(sectionOfField('adSet.budgetDaily')).toBe('budget');
    expect(sectionOfField('bid')).toBe('budget');
    expect(sectionOfField('keywords')).toBe('targeting');
    expect(sectionsWithErrors({ keywords: ['x'], name: ['y'], bid: [] })).toEqual(['details', 'targeting']);
  });

  it('reads the error keys a field names in its own or its wrapper data-field', () => {
    const wrapper = document.createElement('div');
    wrapper.setAttribute('data-field', 'budgetType budgetDaily');
    const input = document.createElement('input');
    wrapper.append(input);
    expect(fieldsOfElement(input)).toEqual(['budgetType', 'budgetDaily']);
    expect(fieldsOfElement(document.createElement('input'))).toEqual([]);
    expect(fieldsOfElement(null)).toEqual([]);
  });
});
