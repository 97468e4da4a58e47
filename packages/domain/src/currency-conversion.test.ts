import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMicros, crossRate, fromSgd, toSgd } from './currency-conversion';

const units = (value: number) => BigInt(value) * 1_000_000n;

describe('currency conversion (rates per SGD)', () => {
  it('converts to and from SGD exactly', () => {
    expect(toSgd(units(11_800), '11800')).toBe(units(1));
    expect(fromSgd(units(2), '11800')).toBe(units(23_600));
    expect(toSgd(units(1), '0.74')).toBe(1_351_351n); // 1 / 0.74 = 1.3513513…
    expect(fromSgd(1_500_000n, '0.74000000')).toBe(1_110_000n);
    // half up at the micro
    expect(toSgd(1n, '2')).toBe(1n);
    expect(toSgd(-1n, '2')).toBe(-1n);
  });

  it('converts between two currencies and states the rate with 10 digits', () => {
    expect(convertMicros(units(11_800), '11800', '0.74')).toBe(740_000n);
    expect(crossRate('11800', '1')).toBe('0.0000847458');
    expect(crossRate('1', '11800.00000000')).toBe('11800.0000000000');
    expect(crossRate('1.35', '1.35')).toBe('1.0000000000');
  });

  it('refuses a rate that is not a decimal', () => {
    expect(() => toSgd(1n, '1e3')).toThrow(RangeError);
    expect(() => toSgd(1n, '0')).toThrow(RangeError);
  });

  it('converts purchases into the wallet currency at the micro, the same rate both ways unchanged', () => {
    expect(convertMicros(200_000_000n, '42', '1')).toBe(4_761_905n);
    expect(convertMicros(10_000_000n, '1', '3.4')).toBe(34_000_000n);
    expect(convertMicros(118_000_000_000n, '11800', '0.74')).toBe(7_400_000n);
    expect(convertMicros(123n, '3.4', '3.4')).toBe(123n);
  });

  it('round-trips SGD within a micro per unit of rate', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000_000_000n }),
        fc.constantFrom('1', '0.74', '1.35000000', '11800', '31.2'),
        (micros, rate) => {
          const back = toSgd(fromSgd(micros, rate), rate);
          const diff = back > micros ? back - micros : micros - back;
          expect(diff <= 1n).toBe(true);
        },
      ),
    );
  });
});
