import { describe, expect, it } from 'vitest';
import { defaultCountryForRetailer, findCountry } from './countries';
import {
  newCompanySchema,
  parseExcludedSignUpFields,
  signUpFormStepSchema,
  signUpSchema,
  splitFullName,
} from './sign-up';

const valid = {
  fullName: '  Ada Lovelace ',
  email: ' Ada@Example.TEST ',
  password: 'Sup3r$ecretPass',
  companyName: ' Analytical Engines ',
  registrationNo: 'REG-1',
  authorizedName: 'Ada Lovelace',
  address: '1 Engine Street',
  postalCode: '018989',
  phoneNumber: '+65 9123 4567',
  countryCode: 'sg',
  timezone: '',
  walletCurrencyCode: 'sgd',
  brandIds: ['1', '2'],
  sellerIds: [],
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('signUpSchema', () => {
  it('trims, lower-cases the e-mail, upper-cases codes and defaults the timezone', () => {
    const parsed = signUpSchema([]).parse(valid);
    expect(parsed).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.test',
      companyName: 'Analytical Engines',
      countryCode: 'SG',
      walletCurrencyCode: 'SGD',
      timezone: 'Asia/Singapore',
      brandIds: [1, 2],
    });
  });

  it('requires every company field, with the spec message of each', () => {
    const blank = {
      ...valid,
      companyName: ' ',
      registrationNo: '',
      authorizedName: '',
      address: '',
      postalCode: '',
      phoneNumber: '',
    };
    expect(messagesOf(signUpSchema([]).safeParse(blank))).toEqual({
      companyName: 'signup:error.requireCompanyName',
      registrationNo: 'signup:error.requireRegistrationNo',
      authorizedName: 'signup:error.requireRepresentative',
      address: 'signup:error.requireCompanyAddress',
      postalCode: 'signup:error.requirePostalCode',
      phoneNumber: 'signup:error.requirePhoneNumber',
    });
  });

  it('lets configuration exclude fields', () => {
    const result = signUpSchema(['registrationNo', 'phoneNumber']).safeParse({
      ...valid,
      registrationNo: '',
      phoneNumber: '',
    });
    expect(result.success).toBe(true);
  });

  it('needs at least one brand and refuses overlong text', () => {
    const result = signUpSchema([]).safeParse({ ...valid, brandIds: [], address: 'x'.repeat(256) });
    expect(messagesOf(result)).toEqual({
      brandIds: 'signup:error.requireBrand',
      address: 'signup:error.tooLong',
    });
  });

  it('takes an optional password through the API but checks its policy when given', () => {
    expect(signUpSchema([]).safeParse({ ...valid, password: undefined }).success).toBe(true);
    expect(messagesOf(signUpSchema([]).safeParse({ ...valid, password: 'short' }))).toEqual({
      password: 'signup:error.invalidPassword',
    });
  });

  it('refuses an unknown country, a malformed phone and a bad timezone', () => {
    const result = signUpSchema([]).safeParse({
      ...valid,
      countryCode: 'XX',
      phoneNumber: '91234567',
      timezone: 'Mars/Olympus',
    });
    expect(messagesOf(result)).toEqual({
      countryCode: 'signup:error.requireCountry',
      phoneNumber: 'signup:error.invalidPhoneNumber',
      timezone: 'signup:error.invalidTimezone',
    });
  });
});

describe('phone numbers (issue 12)', () => {
  it('takes E.164 and the dial code plus a spaced number, and stores E.164', () => {
    for (const phoneNumber of ['+6591234567', '+65 91234567', '+65 9123 4567']) {
      expect(signUpSchema([]).parse({ ...valid, phoneNumber }).phoneNumber).toBe('+6591234567');
    }
    expect(signUpSchema([]).parse({ ...valid, phoneNumber: '+61 412 345 678' }).phoneNumber).toBe(
      '+61412345678',
    );
  });

  it('refuses a number that is not valid for its country', () => {
    for (const phoneNumber of ['+65 1234567', '+6512345678', '+65 9123']) {
      expect(messagesOf(signUpSchema([]).safeParse({ ...valid, phoneNumber }))).toEqual({
        phoneNumber: 'signup:error.invalidPhoneNumber',
      });
    }
  });

  it('reads the form number in its phone country, or as typed when international', () => {
    const form = { ...valid, password: 'Sup3r$ecretPass', acceptTerms: true };
    const phoneErrors = (phoneCountry: string, phoneNumber: string) =>
      messagesOf(signUpFormStepSchema([]).safeParse({ ...form, phoneCountry, phoneNumber })).phoneNumber;
    expect(phoneErrors('SG', '9123 4567')).toBeUndefined();
    expect(phoneErrors('SG', '+6591234567')).toBeUndefined();
    expect(phoneErrors('AU', '0412 345 678')).toBeUndefined();
    expect(phoneErrors('AU', '9123 4567')).toBe('signup:error.invalidPhoneNumber');
    expect(phoneErrors('SG', '1234')).toBe('signup:error.invalidPhoneNumber');
    expect(phoneErrors('SG', '')).toBe('signup:error.requirePhoneNumber');
  });
});

describe('signUpFormStepSchema', () => {
  it('needs the terms agreement and a password meeting the policy', () => {
    const result = signUpFormStepSchema([]).safeParse({
      ...valid,
      phoneCountry: 'SG',
      phoneNumber: '9123 4567',
      password: '',
      acceptTerms: false,
    });
    expect(messagesOf(result)).toEqual({
      password: 'signup:error.invalidPassword',
      acceptTerms: 'signup:error.requireTerms',
    });
  });
});

describe('newCompanySchema', () => {
  it('always treats the phone as excluded', () => {
    const { fullName: _f, email: _e, password: _p, ...company } = valid;
    expect(newCompanySchema([]).safeParse({ ...company, phoneNumber: '' }).success).toBe(true);
  });
});

describe('helpers', () => {
  it('parses the excluded-field configuration, ignoring unknown names', () => {
    expect(parseExcludedSignUpFields(['postalCode', 'nonsense'])).toEqual(['postalCode']);
    expect(parseExcludedSignUpFields('not a list')).toEqual([]);
  });

  it('splits a full name into first and last names', () => {
    expect(splitFullName(' Ada  Lovelace King ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace King' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('defaults the country by retailer', () => {
    expect(defaultCountryForRetailer('BR')).toBe('BR');
    expect(defaultCountryForRetailer('ID')).toBe('SG');
    expect(defaultCountryForRetailer()).toBe('SG');
    expect(findCountry('SG')?.dialCode).toBe('65');
  });
});
