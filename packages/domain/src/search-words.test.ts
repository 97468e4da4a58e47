import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldPlural, searchWordsOf } from './search-words';

const texts = (text: string) => searchWordsOf(text).map((word) => word.text);

describe('search words', () => {
  it('are lower-cased, NFKC-normalised runs of letters and digits; punctuation separates them', () => {
    expect(texts("  Kids' Running-Shoes, NIKE!  ")).toEqual(['kid', 'running', 'shoe', 'nike']);
    expect(texts('cafe\u0301')).toEqual(texts('caf\u00e9'));
    expect(texts('\uff33\uff28\uff2f\uff25\u3000\uff14\uff2b')).toEqual(['shoe', '4k']);
    expect(texts('...  / -')).toEqual([]);
    expect(searchWordsOf(null)).toEqual([]);
  });

  it('drop apostrophes and invisible characters inside a word; a zero-width space separates', () => {
    expect(texts("men's o\u2019neill")).toEqual(['men', 'oneill']);
    expect(texts('sho\u00ades\u200d\ufeff')).toEqual(['shoe']);
    expect(texts('running\u200bshoes')).toEqual(['running', 'shoe']);
  });

  it('keep combining marks with their letter (Thai, Devanagari)', () => {
    expect(texts('รองเท้า')).toEqual(['รองเท้า']);
    expect(texts('जूते')).toEqual(['जूते']);
  });

  it('cut a word where a script written without spaces begins or ends, and say which kind it is', () => {
    expect(searchWordsOf('nike運動鞋 15吋 รองเท้า')).toEqual([
      { text: 'nike', kind: 'spaced' },
      { text: '運動鞋', kind: 'syllabic' },
      { text: '15', kind: 'spaced' },
      { text: '吋', kind: 'syllabic' },
      { text: 'รองเท้า', kind: 'alphabetic' },
    ]);
    expect(searchWordsOf('ランニングシューズ 운동화')).toEqual([
      { text: 'ランニングシューズ', kind: 'syllabic' },
      { text: '운동화', kind: 'syllabic' },
    ]);
  });

  it('fold a simple Latin plural, and only that', () => {
    expect(
      ['shoes', 'kids', 'dresses', 'boxes', 'watches', 'dishes', 'cases', 'glasses'].map(foldPlural),
    ).toEqual(['shoe', 'kid', 'dress', 'box', 'watch', 'dish', 'case', 'glass']);
    expect(['bus', 'gas', 'dress', 'glass', 'shoe', 'tvs', 'axes'].map(foldPlural)).toEqual([
      'bus',
      'gas',
      'dress',
      'glass',
      'shoe',
      'tvs',
      'axe',
    ]);
  });

  it('fold "ies" and "ie" alike from 5 letters on, so the singular, the plural and the -y spelling meet', () => {
    const hoodie = ['hoodies', 'hoodie', 'hoody'].map(foldPlural);
    expect(new Set(hoodie)).toEqual(new Set(['hoody']));
    expect(['accessories', 'accessory', 'beanies', 'beanie'].map(foldPlural)).toEqual([
      'accessory',
      'accessory',
      'beany',
      'beany',
    ]);
    expect(['ties', 'tie', 'pies'].map(foldPlural)).toEqual(['tie', 'tie', 'pie']);
  });

  it('fold the case lower case leaves out: ß is ss, a final ς is σ', () => {
    const texts = (text: string) => searchWordsOf(text).map((word) => word.text);
    expect(texts('Straße STRASSE strasse')).toEqual(['strasse', 'strasse', 'strasse']);
    expect(texts('ΠΑΠΟΥΤΣΙΑ ΟΔΟΣ')).toEqual(texts('παπουτσια οδος'));
  });

  it('are stable: the words of the words are the same words', () => {
    const tricky = fc.constantFrom(
      ..."aseSiİß\u0301\u00ad\u200b\u200d'’運鞋ーｶﾞร้가\u3000-.ﬀⅣ㎒ςΣ\ufe00".split(''),
    );
    const unit = fc.oneof(tricky, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        const words = searchWordsOf(text);
        expect(searchWordsOf(words.map((word) => word.text).join(' '))).toEqual(words);
      }),
    );
  });
});
