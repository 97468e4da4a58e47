import { csvFirstColumn } from './sponsor-csv';
import { type FieldErrors, ruleMessage } from './sponsor-messages';

/**
 * Spec 2 §5: "5000 or more rows are refused" — a list of MAX_SKU_ROWS SKUs or more is refused, on
 * the web (CSV, typed) and on the server alike (issue 12; decision 0075 had read it as "more than
 * 5000" by counting the header row, which let exactly 5000 SKUs through).
 */
export const MAX_SKU_ROWS = 5000;
/** The most SKUs a campaign or a lookup takes (what the 'maxSkus' message names). */
export const MAX_SKUS = MAX_SKU_ROWS - 1;

/** The one limit check: `count` SKUs are too many. */
export function tooManySkus(count: number): boolean {
  return count > MAX_SKUS;
}

/** The refusal: 'You can add at most 4999 SKUs.' */
export function maxSkusMessage(): string {
  return ruleMessage('maxSkus', { max: MAX_SKUS });
}

/**
 * SKUs from a CSV file: first column, trimmed, blanks and duplicates dropped; a first cell
 * reading "sku" (the sample file's header) is skipped. `tooMany` refuses the whole file.
 */
export function parseSkuCsv(text: string): { skus: string[]; tooMany: boolean } {
  const cells = csvFirstColumn(text).filter((cell) => cell !== '');
  if (cells[0]?.toLowerCase() === 'sku') cells.shift();
  const skus = [...new Set(cells)];
  if (tooManySkus(skus.length)) return { skus: [], tooMany: true };
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

/** How many unknown SKUs a message names before it says "and N more" (issue 12). */
export const NOT_FOUND_SHOWN = 10;

/**
 * Unknown SKUs as a summary: their count, the first `shown` as examples and how many more there
 * are (4,971 unknown SKUs are one count and ten examples, not 4,971 lines).
 */
export function skuNotFoundSummary(
  notFound: readonly string[],
  shown = NOT_FOUND_SHOWN,
): { count: number; examples: string[]; more: number } {
  const examples = notFound.slice(0, shown);
  return { count: notFound.length, examples, more: notFound.length - examples.length };
}
