import { describe, expect, it } from 'vitest';
import { auctionBid } from './auction-bid';

const base = {
  bidType: 'AUTOMATED',
  bidMicros: null,
  targetRoas: null,
  recommendedMicros: 250_000n,
  minMicros: 50_000n,
  history: { events: 0, salesMicros: 0n },
};

describe('auctionBid', () => {
  it('a maximum bid is the own bid', () => {
    expect(auctionBid({ ...base, bidType: 'MAXIMUM_CPC', bidMicros: 420_000n })).toBe(420_000n);
  });

  it('AUTOMATED bids the recommended bid without a target ROAS or without enough history', () => {
    expect(auctionBid(base)).toBe(250_000n);
    expect(auctionBid({ ...base, targetRoas: '400', history: { events: 5, salesMicros: 9_000_000n } })).toBe(
      250_000n,
    );
  });

  it('AUTOMATED with a target ROAS bids sales per click ÷ ROAS, within [min, 3 × recommended]', () => {
    // 40 clicks, SGD 80 of sales: SGD 2 per click; at 400% → SGD 0.50.
    expect(
      auctionBid({ ...base, targetRoas: '400', history: { events: 40, salesMicros: 80_000_000n } }),
    ).toBe(500_000n);
    expect(auctionBid({ ...base, targetRoas: '50', history: { events: 40, salesMicros: 80_000_000n } })).toBe(
      750_000n,
    );
    expect(
      auctionBid({ ...base, targetRoas: '10000', history: { events: 40, salesMicros: 80_000_000n } }),
    ).toBe(50_000n);
  });
});
