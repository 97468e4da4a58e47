import { describe, expect, it } from 'vitest';
import {
  isRelevant,
  keywordMatches,
  parseKeyword,
  parseKeywords,
  passesKeywords,
  relevanceTermOf,
  relevanceWordsOf,
  searchTermOf,
} from './keyword-match';

const matches = (stored: string, term: string) => keywordMatches(parseKeyword(stored), searchTermOf(term));

describe('keyword match types', () => {
  it('broad: every word of the keyword in the term, any order, case and spaces ignored', () => {
    expect(matches('running shoes', 'Shoes for  RUNNING')).toBe(true);
    expect(matches('running shoes', 'running socks')).toBe(false);
    expect(matches('shoes', 'shoe')).toBe(false);
  });

  it('phrase: the words next to each other, in order', () => {
    expect(matches('"running shoes"', 'red running shoes sale')).toBe(true);
    expect(matches('"running shoes"', 'shoes running')).toBe(false);
    expect(matches('"running shoes"', 'running red shoes')).toBe(false);
  });

  it('exact: the whole term, nothing more', () => {
    expect(matches('[running shoes]', '  Running   Shoes ')).toBe(true);
    expect(matches('[running shoes]', 'running shoes sale')).toBe(false);
    expect(matches('[running shoes]', 'shoes running')).toBe(false);
  });

  it('a blank keyword or term matches nothing', () => {
    expect(matches('[]', 'shoes')).toBe(false);
    expect(matches('shoes', '   ')).toBe(false);
    expect(parseKeywords(['', '  ', '""', 'ok'])).toHaveLength(1);
  });
});

describe('passesKeywords', () => {
  const adSet = (keywords: string[], negative: string[] = []) => ({
    keywords: parseKeywords(keywords),
    negativeKeywords: parseKeywords(negative),
  });

  it('an ad set with keywords enters only when one matches', () => {
    expect(passesKeywords(adSet(['jackets', 'coats']), searchTermOf('winter coats'))).toBe(true);
    expect(passesKeywords(adSet(['jackets', 'coats']), searchTermOf('dresses'))).toBe(false);
  });

  it('a matching negative keyword excludes it, whichever its match type', () => {
    expect(passesKeywords(adSet(['jackets'], ['[cheap jackets]']), searchTermOf('cheap jackets'))).toBe(
      false,
    );
    expect(passesKeywords(adSet(['jackets'], ['[cheap jackets]']), searchTermOf('cheap jackets men'))).toBe(
      true,
    );
    expect(passesKeywords(adSet(['jackets'], ['"used jackets"']), searchTermOf('old used jackets'))).toBe(
      false,
    );
    expect(passesKeywords(adSet(['jackets'], ['"used jackets"']), searchTermOf('jackets used'))).toBe(true);
    expect(passesKeywords(adSet(['jackets'], ['kids']), searchTermOf('Jackets for KIDS'))).toBe(false);
  });

  it('an ad set without keywords passes (its SKUs decide), unless a negative keyword matches', () => {
    expect(passesKeywords(adSet([]), searchTermOf('anything'))).toBe(true);
    expect(passesKeywords(adSet([], ['anything']), searchTermOf('anything'))).toBe(false);
  });
});

describe('relevance of a SKU without keywords', () => {
  const words = relevanceWordsOf('Northwind Wool Jacket, navy', 'Jackets & Coats');

  it('a word of the term (3+ letters, plural s dropped) in the name or the category', () => {
    expect(isRelevant(words, relevanceTermOf(searchTermOf('navy jackets')))).toBe(true);
    expect(isRelevant(words, relevanceTermOf(searchTermOf('COATS')))).toBe(true);
    expect(isRelevant(words, relevanceTermOf(searchTermOf('dress')))).toBe(false);
    expect(isRelevant(words, relevanceTermOf(searchTermOf('of a')))).toBe(true);
  });
});
