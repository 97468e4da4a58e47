import { demoBrandSpecs } from '../../server/src/db/seed/demo-brands';
import { type DemoCategory, demoCategories, demoRootCategories } from './demo-marketplace';

/**
 * The category a search results page is in, as a marketplace's search finds it (decision 0269): the page of
 * a search carries the category of what it found, which category-targeted search banners need (decision
 * 0260).
 *
 * - A term naming a category ("running shorts", "northwind jeans") is in that category. The longest name
 *   found wins ("training t-shirts" is Training T-Shirts, not T-Shirts); names and product words count
 *   ("running shoe": Road Running Shoes), as whole words.
 * - A name several departments use ("jeans": women's, men's, boys') gives each as a choice: the shopper
 *   filters one of them (the caller draws it).
 * - A brand's name alone is in the brand's department when it makes one only ("kite athletics": Sports);
 *   a brand of several departments has no main category, nor has any other term.
 */

/** One category a search may be in; `leaf` when it is a leaf (a category name), null for a department. */
export type SearchCategory = { id: number; leaf: DemoCategory | null };

type Phrase = { words: string; leaves: DemoCategory[] };

const phrases: readonly Phrase[] = (() => {
  const byWords = new Map<string, DemoCategory[]>();
  for (const leaf of demoCategories)
    for (const words of new Set([leaf.name.toLowerCase(), leaf.item.toLowerCase()])) {
      const leaves = byWords.get(words) ?? [];
      leaves.push(leaf);
      byWords.set(words, leaves);
    }
  // Longest first: the first phrase found is the most specific one.
  return [...byWords]
    .map(([words, leaves]) => ({ words, leaves }))
    .sort((a, b) => b.words.length - a.words.length || a.words.localeCompare(b.words));
})();

const brandDepartments: ReadonlyMap<string, SearchCategory> = new Map(
  demoBrandSpecs.flatMap((brand) => {
    const root = brand.roots.length === 1 ? demoRootCategories.find((r) => r.name === brand.roots[0]) : null;
    return root ? [[brand.name.toLowerCase(), { id: root.id, leaf: null }] as const] : [];
  }),
);

function resolve(term: string): readonly SearchCategory[] {
  const spaced = ` ${term.trim().toLowerCase()} `;
  const found = phrases.find((phrase) => spaced.includes(` ${phrase.words} `));
  if (found) return found.leaves.map((leaf) => ({ id: leaf.id, leaf }));
  const brand = brandDepartments.get(term.trim().toLowerCase());
  return brand ? [brand] : [];
}

const known = new Map<string, readonly SearchCategory[]>();

/** The categories the term's results page may be in (none: a search without a category). */
export function searchCategories(term: string): readonly SearchCategory[] {
  let categories = known.get(term);
  if (!categories) {
    categories = resolve(term);
    known.set(term, categories);
  }
  return categories;
}
