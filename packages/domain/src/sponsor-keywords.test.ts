import { describe, expect, it } from 'vitest';
import {
  addKeywords,
  formatNegativeKeyword,
  keywordMatchTypes,
  MAX_KEYWORDS,
  negativeKeywordOptions,
  parseKeywordsCsv,
  parseNegativeKeyword,
} from './sponsor-keywords';

describe('keywords', () => {
  it('read the first CSV column, trimmed, blanks and duplicates dropped', () => {
    const csv = '\uFEFFshoes, 10\r\n  bags ;x\n\n"red, dress",1\nShoes\n   \n"say ""hi""",2\nbags';
    expect(parseKeywordsCsv(csv)).toEqual(['shoes', 'bags', 'red, dress', 'say "hi"']);
  });

  it('skip a header row ("keyword", "Keywords", …) but keep the word later in the file', () => {
    expect(parseKeywordsCsv('keyword,volume\nshoes,10\nbags,2\n')).toEqual(['shoes', 'bags']);
    expect(parseKeywordsCsv('\uFEFF\n"Keywords"\nshoes\nkeyword\n')).toEqual(['shoes', 'keyword']);
    expect(parseKeywordsCsv('Target keywords;x\nshoes')).toEqual(['shoes']);
    expect(parseKeywordsCsv('shoes\nkeyword')).toEqual(['shoes', 'keyword']);
  });

  it('add suggestions without duplicates and within the limit', () => {
    expect(addKeywords(['a'], ['b', 'A', ' c '])).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: MAX_KEYWORDS + 5 }, (_, index) => `k${index}`);
    expect(addKeywords([], many)).toHaveLength(MAX_KEYWORDS);
  });

  it('format and parse negative keywords as exact [x], phrase "x" and broad x', () => {
    expect(formatNegativeKeyword(' red shoes ', 'EXACT')).toBe('[red shoes]');
    expect(formatNegativeKeyword('red shoes', 'PHRASE')).toBe('"red shoes"');
    expect(formatNegativeKeyword('red shoes', 'BROAD')).toBe('red shoes');
    for (const matchType of keywordMatchTypes) {
      expect(parseNegativeKeyword(formatNegativeKeyword('red shoes', matchType))).toEqual({
        text: 'red shoes',
        matchType,
      });
    }
    expect(parseNegativeKeyword('[')).toEqual({ text: '[', matchType: 'BROAD' });
    expect(negativeKeywordOptions('x')).toEqual(['[x]', 'x', '"x"']);
    expect(negativeKeywordOptions('  ')).toEqual([]);
  });
});
