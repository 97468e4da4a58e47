import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Bidder, competes, enters, rank, runAuction, scoreOf } from './auction';

const bidder = (
  key: string,
  bid: number,
  ctr: number,
  order = 0,
  min = 10_000,
  advertiser?: number,
): Bidder<string> => ({
  key,
  bidMicros: BigInt(bid),
  minBidMicros: BigInt(min),
  ctr,
  order,
  ...(advertiser === undefined ? {} : { advertiser }),
  item: `${key}#${order}`,
});

/** An ad set's bidders, one per SKU (as decide-products.ts makes them), of company `advertiser`. */
const adSet = (adSetId: number, advertiser: number, bid: number, skus: string[], min = 50_000) =>
  skus.map((sku) => bidder(sku, bid, 0.02, adSetId, min, advertiser));

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

  it('compares bids across wallet currencies in SGD and prices the winner in its own currency', () => {
    // MYR at 3.2 per SGD bids 0.64 MYR (0.20 SGD); SGD bids 0.30 SGD: the SGD bid ranks first, though
    // 640,000 MYR micros is more than 300,000 SGD micros.
    const myr = { ...bidder('a', 640_000, 0.02, 1, 10_000, 1), rate: 3.2 };
    const sgd = { ...bidder('b', 300_000, 0.02, 2, 10_000, 2), rate: 1 };
    const [first, second] = runAuction([myr, sgd], 2);
    expect(first!.bidder.key).toBe('b');
    // The SGD winner beats 0.20 SGD: 200,001; the MYR ad is last, with no competitor below: its minimum.
    expect(first!.priceMicros).toBe(200_001n);
    expect(second!.priceMicros).toBe(10_000n);
    // Over 0.30 SGD the MYR bid (1.28 MYR = 0.40 SGD) wins, and pays 0.30 SGD in MYR: 960,001 micros.
    const [top] = runAuction([{ ...myr, bidMicros: 1_280_000n }, sgd], 1);
    expect(top!.bidder.key).toBe('a');
    expect(top!.priceMicros).toBe(960_001n);
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

describe('runAuction: an advertiser never bids against itself (decision 0258)', () => {
  it('a lone advertiser pays the minimum bid on every slot, whatever its SKUs', () => {
    const winners = runAuction(adSet(1, 7, 900_000, ['A1', 'A2', 'A3']), 4);
    expect(winners.map((w) => w.bidder.key)).toEqual(['A1', 'A2', 'A3']);
    expect(winners.map((w) => w.priceMicros)).toEqual([50_000n, 50_000n, 50_000n]);
  });

  it("prices every winner of an ad set against the other advertiser's bid, not its own other SKUs", () => {
    const winners = runAuction(
      [...adSet(1, 7, 900_000, ['A1', 'A2', 'A3']), ...adSet(2, 8, 300_000, ['B1'])],
      2,
    );
    expect(winners.map((w) => w.bidder.item)).toEqual(['A1#1', 'A2#1']);
    expect(winners.map((w) => w.priceMicros)).toEqual([300_001n, 300_001n]);
  });

  it("treats two ad sets of one company as one advertiser: neither sets the other's price", () => {
    const winners = runAuction(
      [...adSet(1, 7, 900_000, ['A1']), ...adSet(2, 7, 600_000, ['A2']), ...adSet(3, 8, 200_000, ['B1'])],
      3,
    );
    expect(winners.map((w) => w.bidder.item)).toEqual(['A1#1', 'A2#2', 'B1#3']);
    expect(winners.map((w) => w.priceMicros)).toEqual([200_001n, 200_001n, 50_000n]);
  });

  it('prices each winner against the next competitor below it, interleaved or past the slots', () => {
    const winners = runAuction(
      [
        ...adSet(1, 7, 900_000, ['A1']),
        ...adSet(2, 8, 500_000, ['B1']),
        ...adSet(3, 7, 400_000, ['A2']),
        ...adSet(4, 7, 300_000, ['A3']),
        ...adSet(5, 9, 100_000, ['C1']),
      ],
      3,
    );
    expect(winners.map((w) => w.bidder.item)).toEqual(['A1#1', 'B1#2', 'A2#3']);
    // A1 against B1; B1 against A2 (another company); A2 skips its company's A3 (a loser) for C1.
    expect(winners.map((w) => w.priceMicros)).toEqual([500_001n, 400_001n, 100_001n]);
  });

  it("a SKU's runner-up of the same company does not set the price; another company's does", () => {
    const own = runAuction([...adSet(1, 7, 900_000, ['A1']), ...adSet(2, 7, 800_000, ['A1'])], 1);
    expect(own.map((w) => [w.bidder.item, w.priceMicros])).toEqual([['A1#1', 50_000n]]);
    const rival = runAuction(
      [...adSet(1, 7, 900_000, ['A1']), ...adSet(2, 7, 800_000, ['A1']), ...adSet(3, 8, 700_000, ['A1'])],
      1,
    );
    expect(rival.map((w) => [w.bidder.item, w.priceMicros])).toEqual([['A1#1', 700_001n]]);
  });

  it('keeps the price within 1 micro of the least that keeps the rank against the competitor', () => {
    // 333,333 × 0.03 / 0.07 is 142,857 give or take floating point: the rounding costs at most 1 micro.
    const [winner] = runAuction(
      [
        bidder('A1', 900_000, 0.07, 1, 10_000, 7),
        bidder('A2', 800_000, 0.07, 2, 10_000, 7),
        bidder('B1', 333_333, 0.03, 3, 10_000, 8),
      ],
      1,
    );
    const least = Math.floor((333_333 * 0.03) / 0.07) + 1;
    expect(Number(winner!.priceMicros) * 0.07).toBeGreaterThan(333_333 * 0.03);
    expect(Number(winner!.priceMicros) - least).toBeLessThanOrEqual(1);
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
      advertiser: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    }),
    { maxLength: 30 },
  );
  const slots = fc.integer({ min: 0, max: 8 });

  it('a winner pays at least its minimum bid and at most its own bid', () => {
    fc.assert(
      fc.property(bidders, slots, (rows, n) => {
        const winners = runAuction(
          rows.map((r) => bidder(r.key, r.bid, r.ctr, r.order, r.min, r.advertiser)),
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
        const all = rows.map((r) => bidder(r.key, r.bid, r.ctr, r.order, r.min, r.advertiser));
        const winners = runAuction(all, n);
        const ranked = rank(all);
        expect(winners.length).toBe(Math.min(n, ranked.length));
        expect(new Set(winners.map((w) => w.bidder.key)).size).toBe(winners.length);
        winners.forEach((w, i) => {
          expect(w.position).toBe(i + 1);
          if (i > 0) expect(w.score).toBeLessThanOrEqual(winners[i - 1]!.score);
          // Paying the price (when not capped by the bid) still outranks the next competitor below (another
          // advertiser's ad) and every competing bidder of the SKU.
          const next = ranked.slice(i + 1).find((other) => competes(w.bidder, other.bidder));
          if (w.priceMicros < w.bidder.bidMicros) {
            const paid = Number(w.priceMicros) * w.bidder.ctr;
            if (next) expect(paid).toBeGreaterThan(scoreOf(next.bidder));
            for (const other of all)
              if (competes(w.bidder, other) && other.key === w.bidder.key && enters(other))
                expect(paid).toBeGreaterThan(scoreOf(other));
          }
          // Above the reserve, the price is set by a competitor: within 1 micro of the least that keeps the
          // rank against the higher of the two.
          const sku = all.filter((o) => competes(w.bidder, o) && o.key === w.bidder.key && enters(o));
          const toBeat = Math.max(next ? next.score : -1, ...sku.map(scoreOf));
          if (w.priceMicros > w.bidder.minBidMicros && w.priceMicros < w.bidder.bidMicros) {
            expect(toBeat).toBeGreaterThanOrEqual(0);
            expect(Number(w.priceMicros)).toBeLessThanOrEqual(Math.floor(toBeat / w.bidder.ctr) + 2);
          }
          // Without any competitor, the minimum bid.
          if (toBeat < 0) expect(w.priceMicros).toBe(w.bidder.minBidMicros);
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
