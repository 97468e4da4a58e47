import { describe, expect, it } from 'vitest';
import { demoCategories, demoRootCategories } from './demo-marketplace';
import { searchCategories } from './search-category';

/** The full names of the categories a term's results page may be in. */
const pathsOf = (term: string) =>
  searchCategories(term).map(({ id, leaf }) =>
    leaf ? `${leaf.name} ${leaf.id}` : demoRootCategories.find((root) => root.id === id)!.name,
  );
const leafIds = (name: string) =>
  demoCategories.filter((leaf) => leaf.name === name).map((leaf) => `${leaf.name} ${leaf.id}`);

describe('the category of a search', () => {
  it('is the category the term names, the longest name found', () => {
    expect(pathsOf('running shorts')).toEqual(leafIds('Running Shorts'));
    // Not T-Shirts (women's, men's, girls', boys'): the sports category the whole name is.
    expect(pathsOf('training t-shirts')).toEqual(leafIds('Training T-Shirts'));
    // A product word names its category; a brand before it does not change it.
    expect(pathsOf('running shoe')).toEqual(leafIds('Road Running Shoes'));
    expect(pathsOf('harbor lane chinos')).toEqual(leafIds('Chinos'));
  });

  it('is a choice between the departments that use the same name', () => {
    expect(pathsOf('jeans')).toHaveLength(3);
    expect(pathsOf('jeans')).toEqual(leafIds('Jeans'));
    // Whole words: "shirts" is not in "t-shirts".
    expect(pathsOf('t-shirts')).toEqual(leafIds('T-Shirts'));
    expect(pathsOf('shirts')).toEqual(leafIds('Shirts'));
  });

  it("is a brand's department when the brand makes one only, else none", () => {
    expect(pathsOf('kite athletics')).toEqual(['Sports']);
    // Northwind makes women's and men's clothes: no main category.
    expect(pathsOf('northwind')).toEqual([]);
    expect(pathsOf('gift ideas')).toEqual([]);
  });
});
