import { describe, expect, it } from 'vitest';
import { composePhoneNumber, isValidPhoneNumber, toE164 } from './phone';

describe('toE164', () => {
  it('reads international numbers in any spacing', () => {
    expect(toE164('+6591234567')).toBe('+6591234567');
    expect(toE164(' +65 9123 4567 ')).toBe('+6591234567');
    expect(toE164('+55 11 91234-5678')).toBe('+5511912345678');
  });

  it('reads a national number in the given country only', () => {
    expect(toE164('9123 4567', 'SG')).toBe('+6591234567');
    expect(toE164('0412 345 678', 'AU')).toBe('+61412345678');
    expect(toE164('91234567')).toBeNull();
  });

  it('refuses numbers that are not valid for their country', () => {
    expect(toE164('+65 1234567')).toBeNull();
    expect(toE164('1234', 'SG')).toBeNull();
    expect(toE164('')).toBeNull();
    expect(isValidPhoneNumber('+6591234567')).toBe(true);
    expect(isValidPhoneNumber('not a number', 'SG')).toBe(false);
  });
});

describe('composePhoneNumber', () => {
  it('sends E.164 when the number is valid, what was typed otherwise', () => {
    expect(composePhoneNumber('SG', '65', ' 9123 4567 ')).toBe('+6591234567');
    expect(composePhoneNumber('SG', '65', '+61 412 345 678')).toBe('+61412345678');
    expect(composePhoneNumber('SG', '65', '1234')).toBe('+65 1234');
    expect(composePhoneNumber('SG', '65', ' ')).toBe('');
  });
});
