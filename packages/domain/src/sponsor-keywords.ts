import { csvFirstColumn } from './sponsor-csv';

/** Spec 2 §9: at most 1000 keywords (and 1000 negative keywords). */
export const MAX_KEYWORDS = 1000;

/** First cells that name the column rather than a keyword (a header row, as in the SKU sample's "sku"). */
export const KEYWORD_CSV_HEADERS = ['keyword', 'keywords', 'target keyword', 'target keywords'] as const;

/**
 * Keywords from a CSV file: first column, trimmed, blanks dropped, duplicates removed (spec 2 §2);
 * a first non-blank cell that is a header ("keyword", "Keywords", …) is skipped, not taken as a keyword.
 */
export function parseKeywordsCsv(text: string): string[] {
  const cells = csvFirstColumn(text).filter((cell) => cell !== '');
  const first = cells[0]?.toLowerCase();
  if (first && (KEYWORD_CSV_HEADERS as readonly string[]).includes(first)) cells.shift();
  return uniqueKeywords(cells);
}

/** Trimmed, non-blank, first occurrence kept (case-insensitive: "Shoes" and "shoes" are one keyword). */
export function uniqueKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    const key = keyword.toLowerCase();
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(keyword);
  }
  return result;
}

/** Adds keywords to a list (suggestions, CSV), keeping order and the MAX_KEYWORDS cap. */
export function addKeywords(current: readonly string[], added: readonly string[]): string[] {
  return uniqueKeywords([...current, ...added]).slice(0, Math.max(MAX_KEYWORDS, current.length));
}

export const keywordMatchTypes = ['EXACT', 'PHRASE', 'BROAD'] as const;
export type KeywordMatchType = (typeof keywordMatchTypes)[number];

/** Negative keywords are stored as exact `[x]`, phrase `"x"` or broad `x` (spec 2 §2). */
export function formatNegativeKeyword(text: string, matchType: KeywordMatchType): string {
  const keyword = text.trim();
  if (matchType === 'EXACT') return `[${keyword}]`;
  if (matchType === 'PHRASE') return `"${keyword}"`;
  return keyword;
}

export function parseNegativeKeyword(stored: string): { text: string; matchType: KeywordMatchType } {
  const value = stored.trim();
  if (value.length >= 2 && value.startsWith('[') && value.endsWith(']')) {
    return { text: value.slice(1, -1).trim(), matchType: 'EXACT' };
  }
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return { text: value.slice(1, -1).trim(), matchType: 'PHRASE' };
  }
  return { text: value, matchType: 'BROAD' };
}

/** The three offers for a typed negative keyword, in the order the spec lists them. */
export function negativeKeywordOptions(text: string): string[] {
  if (text.trim() === '') return [];
  return (['EXACT', 'BROAD', 'PHRASE'] as const).map((matchType) => formatNegativeKeyword(text, matchType));
}
