import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding';

describe('preferredEncoding', () => {
  it('prefers brotli when a browser offers both', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('falls back to gzip when brotli is not offered or refused with q=0', () => {
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  });

  it('answers uncompressed without a header, with identity only, or with everything refused', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*;q=0')).toBeNull();
  });

  it('reads * as any coding not named', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
  });
});
