import { describe, expect, it } from 'vitest';
import { mpaAddHref, mpaCampaignsHref, mpaEditHref, paths } from './paths';

describe('Meta ads addresses', () => {
  it("name the seller's tab, the new and the edited campaign with the seller (spec 3 §2.2)", () => {
    expect(mpaCampaignsHref('7')).toBe('/mpa/campaign?mbgSellerId=7');
    expect(mpaCampaignsHref(null)).toBe(paths.mpa.campaign);
    expect(mpaAddHref('7')).toBe('/mpa/campaign/add?mbgSellerId=7');
    expect(mpaEditHref('42', 's 1')).toBe('/mpa/campaign/edit/42?mbgSellerId=s%201');
  });
});
