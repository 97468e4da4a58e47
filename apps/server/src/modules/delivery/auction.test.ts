import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Bidder, enters, rank, runAuction, scoreOf } from './auction';

const bidder = (key: string, bid: number, ctr: number, order = 0, min = 10_000): Bidder<string> => ({
  key,
  bidMicros: BigInt(bid),
  minBidMicros: BigInt(min),
  ctr,
  order,
  item: `${key}#${order}`,
});

describe('runAuction', () => {
  it('ranks by bid × predicted CTR, not by bid alone', () => {
    const winners = runAuction([bidder('a', 500_000, 0.01, 1), bidder('b', 300_000, 0.03, 2)], 2);
    expect(winners.map((w) => w.bidder.key)).toEqual(['b', 'a']);
  });

  it('charges the least that keeps the rank: next.bid × next.ctr / own.ctr + 1 micro', () => {
    const [first, second] = runAuction(
      [bidder('a', 400_000, 0.02, 1), bidder('b', 300_000, 0.02, 2), bidder('c', 100_000, 0.02, 3)],
      2,
    );
    expect(first!.priceMicros).toBe(300_001n);
    // The last slot is priced against the first loser.
    expect(second!.priceMicros).toBe(100_001n);
  });

  it('charges the minimum bid without a competitor, and never more than the own bid', () => {
    expect(runAuction([bidder('a', 400_000, 0.02, 1, 50_000)], 4)[0]!.priceMicros).toBe(50_000n);
    // Equal score: the next bid would need one micro more than the own bid; capped at the bid.
    const [tied] = runAuction([bidder('a', 200_000, 0.02, 1), bidder('b', 200_000, 0.02, 2)], 1);
    expect(tied!.bidder.key).toBe('a');
    expect(tied!.priceMicros).toBe(200_000n);
  });

  it("keeps one ad per SKU: the best ranked ad set of a SKU, priced to beat the SKU's runner-up too", () => {
    const winners = runAuction(
      [bidder('sku1', 500_000, 0.02, 1), bidder('sku1', 450_000, 0.02, 2), bidder('sku2', 100_000, 0.02, 3)],
      2,
    );
    expect(winners.map((w) => w.bidder.item)).toEqual(['sku1#1', 'sku2#3']);
    // sku2 is next (100,000), but sku1's runner-up (450,000) would take the SKU below 450,001.
    expect(winners[0]!.priceMicros).toBe(450_001n);
    expect(winners[1]!.priceMicros).toBe(10_000n);
  });

  it('leaves out bids below the minimum bid (the reserve price)', () => {
    expect(runAuction([bidder('a', 9_999, 0.5, 1, 10_000)], 1)).toEqual([]);
  });

  it('fills no more slots than asked', () => {
    expect(runAuction([bidder('a', 20_000, 0.1), bidder('b', 20_000, 0.1)], 0)).toEqual([]);
    expect(runAuction([bidder('a', 20_000, 0.1), bidder('b', 20_000, 0.1)], 1)).toHaveLength(1);
  });
});

describe('runAuction properties', () => {
  const bidders = fc.array(
    fc.record({
      key: fc.constantFrom('s1', 's2', 's3', 's4', 's5', 's6'),
      bid: fc.integer({ min: 0, max: 5_000_000 }),
      min: fc.integer({ min: 0, max: 200_000 }),
      ctr: fc.double({ min: 0.0001, max: 0.5, noNaN: true }),
      order: fc.integer({ min: 0, max: 1000 }),
    }),
    { maxLength: 30 },
  );
  const slots = fc.integer({ min: 0, max: 8 });

  it('a winner pays at least its minimum bid and at most its own bid', () => {
    fc.assert(
      fc.property(bidders, slots, (rows, n) => {
        const winners = runAuction(
          rows.map((r) => bidder(r.key, r.bid, r.ctr, r.order, r.min)),
          n,
        );
        for (const w of winners) {
          expect(w.priceMicros).toBeLessThanOrEqual(w.bidder.bidMicros);
          expect(w.priceMicros).toBeGreaterThanOrEqual(w.bidder.minBidMicros);
        }
      }),
    );
  });

  it('winners are distinct SKUs in rank order, at most the slots, and the price keeps each rank', () => {
    fc.assert(
      fc.property(bidders, slots, (rows, n) => {
        const all = rows.map((r) => bidder(r.key, r.bid, r.ctr, r.order, r.min));
        const winners = runAuction(all, n);
        const ranked = rank(all);
        expect(winners.length).toBe(Math.min(n, ranked.length));
        expect(new Set(winners.map((w) => w.bidder.key)).size).toBe(winners.length);
        winners.forEach((w, i) => {
          expect(w.position).toBe(i + 1);
          if (i > 0) expect(w.score).toBeLessThanOrEqual(winners[i - 1]!.score);
          const next = ranked[i + 1];
          // Paying the price (when not capped by the bid) still outranks the next bidder and the SKU's runner-up.
          if (w.priceMicros < w.bidder.bidMicros) {
            const paid = Number(w.priceMicros) * w.bidder.ctr;
            if (next) expect(paid).toBeGreaterThan(scoreOf(next.bidder));
            for (const other of all)
              if (other !== w.bidder && other.key === w.bidder.key && enters(other))
                expect(paid).toBeGreaterThan(scoreOf(other));
          }
        });
        // No loser of a SKU outranks the winner of that SKU.
        for (const w of winners)
          for (const other of all)
            if (other.key === w.bidder.key && other.bidMicros >= other.minBidMicros && other.bidMicros > 0n)
              expect(scoreOf(other)).toBeLessThanOrEqual(w.score);
      }),
    );
  });
});
