import { formatDecimalText } from '@portal/domain/money';
import { demoBrandSpecs } from '../../server/src/db/seed/demo-brands';
import { categoryTree } from '../../server/src/db/seed/demo-category-tree';
import { shelfPriceMicros } from '../../server/src/db/seed/demo-prices';
import { referenceCatalogs, referenceCurrencies } from '../../server/src/db/seed/seed-reference-data';

/**
 * What the simulated marketplace knows about itself without reading the portal's database: the demo
 * catalogs, their leaf categories and what their shoppers search for, all derived from the demo seed's
 * static data (apps/server/src/db/seed). Ids follow the seed's insertion order on a fresh database (the
 * catalogs, then the category tree level by level); simulator.api.test.ts checks them against a seeded
 * database. SKUs are never guessed: the simulator learns them from the ads it is served.
 */

export type DemoCategory = { id: number; name: string; item: string; priceSgd: readonly [number, number] };

export type DemoCatalog = {
  id: number;
  code: string;
  currency: { rate: number; maxFractionDigits: number };
  /** Search terms: category names, product words, brand names and brand + category. */
  searchTerms: readonly string[];
  /** The brands selling here for sure (the seed places the others at random). */
  brands: readonly string[];
};

/** The top categories (depth 1: Women, Men, Kids, Sports), with their ids on a freshly seeded database. */
export const demoRootCategories: readonly { id: number; name: string }[] = categoryTree.map(
  (root, index) => ({
    id: index + 1,
    name: root.name,
  }),
);

/** The leaf (depth 4) categories products hang on, with their ids on a freshly seeded database. */
export const demoCategories: readonly DemoCategory[] = (() => {
  const roots = categoryTree;
  const departments = roots.flatMap((root) => root.departments);
  const groups = departments.flatMap((department) => department.groups);
  let id = roots.length + departments.length + groups.length;
  return groups.flatMap((group) =>
    group.leaves.map(([name, item]) => ({ id: ++id, name, item, priceSgd: group.priceSgd })),
  );
})();

const currencyOf = (code: string) => {
  const currency = referenceCurrencies.find((candidate) => candidate.code === code)!;
  return { rate: Number(currency.rate), maxFractionDigits: currency.maxFractionDigits };
};

function searchTermsFor(brands: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const category of demoCategories) {
    terms.add(category.name.toLowerCase());
    terms.add(category.item.toLowerCase());
  }
  for (const brand of brands) {
    terms.add(brand.toLowerCase());
    for (const category of demoCategories.slice(0, 12)) terms.add(`${brand} ${category.name}`.toLowerCase());
  }
  return [...terms];
}

/** The demo catalogs in id order (SG is 1, as seedReferenceData inserts them). */
export const demoCatalogs: readonly DemoCatalog[] = referenceCatalogs.map((catalog, index) => {
  const brands = demoBrandSpecs
    .filter((brand) => !brand.catalogs || brand.catalogs.includes(catalog.code))
    .map((brand) => brand.name);
  return {
    id: index + 1,
    code: catalog.code,
    currency: currencyOf(catalog.currencyCode),
    searchTerms: searchTermsFor(brands),
    brands,
  };
});

/** The catalogs named on the command line (codes or ids; none: all), or the first name not known. */
export function selectCatalogs(names: readonly string[]): { catalogs: DemoCatalog[] } | { unknown: string } {
  if (names.length === 0) return { catalogs: [...demoCatalogs] };
  const catalogs: DemoCatalog[] = [];
  for (const name of names) {
    const catalog = demoCatalogs.find(
      (candidate) => candidate.code === name.toUpperCase() || String(candidate.id) === name,
    );
    if (!catalog) return { unknown: name };
    if (!catalogs.includes(catalog)) catalogs.push(catalog);
  }
  return { catalogs };
}

/**
 * A shelf price the way the seed prices products (an amount in SGD converted and rounded to what a shop
 * prints), as the decimal text an order carries: "29.9", "349000". `amountSgd` is a whole number.
 */
export function orderPrice(catalog: DemoCatalog, amountSgd: number): string {
  return formatDecimalText(shelfPriceMicros(amountSgd, catalog.currency), 0, 6);
}
