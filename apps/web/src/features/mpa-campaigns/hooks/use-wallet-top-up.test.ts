import { parseDecimalToMicros } from '@portal/domain';
import { mpaTopUpTotals } from '@portal/domain/mpa-top-up';
import { describe, expect, it } from 'vitest';
import { offeredMethods, walletTopUpTotals } from './use-wallet-top-up';

const micros = (decimal: string) => parseDecimalToMicros(decimal) as bigint;

describe('walletTopUpTotals', () => {
  it("rounds the tax to the currency's cents as the server does: SGD 50.55 at 9 % is 4.55, not 4.5495", () => {
    const totals = walletTopUpTotals(micros('50.55'), '9', 'SGD');
    expect(totals).toEqual({ tax: micros('4.55'), total: micros('55.10') });
    // What the server writes on the request (create-mpa-top-up-request: the wallet currency's 2 digits).
    expect(totals).toEqual(mpaTopUpTotals(micros('50.55'), '9', 2));
    expect(totals?.tax).not.toBe(mpaTopUpTotals(micros('50.55'), '9').tax);
  });

  it('rounds to whole rupiah for IDR (no fraction digits)', () => {
    expect(walletTopUpTotals(micros('50555'), '9', 'IDR')).toEqual({
      tax: micros('4550'),
      total: micros('55105'),
    });
  });

  it('is null until there is a positive amount and a rate', () => {
    expect(walletTopUpTotals(null, '9', 'SGD')).toBeNull();
    expect(walletTopUpTotals(0n, '9', 'SGD')).toBeNull();
    expect(walletTopUpTotals(micros('10'), null, 'SGD')).toBeNull();
  });
});

describe('offeredMethods', () => {
  it('offers paid credit only under its flag when it covers the amount', () => {
    const base = { hasCard: true, paidCreditFlag: true, paidCredit: micros('100'), amount: micros('100') };
    expect(offeredMethods(base)).toEqual(['WIRE_TRANSFER', 'CARD', 'PAID_CREDIT']);
    expect(offeredMethods({ ...base, amount: micros('100.01') })).toEqual(['WIRE_TRANSFER', 'CARD']);
    expect(offeredMethods({ ...base, paidCreditFlag: false, hasCard: false })).toEqual(['WIRE_TRANSFER']);
  });
});
