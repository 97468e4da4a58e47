import { describe, expect, it } from 'vitest';
import { rangeOf } from '../../features/billing/components/transactions-page';
import { transactionsRange } from './billing-transactions.data';

describe('transactionsRange', () => {
  it('reads the address as the transactions list does', () => {
    // The last instant of a month in UTC is already the next month in Jakarta: the zone decides the default.
    const now = new Date('2026-10-31T20:00:00Z');
    const cases: [string | null, string | null, string][] = [
      [null, null, 'Asia/Jakarta'],
      [null, null, 'UTC'],
      ['all', null, 'UTC'],
      ['2026-01-01', '2026-01-31', 'Asia/Jakarta'],
      ['2026-01-01', null, 'America/New_York'],
    ];
    for (const [from, to, zone] of cases)
      expect(transactionsRange(from, to, zone, now)).toEqual(rangeOf(from, to, zone, now));
    expect(transactionsRange(null, null, 'Asia/Jakarta', now)).not.toEqual(
      transactionsRange(null, null, 'UTC', now),
    );
  });
});
