import { describe, expect, it } from 'vitest';
import {
  MAX_SKUS,
  maxSkusMessage,
  parseSkuCsv,
  parseSkuText,
  skuNotFoundErrors,
  skuNotFoundSummary,
  tooManySkus,
} from './sponsor-skus';

describe('SKU CSV', () => {
  it('takes the first column, trimmed, skipping the sample header, blanks and duplicates', () => {
    expect(parseSkuCsv('SKU,name\n A1 ,x\n\nB2\nA1\n')).toEqual({ skus: ['A1', 'B2'], tooMany: false });
  });

  it('refuses 5000 SKUs or more (spec 2 §5), accepts 4999, and counts SKUs after the header', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => `S${index}`).join('\n');
    expect(MAX_SKUS).toBe(4999);
    expect(parseSkuCsv(rows(4999)).skus).toHaveLength(4999);
    expect(parseSkuCsv(`sku\n${rows(4999)}`).skus).toHaveLength(4999);
    expect(parseSkuCsv(rows(5000))).toEqual({ skus: [], tooMany: true });
    expect(parseSkuCsv(rows(5001))).toEqual({ skus: [], tooMany: true });
    expect([tooManySkus(4999), tooManySkus(5000)]).toEqual([false, true]);
    expect(maxSkusMessage()).toBe('sponsorRules:maxSkus?max=4999');
  });

  it('summarises unknown SKUs: the count, ten examples and how many more', () => {
    const unknown = Array.from({ length: 4971 }, (_, index) => `U${index}`);
    expect(skuNotFoundSummary(unknown)).toEqual({
      count: 4971,
      examples: unknown.slice(0, 10),
      more: 4961,
    });
    expect(skuNotFoundSummary(['A', 'B'])).toEqual({ count: 2, examples: ['A', 'B'], more: 0 });
  });

  it('splits typed SKUs and reports missing ones with the sku', () => {
    expect(parseSkuText('a, b\nc  a')).toEqual(['a', 'b', 'c']);
    expect(skuNotFoundErrors(['X1'])).toEqual({ 'product.skus': ['sponsorRules:skuNotFound?sku=X1'] });
    expect(skuNotFoundErrors([])).toEqual({});
  });
});
