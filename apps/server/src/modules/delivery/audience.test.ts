import { describe, expect, it } from 'vitest';
import { audienceOf, fitsAudience, shopperProfileOf } from './audience';

const audience = audienceOf({
  minAge: 18,
  maxAge: 35,
  gender: 'FEMALE',
  locations: ['Jakarta', ' Bandung '],
  tags: ['Runner'],
});
const fits = (shopper: Parameters<typeof shopperProfileOf>[0]) =>
  fitsAudience(audience, shopperProfileOf(shopper));

describe('fitsAudience', () => {
  it('a shopper carrying every attribute must fit each restriction', () => {
    expect(fits({ id: 's', age: 20, gender: 'FEMALE', location: 'jakarta', tags: ['runner'] })).toBe(true);
    expect(fits({ id: 's', age: 17, gender: 'FEMALE', location: 'jakarta', tags: ['runner'] })).toBe(false);
    expect(fits({ id: 's', age: 36, gender: 'FEMALE' })).toBe(false);
    expect(fits({ id: 's', gender: 'MALE' })).toBe(false);
    expect(fits({ id: 's', location: 'Surabaya' })).toBe(false);
    expect(fits({ id: 's', location: 'BANDUNG' })).toBe(true);
    expect(fits({ id: 's', tags: ['swimmer'] })).toBe(false);
    expect(fits({ id: 's', tags: ['swimmer', 'RUNNER'] })).toBe(true);
  });

  it('what the shopper does not carry does not exclude', () => {
    expect(fits({ id: 's' })).toBe(true);
    expect(fits({ id: 's', tags: [], location: ' ' })).toBe(true);
  });

  it('an ad set without restrictions takes everyone', () => {
    const open = audienceOf({ minAge: null, maxAge: null, gender: 'ALL', locations: [], tags: [] });
    expect(
      fitsAudience(open, shopperProfileOf({ id: 's', age: 70, gender: 'MALE', location: 'x', tags: ['y'] })),
    ).toBe(true);
  });
});
