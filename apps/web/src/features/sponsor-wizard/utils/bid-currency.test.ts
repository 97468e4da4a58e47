import { describe, expect, it } from 'vitest';
import { formatMoneyText } from '../../../components/money';
import { bidCurrency } from './bid-currency';

const sgd = { code: 'SGD', maxFractionDigits: 2 };

describe('bidCurrency', () => {
  it("keeps a banner bid's six decimals, which the currency's two would round to zero", () => {
    expect(bidCurrency(sgd, 'BANNER')).toEqual({ code: 'SGD', maxFractionDigits: 6 });
    expect(formatMoneyText('0.000125', bidCurrency(sgd, 'BANNER'), 'en').replace(/\s/g, ' ')).toBe(
      'SGD 0.000125',
    );
  });

  it('shows product bids and bids of a campaign without an ad type in the currency digits', () => {
    expect(bidCurrency(sgd, 'PRODUCT')).toEqual(sgd);
    expect(bidCurrency(sgd, null)).toEqual(sgd);
    expect(bidCurrency({ code: 'KWD', maxFractionDigits: 3 }, 'PRODUCT').maxFractionDigits).toBe(3);
  });
});
