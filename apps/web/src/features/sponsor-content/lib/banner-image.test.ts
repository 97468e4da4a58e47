import { describe, expect, it } from 'vitest';
import { bannerImageIssues, imageSizeLimitMb } from './banner-image';

const banner = { width: 1200, height: 300, limitMb: 1.2 };
const png = { contentType: 'image/png', bytes: 50_000, width: 1200, height: 300 };

describe('bannerImageIssues', () => {
  it('accepts a PNG, GIF or JPEG of the exact size within the limit', () => {
    expect(bannerImageIssues(png, banner)).toEqual([]);
    expect(bannerImageIssues({ ...png, contentType: 'image/gif' }, banner)).toEqual([]);
    expect(bannerImageIssues({ ...png, contentType: 'image/jpeg' }, banner)).toEqual([]);
  });

  it('refuses other file types before looking at the size', () => {
    expect(bannerImageIssues({ ...png, contentType: 'image/webp' }, banner)).toEqual([
      { key: 'sponsorContent:image.wrongType' },
    ]);
  });

  it('refuses an image one pixel off the banner size, naming both sizes', () => {
    expect(bannerImageIssues({ ...png, height: 301 }, banner)).toEqual([
      {
        key: 'sponsorContent:image.wrongDimensions',
        values: { width: 1200, height: 300, actualWidth: 1200, actualHeight: 301 },
      },
    ]);
  });

  it('refuses a file over the limit in MB (1 MB = 1024 × 1024 bytes)', () => {
    const limit = Math.floor(1.2 * 1024 * 1024);
    expect(bannerImageIssues({ ...png, bytes: limit }, banner)).toEqual([]);
    expect(bannerImageIssues({ ...png, bytes: limit + 1 }, banner)).toEqual([
      { key: 'sponsorContent:image.tooLarge', values: { limit: 1.2 } },
    ]);
  });
});

describe('imageSizeLimitMb', () => {
  it('reads the configuration JSON text and falls back to 1.2', () => {
    expect(imageSizeLimitMb('5')).toBe(5);
    expect(imageSizeLimitMb('"2.5"')).toBe(2.5);
    expect(imageSizeLimitMb(null)).toBe(1.2);
    expect(imageSizeLimitMb('nonsense')).toBe(1.2);
    expect(imageSizeLimitMb('-1')).toBe(1.2);
  });
});
