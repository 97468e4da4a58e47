import { describe, expect, it } from 'vitest';
import { sentenceValues } from './finding-values';

/** The sentence's two values, Intl's no-break spaces as plain ones. */
const values = (name: string, details: string[]) => {
  const { first, second } = sentenceValues({ name, details }, 'en');
  return [first, second].map((value) => value.replace(/\s/g, ' '));
};

describe('sentenceValues', () => {
  it("writes a wallet or budget check's amounts in the one Money format, a negative one too", () => {
    expect(values('walletBelowThreshold', ['4322.24225 SGD', '999999 SGD'])).toEqual([
      'SGD 4,322.24',
      'SGD 999,999.00',
    ]);
    expect(values('walletEmpty', ['-3.5 SGD'])).toEqual(['-SGD 3.50', '']);
  });

  it('keeps a detail that is no diagnostic amount as it came, currency and all', () => {
    // Finer than a micro: no amount the server writes; shown whole rather than as a bare number.
    expect(values('walletEmpty', ['0.0000001 SGD'])).toEqual(['0.0000001 SGD', '']);
    expect(values('dailyBudgetExhausted', ['n/a', '10 SGD'])).toEqual(['n/a', 'SGD 10.00']);
  });

  it("leaves a bid's amounts with their own digits", () => {
    expect(values('bidBelowMinimum', ['0.045 SGD', '0.05 SGD'])).toEqual(['0.045 SGD', '0.05 SGD']);
  });
});
