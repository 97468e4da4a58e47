import { describe, expect, it } from 'vitest';
import { formatDocumentAmount } from './render-document-pdf';

describe('formatDocumentAmount', () => {
  it('prints the exact amount with the currency digits, grouped, half away from zero', () => {
    expect(formatDocumentAmount(1_234_500_000n, 2)).toBe('1,234.50');
    expect(formatDocumentAmount(-1_234_567_005_000n, 2)).toBe('-1,234,567.01');
    expect(formatDocumentAmount(5_000_000n, 0)).toBe('5');
    expect(formatDocumentAmount(1_234_567n, 6)).toBe('1.234567');
    expect(formatDocumentAmount(9_223_372_036_854_775_807n, 2)).toBe('9,223,372,036,854.78');
  });
});
