import { describe, expect, it, vi } from 'vitest';
import { type PriceChangeRow, priceInEffectAt, pricesAt, priceTimeline, stateAt } from './price-state';

const row = (
  publishedAt: string,
  priceChangeType: string,
  extra: Partial<PriceChangeRow> = {},
): PriceChangeRow => ({
  publishedAt: new Date(publishedAt),
  blackPriceMicros: 100n,
  promotionPriceMicros: null,
  promotionFrom: null,
  promotionTo: null,
  permMarkdownPriceMicros: null,
  permMarkdownFrom: null,
  priceChangeType,
  ...extra,
});

describe('price state', () => {
  it('shows a markdown from its start and a promotion inside its window only', () => {
    const timeline = priceTimeline(
      [
        row('2026-11-01T00:00:00Z', 'repricing'),
        row('2026-11-02T00:00:00Z', 'permanent_markdown', {
          permMarkdownPriceMicros: 80n,
          permMarkdownFrom: new Date('2026-11-05T00:00:00Z'),
        }),
        row('2026-11-03T00:00:00Z', 'promotion', {
          promotionPriceMicros: 60n,
          promotionFrom: new Date('2026-11-04T00:00:00Z'),
          promotionTo: new Date('2026-11-06T00:00:00Z'),
        }),
      ],
      () => {},
    );
    const at = (instant: string) => pricesAt(stateAt(timeline, new Date(instant))!, new Date(instant));
    expect(at('2026-11-03T12:00:00Z')).toEqual({
      blackPriceMicros: 100n,
      permMarkdownPriceMicros: null,
      promotionPriceMicros: null,
    });
    expect(at('2026-11-05T12:00:00Z')).toEqual({
      blackPriceMicros: 100n,
      permMarkdownPriceMicros: 80n,
      promotionPriceMicros: 60n,
    });
    expect(at('2026-11-07T00:00:00Z').promotionPriceMicros).toBeNull();
    expect(stateAt(timeline, new Date('2026-10-01T00:00:00Z'))).toBeNull();
  });

  it('orders the rows by publishing time and hands an unknown type over, keeping the state', () => {
    const unknown = vi.fn();
    const timeline = priceTimeline(
      [
        row('2026-11-03T00:00:00Z', 'clearance', { blackPriceMicros: 1n }),
        row('2026-11-01T00:00:00Z', 'repricing'),
      ],
      unknown,
    );
    expect(unknown).toHaveBeenCalledWith(expect.objectContaining({ priceChangeType: 'clearance' }));
    expect(timeline).toHaveLength(1);
    expect(stateAt(timeline, new Date('2026-11-04T00:00:00Z'))?.blackPriceMicros).toBe(100n);
  });
});

describe('price in effect', () => {
  const at = (rows: PriceChangeRow[], instant: string) =>
    priceInEffectAt(
      priceTimeline(rows, () => {}),
      new Date(instant),
    );
  const repriced = row('2026-10-01T00:00:00Z', 'repricing', { blackPriceMicros: 100n });
  const promotion = row('2026-10-05T00:00:00Z', 'promotion', {
    promotionPriceMicros: 70n,
    promotionFrom: new Date('2026-10-06T00:00:00Z'),
    promotionTo: new Date('2026-10-10T00:00:00Z'),
  });
  const markdown = row('2026-10-05T00:00:00Z', 'permanent_markdown', {
    permMarkdownPriceMicros: 80n,
    permMarkdownFrom: new Date('2026-10-07T00:00:00Z'),
  });

  it('is none before the first change and the black price after a repricing', () => {
    expect(at([repriced], '2026-09-30T23:59:59Z')).toBeNull();
    expect(at([repriced], '2026-10-01T00:00:00Z')).toBe(100n);
    expect(
      at(
        [repriced, row('2026-10-03T00:00:00Z', 'repricing', { blackPriceMicros: 120n })],
        '2026-10-04T00:00:00Z',
      ),
    ).toBe(120n);
  });

  it('is the promotion price inside its window only, its ends included', () => {
    expect(at([repriced, promotion], '2026-10-05T12:00:00Z')).toBe(100n);
    expect(at([repriced, promotion], '2026-10-06T00:00:00Z')).toBe(70n);
    expect(at([repriced, promotion], '2026-10-10T00:00:00Z')).toBe(70n);
    expect(at([repriced, promotion], '2026-10-10T00:00:01Z')).toBe(100n);
  });

  it('is the markdown price from its start on, with no end', () => {
    expect(at([repriced, markdown], '2026-10-06T23:59:59Z')).toBe(100n);
    expect(at([repriced, markdown], '2026-10-07T00:00:00Z')).toBe(80n);
    expect(at([repriced, markdown], '2027-10-07T00:00:00Z')).toBe(80n);
  });

  it('goes back to the black price when the promotion or the markdown is removed', () => {
    const removed = (type: string) => row('2026-10-08T00:00:00Z', type);
    expect(at([repriced, promotion, removed('remove_promotion')], '2026-10-09T00:00:00Z')).toBe(100n);
    expect(at([repriced, promotion, removed('remove_markdowns')], '2026-10-09T00:00:00Z')).toBe(100n);
    expect(at([repriced, markdown, removed('remove_permanent_markdown')], '2026-10-09T00:00:00Z')).toBe(100n);
    expect(at([repriced, markdown, removed('remove_markdowns')], '2026-10-09T00:00:00Z')).toBe(100n);
    // Removing the one leaves the other.
    expect(at([repriced, markdown, promotion, removed('remove_promotion')], '2026-10-09T00:00:00Z')).toBe(
      80n,
    );
    expect(
      at([repriced, markdown, promotion, removed('remove_permanent_markdown')], '2026-10-09T00:00:00Z'),
    ).toBe(70n);
  });

  it('is the lowest of a markdown and a promotion in force together, never above the black price', () => {
    expect(at([repriced, markdown, promotion], '2026-10-08T00:00:00Z')).toBe(70n);
    const dearPromotion = { ...promotion, promotionPriceMicros: 90n };
    expect(at([repriced, markdown, dearPromotion], '2026-10-08T00:00:00Z')).toBe(80n);
    const aboveBlack = { ...promotion, promotionPriceMicros: 130n };
    expect(at([repriced, aboveBlack], '2026-10-08T00:00:00Z')).toBe(100n);
  });
});
