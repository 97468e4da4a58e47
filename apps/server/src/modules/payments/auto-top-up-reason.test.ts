import { describe, expect, it } from 'vitest';
import { notificationReason } from './run-auto-top-up';
import { AUTHENTICATION_REQUIRED, DECLINED } from './sandbox-payment-provider';

describe('the failed auto top-up notification says why in words', () => {
  it('words a decline key instead of showing the raw key', () => {
    expect(notificationReason(DECLINED)).toBe('your card was declined.');
    expect(notificationReason(AUTHENTICATION_REQUIRED)).toMatch(/confirm the payment/);
  });

  it('never shows an unknown key, with or without values', () => {
    expect(notificationReason('billing:error.paymentFailed')).toBe('the payment failed.');
    expect(notificationReason('topUp:error.amountTooLow?min=10')).toBe('the payment failed.');
    expect(notificationReason('')).toBe('the payment failed.');
  });

  it("quotes a provider's own sentence once, ending with one full stop", () => {
    expect(notificationReason('Your card has insufficient funds.')).toBe('Your card has insufficient funds.');
    expect(notificationReason('Cannot confirm payment')).toBe('Cannot confirm payment.');
  });
});
