import { describe, expect, it } from 'vitest';
import { creditItem, type Touch } from './attribute-purchase';

const DAY = 86_400_000;
const at = new Date('2026-11-20T12:00:00Z');
let seq = 0n;
function touch(over: Partial<Touch>): Touch {
  seq += 1n;
  return {
    eventId: `e${seq}`,
    seq,
    kind: 'CLICK',
    occurredAt: new Date(at.getTime() - DAY),
    shopperId: 's',
    catalogId: 1,
    companyId: 7,
    campaignId: 8,
    adSetId: 9,
    brandId: 100,
    decisionId: 'd',
    sku: 'A',
    platform: 'DESKTOP',
    pageType: 'SEARCH',
    searchTerm: '',
    bannerType: '',
    ...over,
  };
}
const item = { catalogId: 1, sku: 'A', brandId: 100, at };

describe('creditItem (decision 0190, docs/decisions/0191-attribution.md)', () => {
  it('credits the last click on the same SKU within 7 days as DIRECT, before any brand click', () => {
    const older = touch({ occurredAt: new Date(at.getTime() - 3 * DAY), adSetId: 1 });
    const last = touch({ occurredAt: new Date(at.getTime() - 2 * DAY), adSetId: 2 });
    const brandClick = touch({ sku: 'B', occurredAt: new Date(at.getTime() - 60_000) });
    expect(creditItem([older, last, brandClick], item)).toEqual({ attribution: 'DIRECT', touch: last });
  });

  it('falls back to the last click on the brand (HALO), then a banner impression of the brand (VIEW), else NONE', () => {
    const brandClick = touch({ sku: 'B' });
    const banner = touch({ kind: 'IMPRESSION', sku: '', bannerType: 'DESKTOP_SEARCH' });
    expect(creditItem([brandClick, banner], item)).toEqual({ attribution: 'HALO', touch: brandClick });
    expect(creditItem([banner], item)).toEqual({ attribution: 'VIEW', touch: banner });
    // A product ad's impression is no view-through.
    expect(creditItem([touch({ kind: 'IMPRESSION' })], item)).toEqual({ attribution: 'NONE', touch: null });
    expect(creditItem([touch({ brandId: 101, sku: 'Z' })], item)).toEqual({
      attribution: 'NONE',
      touch: null,
    });
  });

  it('looks back exactly 7 days, never after the purchase, and only in its catalog', () => {
    const edge = touch({ occurredAt: new Date(at.getTime() - 7 * DAY) });
    expect(creditItem([edge], item).touch).toBe(edge);
    expect(creditItem([touch({ occurredAt: new Date(at.getTime() - 7 * DAY - 1) })], item).attribution).toBe(
      'NONE',
    );
    expect(creditItem([touch({ occurredAt: new Date(at.getTime() + 1) })], item).attribution).toBe('NONE');
    expect(creditItem([touch({ catalogId: 2 })], item).attribution).toBe('NONE');
  });

  it('breaks a tie of the same instant by the later stored event', () => {
    const first = touch({ occurredAt: at });
    const second = touch({ occurredAt: at });
    expect(creditItem([second, first], item).touch).toBe(second);
  });
});
