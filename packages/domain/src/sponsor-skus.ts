import { csvFirstColumn } from './sponsor-csv';
import { type FieldErrors, ruleMessage } from './sponsor-messages';

/** Spec 2 §5: a SKU CSV of more than 5000 SKUs is refused ('max 5000 SKUs'; decision 0075). */
export const MAX_SKU_ROWS = 5000;

/**
 * SKUs from a CSV file: first column, trimmed, blanks and duplicates dropped; a first cell
 * reading "sku" (the sample file's header) is skipped. `tooMany` refuses the whole file.
 */
export function parseSkuCsv(text: string): { skus: string[]; tooMany: boolean } {
  const cells = csvFirstColumn(text).filter((cell) => cell !== '');
  if (cells[0]?.toLowerCase() === 'sku') cells.shift();
  const skus = [...new Set(cells)];
  if (skus.length > MAX_SKU_ROWS) return { skus: [], tooMany: true };
  return { skus, tooMany: false };
}

/** Typed SKUs (comma, space or newline separated) → unique trimmed list. */
export function parseSkuText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((sku) => sku.trim())
        .filter(Boolean),
    ),
  ];
}

/** 'sku not found' with the sku, one message per missing SKU, on 'product.skus'. */
export function skuNotFoundErrors(notFound: readonly string[]): FieldErrors {
  if (notFound.length === 0) return {};
  return { 'product.skus': notFound.map((sku) => ruleMessage('skuNotFound', { sku })) };
}
