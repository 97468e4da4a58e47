import { describe, expect, it } from 'vitest';
import { firstShownMonth } from './calendar-months';

describe('firstShownMonth', () => {
  it('shows the month before the range’s end first, so the end is in the right-hand month', () => {
    expect(firstShownMonth(['2026-12-01', '2026-12-07'], '2026-12-07')).toBe('2026-11-01');
    expect(firstShownMonth(['2026-03-30', '2026-04-02'], '2026-12-07')).toBe('2026-03-01');
    expect(firstShownMonth(['2025-01-01', '2026-12-07'], '2026-12-07')).toBe('2026-11-01');
  });

  it('counts from today without a range, and crosses the new year', () => {
    expect(firstShownMonth([null, null], '2026-12-07')).toBe('2026-11-01');
    expect(firstShownMonth([null, null], '2027-01-15')).toBe('2026-12-01');
    expect(firstShownMonth(['2027-01-03', null], '2027-03-01')).toBe('2026-12-01');
  });
});
