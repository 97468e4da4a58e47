/**
 * The words of a keyword, a negative keyword, a shopper's search or a product's name, as the delivery engine
 * compares them (decision 0259). One rule for all of them, so a keyword can never miss its own word because
 * the two sides were cut differently.
 *
 * - NFKC, then lower case: full-width "ＳＨＯＥＳ" is "shoes", a composed and a decomposed "café" are one word;
 *   ß is "ss" and a final ς is σ (the case folding lower case leaves out);
 * - apostrophes and invisible format characters (zero-width joiners, soft hyphen, variation selectors, byte
 *   order mark) are dropped inside a word: "kids'" is "kids", "men's" is "mens"; a zero-width space
 *   separates words, as any space does;
 * - a word is a run of letters (with their combining marks, which Thai and Indic vowels are) and digits;
 *   anything else (punctuation, hyphens, symbols, spaces of any width) separates words;
 * - a word is also cut where it passes between a script written without spaces and any other:
 *   "nike運動鞋" is "nike" and "運動鞋";
 * - a simple plural is folded (`foldPlural`).
 */
export type SearchWord = { text: string; kind: WordKind };

/**
 * `spaced`: a word of a script that separates words (Latin, Cyrillic, …), compared whole. The others are runs
 * of a script written without spaces between words, which a keyword is looked for inside of: `syllabic`
 * (Han, hiragana, katakana, Hangul: a character is a word or a syllable) and `alphabetic` (Thai, Lao, Khmer,
 * Myanmar: a character is a letter). Hangul separates phrases by spaces but not a noun from its particle
 * (운동화를) or compound nouns (남성운동화), so it is looked for inside a run too.
 */
export type WordKind = 'spaced' | 'syllabic' | 'alphabetic';

/** U+200B, the zero-width space, is default-ignorable too, but marks a word boundary (UAX #29): kept, so it splits. */
const DROPPED = /['\u2018\u2019\u02bc]|(?!\u200b)\p{Default_Ignorable_Code_Point}/gu;
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;
const RUNS =
  /([\p{scx=Han}\p{scx=Hira}\p{scx=Kana}\p{scx=Hang}]+)|([\p{scx=Thai}\p{scx=Laoo}\p{scx=Khmr}\p{scx=Mymr}]+)|([^\p{scx=Han}\p{scx=Hira}\p{scx=Kana}\p{scx=Hang}\p{scx=Thai}\p{scx=Laoo}\p{scx=Khmr}\p{scx=Mymr}]+)/gu;
const PLURAL_ES = /(?:ss|sh|ch|x|z)es$/;
const FOLDED = /[ßς]/g;

/**
 * A Latin plural folded to its singular: a final "s" dropped ("shoes" → "shoe", "kids" → "kid"), or "es"
 * after s, sh, ch, x or z ("dresses" → "dress", "boxes" → "box"); words under 4 letters ("bus", "gas") and
 * ending in "ss" ("dress", "glass") stay. From 5 letters on, "ies" and "ie" both end in "y": "accessories" and
 * "accessory", "hoodies" and "hoodie" (and "hoody") are one word; folding only "ies" to "y" would have parted
 * "hoodies" from "hoodie". Crude ("news" becomes "new", "series" "sery"), but applied to both sides of every
 * comparison, so it can only join two forms of a word, never part a keyword from its own word; and stable
 * (folding a folded word changes nothing).
 */
export function foldPlural(word: string): string {
  if (word.length >= 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length >= 5 && word.endsWith('ie')) return `${word.slice(0, -2)}y`;
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return word;
  return word.length >= 5 && PLURAL_ES.test(word) ? word.slice(0, -2) : word.slice(0, -1);
}

/** The words of a text, in order; none for a blank text or one of punctuation only. */
export function searchWordsOf(text: string | null | undefined): SearchWord[] {
  const words: SearchWord[] = [];
  // NFKC again once lower-cased ("İ" becomes "i̇") and rid of invisible characters (which may sit between a
  // letter and its accent).
  // Then the case folding lower case leaves out: German ß is "ss" (STRASSE, Straße), Greek final ς is σ.
  const normalised = (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(DROPPED, '')
    .replace(FOLDED, (letter) => (letter === 'ß' ? 'ss' : 'σ'))
    .normalize('NFKC');
  for (const piece of normalised.split(SEPARATORS)) {
    for (const [, syllabic, alphabetic, spaced] of piece.matchAll(RUNS)) {
      if (syllabic) words.push({ text: syllabic, kind: 'syllabic' });
      else if (alphabetic) words.push({ text: alphabetic, kind: 'alphabetic' });
      else if (spaced) words.push({ text: foldPlural(spaced), kind: 'spaced' });
    }
  }
  return words;
}
