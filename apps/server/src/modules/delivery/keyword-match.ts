import { type KeywordMatchType, parseNegativeKeyword } from '@portal/domain/sponsor-keywords';

/**
 * Keyword matching of a search page (issue 13, docs/delivery-api.md "Who gets served"). Text is compared
 * case-insensitively as words: lower-cased, split on whitespace (runs of spaces, tabs and newlines are one
 * separator), so "Running  Shoes" and "running shoes" are the same two words.
 *
 * - exact `[x]`: the term's words are the keyword's words, in order, and nothing else;
 * - phrase `"x"`: the keyword's words appear in the term next to each other, in order;
 * - broad `x`: every word of the keyword appears in the term, in any order.
 *
 * An ad set's keywords are written the same way (plain text is broad); its negative keywords exclude it
 * from a term any of them matches, whatever its keywords say.
 */
export type Keyword = { words: readonly string[]; matchType: KeywordMatchType };

/** Lower-cased words of a text, whitespace-normalised; empty for a blank text. */
export function wordsOf(text: string | null | undefined): string[] {
  const trimmed = (text ?? '').trim().toLowerCase();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}

/** A stored keyword (`[exact]`, `"phrase"`, `broad`) parsed once, when the index is built. */
export function parseKeyword(stored: string): Keyword {
  const { text, matchType } = parseNegativeKeyword(stored);
  return { words: wordsOf(text), matchType };
}

export function parseKeywords(stored: readonly string[]): Keyword[] {
  return stored.map(parseKeyword).filter((keyword) => keyword.words.length > 0);
}

/** A search term prepared once per decision: its words in order and as a set. */
export type SearchTerm = { words: readonly string[]; set: ReadonlySet<string> };

export function searchTermOf(text: string | null | undefined): SearchTerm {
  const words = wordsOf(text);
  return { words, set: new Set(words) };
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  const last = haystack.length - needle.length;
  outer: for (let start = 0; start <= last; start++) {
    for (let i = 0; i < needle.length; i++) if (haystack[start + i] !== needle[i]) continue outer;
    return true;
  }
  return false;
}

export function keywordMatches(keyword: Keyword, term: SearchTerm): boolean {
  if (keyword.words.length === 0 || term.words.length === 0) return false;
  switch (keyword.matchType) {
    case 'EXACT':
      return (
        keyword.words.length === term.words.length && keyword.words.every((word, i) => word === term.words[i])
      );
    case 'PHRASE':
      return containsRun(term.words, keyword.words);
    default:
      return keyword.words.every((word) => term.set.has(word));
  }
}

export function anyKeywordMatches(keywords: readonly Keyword[], term: SearchTerm): boolean {
  for (const keyword of keywords) if (keywordMatches(keyword, term)) return true;
  return false;
}

/**
 * Whether an ad set may enter a search page by its keywords: no negative keyword matches the term, and,
 * when it has keywords, one of them does. An ad set without keywords passes here; whether it is relevant
 * to the term is then decided by its SKUs (see `isRelevant`).
 */
export function passesKeywords(
  adSet: { keywords: readonly Keyword[]; negativeKeywords: readonly Keyword[] },
  term: SearchTerm,
): boolean {
  if (anyKeywordMatches(adSet.negativeKeywords, term)) return false;
  return adSet.keywords.length === 0 || anyKeywordMatches(adSet.keywords, term);
}

/** Words too short to tell a product by ("a", "of", "t"): ignored when relevance is judged by text. */
const MIN_RELEVANT_WORD = 3;

/** "Jackets," → "jacket": letters and digits only, a final plural "s" dropped (crude, but symmetric). */
function stem(word: string): string {
  return word.length > MIN_RELEVANT_WORD && word.endsWith('s') && !word.endsWith('ss')
    ? word.slice(0, -1)
    : word;
}

/** The stems of a product's name and category name, built once per product when the index is built. */
export function relevanceWordsOf(...texts: string[]): Set<string> {
  const found = new Set<string>();
  for (const text of texts)
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      if (word.length >= MIN_RELEVANT_WORD) found.add(stem(word));
  return found;
}

/** The stems of a term's words, for `isRelevant`. */
export function relevanceTermOf(term: SearchTerm): string[] {
  return [...relevanceWordsOf(term.words.join(' '))];
}

/**
 * Relevance of a SKU to a search term for an ad set without keywords: some word of the term (of 3 or more
 * letters, a plural "s" dropped) is a word of the product's name or of its category's name. A term without
 * such a word (blank, or only short words) is relevant to everything.
 */
export function isRelevant(productWords: ReadonlySet<string>, termStems: readonly string[]): boolean {
  if (termStems.length === 0) return true;
  for (const word of termStems) if (productWords.has(word)) return true;
  return false;
}
