import { describe, expect, it } from 'vitest';
import { readableLines } from './message-lines';

describe('readableLines', () => {
  it("fills a sentence's placeholders from its encoded values", () => {
    expect(
      readableLines([
        'This placement is already booked from {start} to {end}?start=2026-12-28&end=2027-01-03',
      ]),
    ).toEqual(['This placement is already booked from 2026-12-28 to 2027-01-03']);
  });

  it('leaves plain sentences and translation keys as they are', () => {
    expect(readableLines(['Reason is required', 'booking:error.placementTaken?start=2026-12-28'])).toEqual([
      'Reason is required',
      'booking:error.placementTaken?start=2026-12-28',
    ]);
  });
});
