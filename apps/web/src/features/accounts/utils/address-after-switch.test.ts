import { describe, expect, it } from 'vitest';
import { addressAfterAccountSwitch } from './address-after-switch';

const after = (address: string) => {
  const url = new URL(address, 'http://portal.test');
  return addressAfterAccountSwitch({ pathname: url.pathname, search: url.search });
};

describe('addressAfterAccountSwitch (issue 12: switching account always jumped to /sponsor)', () => {
  it('keeps the page the user is on', () => {
    expect(after('/billing/transactions')).toBe('/billing/transactions');
    expect(after('/company')).toBe('/company');
    expect(after('/mpa/credits')).toBe('/mpa/credits');
    expect(after('/profile/password')).toBe('/profile/password');
    expect(after('/sponsor')).toBe('/sponsor');
  });

  it("goes from a record's page to its list", () => {
    expect(after('/sponsor/123/review')).toBe('/sponsor');
    expect(after('/sponsor/copy/123/products')).toBe('/sponsor');
    expect(after('/sponsor/adset/45')).toBe('/sponsor');
    expect(after('/sponsor/new/type')).toBe('/sponsor');
    expect(after('/sponsor-v2/9')).toBe('/sponsor-v2');
    expect(after('/booking/3')).toBe('/booking');
  });

  it("drops the previous company's parameters and keeps the others", () => {
    expect(after('/billing/transactions?brandId=3&from=2026-10-01&to=2026-10-31&catalog=2&page=3')).toBe(
      '/billing/transactions?from=2026-10-01&to=2026-10-31',
    );
    expect(after('/sponsor?company=7&status=ACTIVE&logActivityCampaignId=12&mbgSellerId=4')).toBe(
      '/sponsor?status=ACTIVE',
    );
    expect(after('/billing/credits?brandId=3')).toBe('/billing/credits');
  });
});
