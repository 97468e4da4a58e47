import { describe, expect, it } from 'vitest';
import { checkCardForm, formatCardNumber, formatExpiry } from './card-form-values';

const now = new Date('2026-05-15T00:00:00Z');
const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Owner' };

describe('card form', () => {
  it('groups the number by four and puts the slash in the expiry', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts a valid card and gives the tokeniser month and four-digit year', () => {
    const check = checkCardForm(valid, now);
    expect(check.ok).toBe(true);
    if (check.ok)
      expect(check.card).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
  });

  it('refuses a number failing the Luhn check', () => {
    const check = checkCardForm({ ...valid, number: '4242 4242 4242 4241' }, now);
    expect(check.errors.number).toBe('billing:error.invalidCardNumber');
  });

  it('refuses an expiry in the past, a malformed expiry and a bad month', () => {
    expect(checkCardForm({ ...valid, expiry: '04/26' }, now).errors.expiry).toBe('billing:error.cardExpired');
    expect(checkCardForm({ ...valid, expiry: '05/26' }, now).ok).toBe(true);
    expect(checkCardForm({ ...valid, expiry: '1230' }, now).errors.expiry).toBe(
      'billing:error.invalidCardExpiry',
    );
    expect(checkCardForm({ ...valid, expiry: '13/30' }, now).errors.expiry).toBe(
      'billing:error.invalidCardExpiry',
    );
  });

  it('needs a 3–4 digit CVC and the name', () => {
    const check = checkCardForm({ ...valid, cvc: '12', name: ' ' }, now);
    expect(check.errors).toMatchObject({
      cvc: 'billing:error.invalidCvc',
      name: 'paymentMethods:error.requireName',
    });
  });
});
