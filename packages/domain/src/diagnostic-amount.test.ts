import { describe, expect, it } from 'vitest';
import { formatDiagnosticAmount, parseDiagnosticAmount } from './diagnostic-amount';

describe('formatDiagnosticAmount', () => {
  it('writes the plain decimal with every digit, then the currency code', () => {
    expect(formatDiagnosticAmount(4_322_242_250n, 'SGD')).toBe('4322.24225 SGD');
    expect(formatDiagnosticAmount(999_999_000_000n, 'SGD')).toBe('999999 SGD');
    expect(formatDiagnosticAmount(45_000n, 'SGD')).toBe('0.045 SGD');
    expect(formatDiagnosticAmount(0n, 'IDR')).toBe('0 IDR');
    expect(formatDiagnosticAmount(-3_500_000n, 'MYR')).toBe('-3.5 MYR');
  });
});

describe('parseDiagnosticAmount', () => {
  it('reads back what formatDiagnosticAmount wrote, to the micro', () => {
    for (const micros of [
      0n,
      1n,
      45_000n,
      400n,
      4_322_242_250n,
      999_999_000_000n,
      9_223_372_036_854_775_807n,
    ])
      expect(parseDiagnosticAmount(formatDiagnosticAmount(micros, 'SGD'))).toEqual({
        micros,
        currencyCode: 'SGD',
      });
  });

  it('reads a negative amount', () => {
    expect(parseDiagnosticAmount(formatDiagnosticAmount(-12_345_678n, 'PHP'))).toEqual({
      micros: -12_345_678n,
      currencyCode: 'PHP',
    });
    expect(parseDiagnosticAmount('-0.5 SGD')).toEqual({ micros: -500_000n, currencyCode: 'SGD' });
  });

  it('reads the six decimals of a micro, and refuses a decimal finer than that', () => {
    expect(parseDiagnosticAmount('0.000001 SGD')).toEqual({ micros: 1n, currencyCode: 'SGD' });
    expect(parseDiagnosticAmount('4322.242250 SGD')).toEqual({ micros: 4_322_242_250n, currencyCode: 'SGD' });
    expect(parseDiagnosticAmount('0.0000001 SGD')).toBeNull();
  });

  it('leaves a detail that is no amount alone', () => {
    for (const detail of [
      'SG-NWD-002123',
      'summer shoes',
      'PENDING_FOR_APPROVAL',
      'EXCEED_BUDGET_DAILY',
      'Notes: 10 SGD is too low',
      '10 sgd',
      '10SGD',
      'SGD 10',
      '1,000 SGD',
      '10 SGDX',
      '.5 SGD',
      '',
    ])
      expect(parseDiagnosticAmount(detail)).toBeNull();
  });
});
