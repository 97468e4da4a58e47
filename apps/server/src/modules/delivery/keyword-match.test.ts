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
    expect(matches('shoes', 'shoestring')).toBe(false);
    expect(matches('shoes', 'shop')).toBe(false);
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
  });
});

const adSet = (keywords: string[], negative: string[] = []) => ({
  keywords: parseKeywords(keywords),
  negativeKeywords: parseKeywords(negative),
});
const passes = (keywords: string[], negative: string[], term: string) =>
  passesKeywords(adSet(keywords, negative), searchTermOf(term));

describe('words as the shopper types them (decision 0259)', () => {
  it('punctuation separates words: a negative keyword excludes "cheap, shoes"', () => {
    expect(passes(['shoes'], ['cheap'], 'cheap, shoes')).toBe(false);
    expect(passes([], ['"used shoes"'], 'used shoes.')).toBe(false);
    expect(passes(['shoes'], ['[kids shoes]'], "Kids' shoes")).toBe(false);
    expect(passes(['shoes'], ['cheap'], 'cheaper shoes')).toBe(true);
  });

  it('punctuation does not hide a keyword from broad, phrase or exact', () => {
    expect(matches('shoes', 'shoes.')).toBe(true);
    expect(matches('shoes', 'shoes, nike')).toBe(true);
    expect(matches('running shoes', 'running-shoes')).toBe(true);
    expect(matches('"running shoes"', '(running/shoes)')).toBe(true);
    expect(matches('[kids shoes]', "kids' shoes")).toBe(true);
    expect(matches('[mens shoes]', "men's shoes!")).toBe(true);
    expect(matches('[t-shirt]', 'T shirt')).toBe(true);
  });

  it('Unicode forms: composed and decomposed, full width and invisible characters are the same text', () => {
    expect(matches('caf\u00e9', 'cafe\u0301 latte')).toBe(true);
    expect(matches('[cafe\u0301]', 'CAF\u00c9')).toBe(true);
    expect(matches('[shoes nike]', '\uff33\uff28\uff2f\uff25\uff33\u3000\uff4e\uff49\uff4b\uff45')).toBe(
      true,
    );
    expect(matches('running shoes', 'running\u200bshoes')).toBe(true);
    expect(matches('[shoes]', 'sho\u00ades\ufeff')).toBe(true);
    expect(passes([], ['cheap'], 'che\u200dap shoes')).toBe(false);
  });

  it('plurals are folded on both sides, as relevance folds them', () => {
    expect(passes(['jackets'], ['kid'], 'jackets for kids')).toBe(false);
    expect(passes(['jacket'], [], 'JACKETS')).toBe(true);
    expect(matches('[dress]', 'dresses')).toBe(true);
    expect(matches('"phone case"', 'iphone phone cases')).toBe(true);
    expect(matches('[boxes]', 'box')).toBe(true);
    expect(matches('glass', 'glasses')).toBe(true);
    expect(matches('bus', 'bu')).toBe(false);
  });
});

describe('scripts written without spaces (Han, kana, Hangul, Thai)', () => {
  it('a keyword is looked for inside the run of the term', () => {
    expect(matches('運動鞋', '男子運動鞋')).toBe(true);
    expect(matches('"運動鞋"', '男子運動鞋 黑色')).toBe(true);
    expect(matches('運動鞋', '男子跑鞋')).toBe(false);
    expect(matches('シューズ', 'ランニングシューズ')).toBe(true);
    expect(matches('운동화', '남성운동화를')).toBe(true);
    expect(matches('รองเท้า', 'รองเท้าวิ่ง')).toBe(true);
    expect(matches('nike 運動鞋', '運動鞋nike')).toBe(true);
  });

  it('a negative keyword excludes a search that contains it (HK/TW catalogs)', () => {
    expect(passes([], ['二手'], '二手運動鞋')).toBe(false);
    expect(passes(['運動鞋'], ['二手'], '二手運動鞋')).toBe(false);
    expect(passes(['運動鞋'], ['二手'], '全新運動鞋')).toBe(true);
    expect(passes([], ['"nike 二手"'], 'nike二手運動鞋')).toBe(false);
  });

  it('exact wants the whole term; a phrase keeps its order; a space between runs counts for nothing', () => {
    expect(matches('[運動鞋]', '男子運動鞋')).toBe(false);
    expect(matches('[運動鞋]', '運動鞋')).toBe(true);
    expect(matches('[二手 運動鞋]', '二手運動鞋')).toBe(true);
    expect(matches('"二手 運動鞋"', '男子二手運動鞋')).toBe(true);
    expect(matches('"運動鞋 二手"', '二手運動鞋')).toBe(false);
    expect(matches('"nike 運動鞋"', 'nike 男子運動鞋')).toBe(false);
    expect(matches('"nike 運動鞋"', 'nike運動鞋 特價')).toBe(true);
    expect(matches('運動鞋 男子', '男子運動鞋')).toBe(true);
  });
});

describe('relevance of a SKU without keywords: a term without a telling word shows nothing', () => {
  const tv = relevanceWordsOf('Samsung 4K TV 55"', 'TV & Home Cinema');
  const relevant = (product: Set<string>, term: string) =>
    isRelevant(product, relevanceTermOf(searchTermOf(term)));

  it('short words ("tv", "pc", "4k", "of a") and a blank term are relevant to nothing', () => {
    for (const term of ['tv', 'pc', '4k', 'of a', '', '  ', '...'])
      expect({ term, relevant: relevant(tv, term) }).toEqual({ term, relevant: false });
    expect(relevant(tv, 'samsung tv')).toBe(true);
    expect(relevant(tv, 'cinemas')).toBe(true);
  });

  it('two Han characters are a word; a Han term matches the runs of a name by their pieces', () => {
    const laptop = relevanceWordsOf('Acer 筆記型電腦 15吋', '電腦');
    const shoe = relevanceWordsOf('Nike 男子跑鞋 黑色', '運動鞋');
    expect(relevant(shoe, '跑鞋')).toBe(true);
    expect(relevant(laptop, '跑鞋')).toBe(false);
    expect(relevant(shoe, '黑色運動鞋')).toBe(true);
    expect(relevant(laptop, '黑色運動鞋')).toBe(false);
    expect(relevant(laptop, '電腦')).toBe(true);
    expect(relevant(shoe, '鞋')).toBe(false);
  });

  it('a Thai term needs three characters in common', () => {
    const shoe = relevanceWordsOf('รองเท้าวิ่งผู้ชาย');
    expect(relevant(shoe, 'รองเท้า')).toBe(true);
    expect(relevant(shoe, 'เสื้อ')).toBe(false);
  });
});

describe('compounds written together or apart (decision 0259 addendum)', () => {
  const forms = ['t-shirt', 't shirt', 'tshirt', 'T-Shirts', 'tshirts'];

  it('exact: every form of "t-shirt" matches every other, and nothing longer', () => {
    for (const keyword of forms)
      for (const term of forms) expect(matches(`[${keyword}]`, term), `[${keyword}] / ${term}`).toBe(true);
    expect(matches('[t-shirt]', 'red tshirt')).toBe(false);
    expect(matches('[tshirt]', 't shirt dress')).toBe(false);
  });

  it('phrase: found as whole neighbouring words of the term, in order', () => {
    for (const keyword of forms) {
      expect(matches(`"${keyword}"`, 'red tshirt sale'), keyword).toBe(true);
      expect(matches(`"${keyword}"`, 'red t-shirt sale'), keyword).toBe(true);
      expect(matches(`"${keyword}"`, 'shirt t'), keyword).toBe(false);
    }
    expect(matches('"v neck tshirt"', 'white vneck t-shirt')).toBe(true);
    // Not inside a longer word: "tshirt" is no run of whole words of "tshirtdress".
    expect(matches('"t shirt"', 'tshirtdress')).toBe(false);
    expect(matches('"t shirt"', 'at shirt')).toBe(false);
  });

  it('broad: a keyword word as neighbouring term words, and keyword words as one term word, any order', () => {
    expect(matches('tshirt red', 'red t shirt')).toBe(true);
    expect(matches('red t-shirt', 'tshirt red')).toBe(true);
    expect(matches('red t-shirt', 'tshirt blue')).toBe(false);
    expect(matches('shoes', 'shoestring')).toBe(false);
    expect(matches('shoestring', 'shoe string')).toBe(true);
  });

  it('negative keywords exclude every form', () => {
    const adSet = { keywords: parseKeywords(['shirt']), negativeKeywords: parseKeywords(['t-shirt']) };
    expect(passesKeywords(adSet, searchTermOf('tshirt'))).toBe(false);
    expect(passesKeywords(adSet, searchTermOf('t shirt'))).toBe(false);
    expect(passesKeywords(adSet, searchTermOf('dress shirt'))).toBe(true);
  });

  it('relevance: a product named "T-Shirt" is relevant to "tshirt", and "Tshirt" to "t shirt"', () => {
    expect(
      isRelevant(relevanceWordsOf('Northwind Cotton T-Shirt'), relevanceTermOf(searchTermOf('tshirt'))),
    ).toBe(true);
    expect(
      isRelevant(relevanceWordsOf('Northwind Cotton Tshirt'), relevanceTermOf(searchTermOf('t shirt'))),
    ).toBe(true);
    expect(
      isRelevant(relevanceWordsOf('Northwind Cotton Polo'), relevanceTermOf(searchTermOf('tshirt'))),
    ).toBe(false);
  });
});
