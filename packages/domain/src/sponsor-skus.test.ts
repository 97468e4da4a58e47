import { describe, expect, it } from 'vitest';
import { MAX_SKU_ROWS, parseSkuCsv, parseSkuText, skuNotFoundErrors } from './sponsor-skus';

describe('SKU CSV', () => {
  it('takes the first column, trimmed, skipping the sample header, blanks and duplicates', () => {
    expect(parseSkuCsv('SKU,name\n A1 ,x\n\nB2\nA1\n')).toEqual({ skus: ['A1', 'B2'], tooMany: false });
  });

  it('accepts 5000 SKUs and refuses more', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => `S${index}`).join('\n');
    expect(parseSkuCsv(rows(MAX_SKU_ROWS)).skus).toHaveLength(MAX_SKU_ROWS);
    expect(parseSkuCsv(rows(MAX_SKU_ROWS + 1))).toEqual({ skus: [], tooMany: true });
  });

  it('splits typed SKUs and reports missing ones with the sku', () => {
    expect(parseSkuText('a, b\nc  a')).toEqual(['a', 'b', 'c']);
    expect(skuNotFoundErrors(['X1'])).toEqual({ 'product.skus': ['sponsorRules:skuNotFound?sku=X1'] });
    expect(skuNotFoundErrors([])).toEqual({});
  });
});
