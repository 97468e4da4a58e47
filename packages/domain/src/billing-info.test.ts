import { describe, expect, it } from 'vitest';
import { billingDetailsSchema, billingInfoErrors, TOP_UP_ALERT_MAX_MICROS } from './billing-info';

const valid = {
  name: ' Acme Billing ',
  email: ' finance@acme.test ',
  description: ' PO 42 ',
  topUpAlertAmount: '',
};
const messages = (input: unknown) => {
  const result = billingDetailsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('billingDetailsSchema', () => {
  it('trims the texts and reads an empty alert amount as none', () => {
    expect(billingDetailsSchema.parse(valid)).toEqual({
      name: 'Acme Billing',
      email: 'finance@acme.test',
      description: 'PO 42',
      topUpAlertAmount: null,
    });
  });

  it('requires name, a valid email and description', () => {
    expect(messages({ ...valid, name: '  ', email: 'nope', description: '' })).toEqual([
      billingInfoErrors.requireName,
      billingInfoErrors.invalidEmail,
      billingInfoErrors.requireDescription,
    ]);
    expect(messages({ ...valid, email: '' })).toEqual([billingInfoErrors.requireEmail]);
  });

  it('accepts the alert amount up to 2,000,000,000 as a canonical decimal', () => {
    expect(billingDetailsSchema.parse({ ...valid, topUpAlertAmount: '2000000000' }).topUpAlertAmount).toBe(
      TOP_UP_ALERT_MAX_MICROS,
    );
    expect(billingDetailsSchema.parse({ ...valid, topUpAlertAmount: 0 }).topUpAlertAmount).toBe(0n);
    expect(billingDetailsSchema.parse({ ...valid, topUpAlertAmount: 12.5 }).topUpAlertAmount).toBe(
      12_500_000n,
    );
  });

  it('refuses an alert amount above the limit, negative or not a number', () => {
    expect(messages({ ...valid, topUpAlertAmount: '2000000000.01' })).toEqual([
      billingInfoErrors.topUpAlertAmountTooLarge,
    ]);
    expect(messages({ ...valid, topUpAlertAmount: '-1' })).toEqual([
      billingInfoErrors.invalidTopUpAlertAmount,
    ]);
    expect(messages({ ...valid, topUpAlertAmount: 'abc' })).toEqual([
      billingInfoErrors.invalidTopUpAlertAmount,
    ]);
    expect(messages({ ...valid, topUpAlertAmount: '50,00' })).toEqual([
      billingInfoErrors.invalidTopUpAlertAmount,
    ]);
  });
});
