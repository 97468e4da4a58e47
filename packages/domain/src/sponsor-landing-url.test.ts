import { describe, expect, it } from 'vitest';
import {
  belongsToBaseUrl,
  buildLandingUrl,
  deeplinkErrors,
  landingUrlErrors,
  MAX_URL_LENGTH,
  normalizeBannerPath,
} from './sponsor-landing-url';

const base = 'https://www.fashionmarket.sg';

describe('landing URL', () => {
  it('prefixes www paths with http:// and builds root paths on the catalog URL', () => {
    expect(normalizeBannerPath(' www.fashionmarket.sg/x ')).toBe('http://www.fashionmarket.sg/x');
    expect(buildLandingUrl(`${base}/`, '/women/shoes')).toBe(`${base}/women/shoes`);
    expect(buildLandingUrl(base, 'https://www.fashionmarket.sg/a')).toBe('https://www.fashionmarket.sg/a');
  });

  it('accepts paths and URLs of the catalog site only', () => {
    expect(landingUrlErrors('/women', base)).toEqual([]);
    expect(landingUrlErrors('https://fashionmarket.sg/women?x=1', base)).toEqual([]);
    expect(landingUrlErrors('www.fashionmarket.sg/women', base)).toEqual([]);
    expect(landingUrlErrors('https://evil.example/women', base)).toEqual([
      'sponsorRules:invalidBaseUrl?baseUrl=https%3A%2F%2Fwww.fashionmarket.sg',
    ]);
    expect(landingUrlErrors('https://www.fashionmarket.sg.evil.example/', base)).toHaveLength(1);
    expect(landingUrlErrors('women', base)).toEqual(['sponsorRules:requirePathStartWith?prefix=%2F']);
    expect(landingUrlErrors('  ', base)).toEqual(['sponsorRules:requireFillOutTheField']);
  });

  it('respects a base URL with a path', () => {
    expect(belongsToBaseUrl('https://shop.test/sg/women', 'https://shop.test/sg/')).toBe(true);
    expect(belongsToBaseUrl('https://shop.test/sgx', 'https://shop.test/sg')).toBe(false);
    expect(belongsToBaseUrl('ftp://shop.test/sg', 'https://shop.test/sg')).toBe(false);
  });

  it('limits landing URLs and deeplinks to 250 characters', () => {
    const path = `/${'a'.repeat(MAX_URL_LENGTH - base.length - 1)}`;
    expect(landingUrlErrors(path, base)).toEqual([]);
    expect(landingUrlErrors(`${path}b`, base)).toEqual(['sponsorRules:urlTooLong?max=250']);
    expect(deeplinkErrors('x'.repeat(250))).toEqual([]);
    expect(deeplinkErrors('x'.repeat(251))).toEqual(['sponsorRules:urlTooLong?max=250']);
  });
});
