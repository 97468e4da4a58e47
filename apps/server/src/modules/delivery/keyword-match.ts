import { type SearchWord, searchWordsOf } from '@portal/domain/search-words';
import { type KeywordMatchType, parseNegativeKeyword } from '@portal/domain/sponsor-keywords';

/**
 * Keyword matching of a search page (issue 13, docs/delivery-api.md "Who is served", decision 0259). A keyword
 * and a term are compared as words, cut by one rule (`@portal/domain/search-words`: NFKC, lower case,
 * punctuation separates, plurals folded), so "Running-Shoes." and "running shoe" are the same two words.
 *
 * - exact `[x]`: the term's words are the keyword's words, in order, and nothing else;
 * - phrase `"x"`: the keyword's words appear in the term next to each other, in order;
 * - broad `x`: every word of the keyword appears in the term, in any order.
 *
 * A word of a script written without spaces (運動鞋, รองเท้า) is looked for inside the term's runs of that
 * script: broad and a one-word phrase anywhere in a run (運動鞋 in 男子運動鞋), a longer phrase at the end of
 * the run its first word meets and at the start of the run its last word meets. For exact and phrase, a space
 * between two such runs does not count (二手 運動鞋 is 二手運動鞋); exact still wants the whole term.
 *
 * Words written together or apart are one compound (decision 0259 addendum): "t-shirt", "t shirt" and
 * "tshirt", "v-neck" and "vneck" match each other whichever side wrote which. Exact compares the two
 * sides' spaced words run together; a phrase is also found as a run of whole neighbouring words of the term
 * that spell it; broad also finds a keyword word as two or three neighbouring words of the term run
 * together ("tshirt" in "red t shirt"), and two or three neighbouring keyword words as one word of the term
 * ("t-shirt" in "tshirt red"). A keyword still never matches inside a longer word ("shoes" is not in
 * "shoestring").
 *
 * An ad set's keywords are written the same way (plain text is broad); its negative keywords exclude it
 * from a term any of them matches, whatever its keywords say.
 */
export type Keyword = { words: readonly SearchWord[]; matchType: KeywordMatchType };

/** Neighbouring runs of one spaceless script joined into one: a space there separates nothing. */
function joinRuns(words: readonly SearchWord[]): SearchWord[] {
  const joined: SearchWord[] = [];
  for (const word of words) {
    const last = joined.at(-1);
    if (last && word.kind !== 'spaced' && last.kind === word.kind)
      joined[joined.length - 1] = { text: last.text + word.text, kind: word.kind };
    else joined.push(word);
  }
  return joined;
}

/** A stored keyword (`[exact]`, `"phrase"`, `broad`) parsed once, when the index is built. */
export function parseKeyword(stored: string): Keyword {
  const { text, matchType } = parseNegativeKeyword(stored);
  const words = searchWordsOf(text);
  return { words: matchType === 'BROAD' ? words : joinRuns(words), matchType };
}

export function parseKeywords(stored: readonly string[]): Keyword[] {
  return stored.map(parseKeyword).filter((keyword) => keyword.words.length > 0);
}

/** Most words a compound is made of ("t shirt" is two, "x large tee" three). */
const COMPOUND_PARTS = 3;

/** Two to COMPOUND_PARTS neighbouring spaced words run together ("t", "shirt" → "tshirt"). */
function compoundsOf(words: readonly SearchWord[]): string[] {
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    let text = words[start]!.kind === 'spaced' ? words[start]!.text : null;
    for (let end = start + 1; text !== null && end < words.length && end - start < COMPOUND_PARTS; end++) {
      const next = words[end]!;
      if (next.kind !== 'spaced') break;
      text += next.text;
      found.push(text);
    }
  }
  return found;
}

/** The words run together when every one is spaced; null otherwise (spaceless scripts keep their rules). */
function compact(words: readonly SearchWord[]): string | null {
  return words.every((word) => word.kind === 'spaced') ? words.map((word) => word.text).join('') : null;
}

/** A search term prepared once per decision. */
export type SearchTerm = {
  /** Its words as written (relevance). */
  words: readonly SearchWord[];
  /** Its words with neighbouring spaceless runs joined (exact, phrase). */
  joined: readonly SearchWord[];
  /** Broad: the spaced words, and the spaceless runs a keyword's word is looked for in. */
  spaced: ReadonlySet<string>;
  runs: readonly string[];
  /** Broad: neighbouring spaced words run together ("t shirt" → "tshirt"). */
  compounds: ReadonlySet<string>;
};

export function searchTermOf(text: string | null | undefined): SearchTerm {
  const words = searchWordsOf(text);
  const joined = joinRuns(words);
  return {
    words,
    joined,
    spaced: new Set(words.filter((word) => word.kind === 'spaced').map((word) => word.text)),
    runs: joined.filter((word) => word.kind !== 'spaced').map((word) => word.text),
    compounds: new Set(compoundsOf(words)),
  };
}

/** The keyword's word `word`, the `i`-th of `count`, at a term's word in a phrase. */
function wordAt(word: SearchWord, at: SearchWord, i: number, count: number): boolean {
  if (word.kind === 'spaced' || at.kind !== word.kind) return at.text === word.text;
  const isFirst = i === 0;
  const isLast = i === count - 1;
  if (isFirst && isLast) return at.text.includes(word.text);
  if (isFirst) return at.text.endsWith(word.text);
  if (isLast) return at.text.startsWith(word.text);
  return at.text === word.text;
}

function containsPhrase(term: readonly SearchWord[], phrase: readonly SearchWord[]): boolean {
  const last = term.length - phrase.length;
  outer: for (let start = 0; start <= last; start++) {
    for (let i = 0; i < phrase.length; i++)
      if (!wordAt(phrase[i] as SearchWord, term[start + i] as SearchWord, i, phrase.length)) continue outer;
    return true;
  }
  return false;
}

/** A spaced phrase spelled by a run of whole neighbouring spaced words of the term ("tshirt" by "t", "shirt"). */
function containsCompact(term: readonly SearchWord[], phrase: string): boolean {
  for (let start = 0; start < term.length; start++) {
    let text = '';
    for (let end = start; end < term.length && text.length < phrase.length; end++) {
      const word = term[end]!;
      if (word.kind !== 'spaced' || !phrase.startsWith(text + word.text)) break;
      text += word.text;
    }
    if (text === phrase) return true;
  }
  return false;
}

function inTerm(word: SearchWord, term: SearchTerm): boolean {
  if (word.kind === 'spaced') return term.spaced.has(word.text) || term.compounds.has(word.text);
  return term.runs.some((run) => run.includes(word.text));
}

/** Every keyword word in the term, or two or three neighbouring keyword words as one word of it. */
function broadMatches(words: readonly SearchWord[], term: SearchTerm): boolean {
  let at = 0;
  next: while (at < words.length) {
    if (inTerm(words[at]!, term)) {
      at++;
      continue;
    }
    for (let end = at + 2; end <= Math.min(words.length, at + COMPOUND_PARTS); end++) {
      const text = compact(words.slice(at, end));
      if (text !== null && term.spaced.has(text)) {
        at = end;
        continue next;
      }
    }
    return false;
  }
  return true;
}

export function keywordMatches(keyword: Keyword, term: SearchTerm): boolean {
  if (keyword.words.length === 0 || term.words.length === 0) return false;
  switch (keyword.matchType) {
    case 'EXACT': {
      if (
        keyword.words.length === term.joined.length &&
        keyword.words.every((word, i) => word.text === term.joined[i]?.text)
      )
        return true;
      const text = compact(keyword.words);
      return text !== null && text === compact(term.joined);
    }
    case 'PHRASE': {
      if (containsPhrase(term.joined, keyword.words)) return true;
      const text = compact(keyword.words);
      return text !== null && containsCompact(term.joined, text);
    }
    default:
      return broadMatches(keyword.words, term);
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

/** Spaced words shorter than this ("a", "of", "tv", "4k") cannot tell a product: ignored by relevance. */
const MIN_RELEVANT_WORD = 3;
/** Spaceless runs are compared by their pieces of this many characters (most Chinese words are two). */
const GRAM = { syllabic: 2, alphabetic: 3 } as const;

function addRelevanceUnits(words: readonly SearchWord[], into: Set<string>): void {
  // "t-shirt" and "tshirt" are one word here too: two neighbouring words run together count as one.
  for (const compound of compoundsOf(words)) if (compound.length >= MIN_RELEVANT_WORD) into.add(compound);
  for (const word of words) {
    const chars = [...word.text];
    if (word.kind === 'spaced') {
      if (chars.length >= MIN_RELEVANT_WORD) into.add(word.text);
      continue;
    }
    const size = GRAM[word.kind];
    for (let i = 0; i + size <= chars.length; i++) into.add(chars.slice(i, i + size).join(''));
  }
}

/**
 * What relevance compares of a product's name and category name, built once per product when the index is
 * built: its spaced words of 3 characters or more (plurals folded), and every 2 characters of a Han, kana or
 * Hangul run (3 of a Thai, Lao, Khmer or Myanmar one), which stand in for the words such a run is not cut into.
 */
export function relevanceWordsOf(...texts: string[]): Set<string> {
  const found = new Set<string>();
  for (const text of texts) addRelevanceUnits(searchWordsOf(text), found);
  return found;
}

/** The same units of a term, for `isRelevant`. */
export function relevanceTermOf(term: SearchTerm): string[] {
  const found = new Set<string>();
  addRelevanceUnits(term.words, found);
  return [...found];
}

/**
 * Relevance of a SKU to a search term for an ad set without keywords: some unit of the term (a word of 3 or
 * more characters, or 2 characters of a Han, kana or Hangul run, 3 of a Thai one) is one of the product's
 * name or its category's name. A term without such a unit ("tv", "4k", "鞋", a blank term) is relevant to
 * nothing: such an ad set cannot tell whether it fits, so it does not show (keyword ad sets still may).
 */
export function isRelevant(productWords: ReadonlySet<string>, termStems: readonly string[]): boolean {
  for (const word of termStems) if (productWords.has(word)) return true;
  return false;
}
