import { describe, expect, it } from 'vitest';
import {
  companyNameKey,
  companySettingsSchema,
  companySizeRange,
  parseExcludedCompanyFields,
  registrationNoKey,
} from './company';

const valid = {
  name: ' Acme ',
  address: '1 Orchard Road',
  address2: '',
  postalCode: '238801',
  registrationNo: '2015123456A',
  authorizedName: 'Olivia Tan',
  countryCode: 'SG',
  reportCurrency: 'SGD',
  timezone: 'Asia/Singapore',
  size: '1-50',
  sellerIds: ['1'],
};

describe('company settings', () => {
  it('reads sizes as ranges, the last one open', () => {
    expect(companySizeRange('50-100')).toEqual({ from: 50, to: 100 });
    expect(companySizeRange('250')).toEqual({ from: 250, to: null });
  });

  it('requires a trimmed name and address', () => {
    const result = companySettingsSchema.safeParse({ ...valid, name: '   ', address: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'company:error.requireName',
      'company:error.requireAddress',
    ]);
    expect(companySettingsSchema.parse(valid).name).toBe('Acme');
  });

  it('refuses unknown sizes, countries and time zones', () => {
    const result = companySettingsSchema.safeParse({
      ...valid,
      size: '10',
      countryCode: 'XX',
      timezone: 'Moon/Base',
    });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'company:error.invalidCountry',
      'company:error.invalidSize',
      'company:error.invalidTimezone',
    ]);
  });

  it('keeps only known excludable fields from the configuration list', () => {
    expect([...parseExcludedCompanyFields(['size', 'name', 42, 'postalCode'])]).toEqual([
      'size',
      'postalCode',
    ]);
    expect(parseExcludedCompanyFields('nope').size).toBe(0);
  });
});

describe('duplicate keys (issue 12)', () => {
  it('compares company names without case and spacing', () => {
    expect(companyNameKey('  acme   FASHION ')).toBe(companyNameKey('Acme Fashion'));
    expect(companyNameKey('Acme Fashions')).not.toBe(companyNameKey('Acme Fashion'));
  });

  it('compares registration numbers without any spaces and case', () => {
    expect(registrationNoKey(' 2012 3456 7k ')).toBe(registrationNoKey('201234567K'));
    expect(registrationNoKey('201234567-K')).not.toBe(registrationNoKey('201234567K'));
  });
});
