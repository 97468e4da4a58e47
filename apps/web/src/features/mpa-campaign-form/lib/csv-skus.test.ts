import { describe, expect, it } from 'vitest';
import { skusFromCsv, unknownSkus } from './csv-skus';

describe('skusFromCsv', () => {
  it('reads the first column, skipping a sku header, quotes, blanks and repeats', () => {
    expect(skusFromCsv('SKU,name\r\n"A-1",Dress\nB-2;x\n\n  C-3 \nA-1\n')).toEqual(['A-1', 'B-2', 'C-3']);
  });

  it('names the SKUs the catalog lacks, in the file order', () => {
    expect(unknownSkus(['A', 'B', 'C'], ['B'])).toEqual(['A', 'C']);
  });
});
