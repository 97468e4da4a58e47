import { describe, expect, it } from 'vitest';
import { readImageInfo } from './image-info';
import { gifBytes, jpegBytes, pngBytes } from './test-images';

describe('readImageInfo', () => {
  it('reads the size of a PNG from its IHDR chunk', () => {
    expect(readImageInfo(pngBytes(1200, 300))).toEqual({
      contentType: 'image/png',
      width: 1200,
      height: 300,
    });
  });

  it('reads the size of a GIF (little-endian)', () => {
    expect(readImageInfo(gifBytes(728, 90))).toEqual({ contentType: 'image/gif', width: 728, height: 90 });
  });

  it('reads the size of a JPEG from its start-of-frame segment after other segments', () => {
    expect(readImageInfo(jpegBytes(970, 250))).toEqual({
      contentType: 'image/jpeg',
      width: 970,
      height: 250,
    });
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(readImageInfo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageInfo(new TextEncoder().encode('GIF89'))).toBeNull();
    expect(readImageInfo(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBeNull();
    expect(readImageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBeNull();
    expect(readImageInfo(new Uint8Array())).toBeNull();
  });
});
