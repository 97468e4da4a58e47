import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';
import { formatMoney } from './money';

afterEach(() => vi.restoreAllMocks());

describe('shared Intl formatters', () => {
  it('gives one formatter per locale and options, whatever the key order', () => {
    const a = numberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const b = numberFormat('en', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
    expect(b).toBe(a);
    expect(numberFormat('pt', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormat('en', { minimumFractionDigits: 0 })).not.toBe(a);
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(dateTimeFormat('en', { dateStyle: 'medium' }));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(
      dateTimeFormat('en', { dateStyle: 'long' }),
    );
  });

  it('formats as a fresh formatter would', () => {
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    const date = new Date('2026-03-04T05:06:07Z');
    expect(dateTimeFormat('id', options).format(date)).toBe(
      new Intl.DateTimeFormat('id', options).format(date),
    );
    expect(numberFormat('pt').format(1234.5)).toBe(new Intl.NumberFormat('pt').format(1234.5));
  });

  it('builds no formatter per row when a money column is formatted again and again', () => {
    formatMoney(1n, 'SGD', 2, 'en');
    const construct = vi.spyOn(Intl, 'NumberFormat');
    const cells = Array.from({ length: 350 }, (_, row) =>
      formatMoney(BigInt(row) * 1_250_000n, 'SGD', 2, 'en'),
    );
    expect(cells[2]).toBe(new Intl.NumberFormat('en', { style: 'currency', currency: 'SGD' }).format(2.5));
    // The one call above is this test's own reference formatter.
    expect(construct).toHaveBeenCalledTimes(1);
  });
});
