import { describe, expect, it } from 'vitest';
import { nulPath } from './input-guard';
import { MAX_ROW_ID, parseRowId, rowIdArg } from './row-id';
import { parseDateTimeInput } from './scalars';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { message: (error as Error).message, extensions: (error as { extensions?: unknown }).extensions };
  }
  return null;
};

describe('DateTime input', () => {
  it('takes ISO dates and date-times', () => {
    expect(parseDateTimeInput('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseDateTimeInput('2026-03-01T08:30:00Z').toISOString()).toBe('2026-03-01T08:30:00.000Z');
    expect(parseDateTimeInput('2026-03-01T08:30:00.123+07:00').toISOString()).toBe(
      '2026-03-01T01:30:00.123Z',
    );
    expect(parseDateTimeInput('1900-01-01T00:00:00Z').getUTCFullYear()).toBe(1900);
    expect(parseDateTimeInput('9999-12-31T23:59:59Z').getUTCFullYear()).toBe(9999);
  });

  it('refuses years outside 1900-9999, non-ISO text and impossible calendar fields', () => {
    for (const value of [
      '0000-01-01T00:00:00Z',
      '0000-01-01',
      '+275760-09-13T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '9999-12-31T23:00:00-05:00',
      '2026-02-31',
      '2026-13-01',
      '2026-01-01T24:00:00Z',
      '0',
      'March 1, 2026',
      '2026-03-01 08:30',
      '',
      0,
      null,
    ]) {
      expect(
        refusal(() => parseDateTimeInput(value)),
        String(value),
      ).toEqual({
        message: 'common:error.invalidDate',
        extensions: { code: 'BAD_USER_INPUT', field: null },
      });
    }
  });
});

describe('row ids', () => {
  it('are decimal digits from 1 to the PostgreSQL integer maximum', () => {
    expect(parseRowId('1')).toBe(1);
    expect(parseRowId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    expect(parseRowId(42)).toBe(42);
    for (const value of [
      '0',
      '-1',
      '1e308',
      '1e3',
      '0x10',
      ' 7',
      '7.0',
      '2147483648',
      '99999999999',
      '',
      'abc',
      1.5,
      2 ** 31,
      null,
    ])
      expect(parseRowId(value), String(value)).toBeNull();
  });

  it('refuse a required argument with a field error', () => {
    expect(rowIdArg('12', 'id')).toBe(12);
    expect(refusal(() => rowIdArg('1e308', 'id'))).toEqual({
      message: 'common:error.invalidId',
      extensions: { code: 'BAD_USER_INPUT', field: 'id' },
    });
  });
});

describe('nulPath', () => {
  it('finds a NUL in strings, lists, input objects and JSON keys', () => {
    expect(nulPath({ a: 'fine', b: ['x', 'y\u0000'] })).toEqual(['b', 1]);
    expect(nulPath({ params: { 'k\u0000': 1 } })).toEqual(['params']);
    expect(nulPath({ a: 'fine', n: 1, d: new Date(0), m: 5n })).toBeNull();
  });
});
