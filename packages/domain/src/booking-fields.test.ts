import { describe, expect, it } from 'vitest';
import { english } from './booking-english.test-support';
import {
  fieldValueError as fieldValueErrorKey,
  isCatalogPage,
  missingRequiredFields,
  type PlacementField,
  parseFieldRule,
  ventureLanguages,
} from './booking-fields';

const fieldValueError = (...args: Parameters<typeof fieldValueErrorKey>) =>
  english(fieldValueErrorKey(...args));
const base = 'https://www.fashionmarket.sg';
const headline: PlacementField = {
  order: 1,
  name: 'Headline',
  guide: 'Short',
  rule: 'required;max:10',
  type: 'TEXT',
};
const note: PlacementField = { order: 4, name: 'Note', guide: '', rule: '', type: 'TEXT' };
const image: PlacementField = { order: 2, name: 'Banner', guide: '', rule: 'required', type: 'IMAGE' };
const landing: PlacementField = {
  order: 3,
  name: 'Landing URL',
  guide: '',
  rule: 'required',
  type: 'LANDING_URL',
};

describe('parseFieldRule', () => {
  it('reads required and max', () => {
    expect(parseFieldRule('required;max:80')).toEqual({ required: true, max: 80 });
    expect(parseFieldRule(' max:5 ; required ')).toEqual({ required: true, max: 5 });
    expect(parseFieldRule('')).toEqual({ required: false, max: null });
    expect(parseFieldRule('max:abc;whatever')).toEqual({ required: false, max: null });
  });
});

describe('fieldValueError', () => {
  it('requires a required value', () => {
    expect(fieldValueError(headline, '   ', base)).toBe('Headline is required');
    expect(fieldValueError(note, '', base)).toBeNull();
  });

  it('counts characters of the trimmed value', () => {
    expect(fieldValueError(headline, ' 0123456789 ', base)).toBeNull();
    expect(fieldValueError(headline, '01234567890', base)).toBe('Headline must be at most 10 characters');
    expect(fieldValueError(headline, '😀'.repeat(10), base)).toBeNull();
  });

  it('keeps the landing URL on the catalog', () => {
    const message = 'The landing URL must be a page of https://www.fashionmarket.sg';
    expect(fieldValueError(landing, 'https://www.fashionmarket.sg/women', base)).toBeNull();
    expect(fieldValueError(landing, 'http://fashionmarket.sg/sale?x=1', base)).toBeNull();
    expect(fieldValueError(landing, 'https://m.fashionmarket.sg/', base)).toBeNull();
    expect(fieldValueError(landing, 'https://fashionmarket.sg.evil.com/', base)).toBe(message);
    expect(fieldValueError(landing, 'https://evilfashionmarket.sg/', base)).toBe(message);
    expect(fieldValueError(landing, 'ftp://www.fashionmarket.sg/', base)).toBe(message);
    expect(fieldValueError(landing, '/women', base)).toBe(message);
    expect(fieldValueError(landing, 'javascript:alert(1)', base)).toBe(message);
  });

  it('takes an image URL or an upload path', () => {
    expect(fieldValueError(image, '/uploads/images/abc.png', base)).toBeNull();
    expect(fieldValueError(image, 'https://cdn.example.com/a.jpg', base)).toBeNull();
    expect(fieldValueError(image, '//cdn.example.com/a.jpg', base)).toBe('Upload an image');
    expect(fieldValueError(image, 'a.jpg', base)).toBe('Upload an image');
    expect(fieldValueError(image, 'data:image/png;base64,AAAA', base)).toBe('Upload an image');
    expect(fieldValueError(image, '', base)).toBe('Banner is required');
  });
});

describe('isCatalogPage', () => {
  it('compares hosts, www. ignored, subdomains allowed', () => {
    expect(isCatalogPage('https://fashionmarket.co.id/x', 'https://www.fashionmarket.co.id')).toBe(true);
    expect(isCatalogPage('https://www.fashionmarket.co.id/x', 'https://fashionmarket.co.id/')).toBe(true);
    expect(isCatalogPage('https://www.fashionmarket.sg/x', 'https://www.fashionmarket.co.id')).toBe(false);
    expect(isCatalogPage('https://www.fashionmarket.sg/x', 'not a url')).toBe(false);
  });
});

describe('ventureLanguages', () => {
  it('follows the decision', () => {
    expect(ventureLanguages('ZSG')).toEqual(['en']);
    expect(ventureLanguages('ZMY')).toEqual(['en']);
    expect(ventureLanguages('ZPH')).toEqual(['en']);
    expect(ventureLanguages('ZID')).toEqual(['id', 'en']);
    expect(ventureLanguages('ZHK')).toEqual(['en', 'zh']);
    expect(ventureLanguages('ZTW')).toEqual(['zh']);
    expect(ventureLanguages('ZXX')).toEqual(['en']);
  });

  it('hands out a copy', () => {
    ventureLanguages('ZID').push('fr');
    expect(ventureLanguages('ZID')).toEqual(['id', 'en']);
  });
});

describe('missingRequiredFields', () => {
  const fields = [note, landing, headline, image];
  it('lists required fields without a draft in every language, in field order', () => {
    expect(missingRequiredFields(fields, ['id', 'en'], [])).toEqual([
      'Headline (id)',
      'Headline (en)',
      'Banner (id)',
      'Banner (en)',
      'Landing URL (id)',
      'Landing URL (en)',
    ]);
  });

  it('counts a non-blank draft as filled', () => {
    const values = [
      { fieldName: 'Headline', languageCode: 'en', draftValue: 'Hi' },
      { fieldName: 'Banner', languageCode: 'en', draftValue: '/uploads/a.png' },
      { fieldName: 'Landing URL', languageCode: 'en', draftValue: '  ' },
      { fieldName: 'Headline', languageCode: 'zh', draftValue: '你好' },
    ];
    expect(missingRequiredFields(fields, ['en'], values)).toEqual(['Landing URL (en)']);
    expect(
      missingRequiredFields(
        fields,
        ['en'],
        [...values, { fieldName: 'Landing URL', languageCode: 'en', draftValue: null }],
      ),
    ).toEqual(['Landing URL (en)']);
    expect(
      missingRequiredFields(
        fields,
        ['en'],
        [
          ...values,
          { fieldName: 'Landing URL', languageCode: 'en', draftValue: 'https://www.fashionmarket.sg' },
        ],
      ),
    ).toEqual([]);
  });

  it('needs nothing without required fields', () => {
    expect(missingRequiredFields([note], ['en', 'zh'], [])).toEqual([]);
  });
});
