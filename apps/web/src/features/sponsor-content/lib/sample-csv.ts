/** The sample offered next to the SKU upload: a header row and two example SKUs (first column is read). */
export const SAMPLE_SKU_CSV = 'sku\nSKU-0001\nSKU-0002\n';

export function sampleCsvHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_SKU_CSV)}`;
}
