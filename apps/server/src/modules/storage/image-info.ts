export type ImageInfo = {
  contentType: 'image/png' | 'image/gif' | 'image/jpeg';
  width: number;
  height: number;
};

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function png(bytes: Uint8Array): ImageInfo | null {
  // The IHDR chunk comes first: length(4) "IHDR"(4) width(4) height(4), big-endian.
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { contentType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

function gif(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 10) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { contentType: 'image/gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

// Start-of-frame markers carry the size; C4 (huffman), C8 (reserved) and CC (arithmetic) share the range but do not.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(bytes: Uint8Array): ImageInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length (RSTn, TEM) are skipped one by one.
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return {
        contentType: 'image/jpeg',
        height: view.getUint16(offset + 5),
        width: view.getUint16(offset + 7),
      };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * The type and pixel size of a PNG, GIF or JPEG, read from its header (the bytes, never the file name
 * or the declared type); null for anything else or a truncated header.
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  if (startsWith(bytes, pngSignature)) return png(bytes);
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return gif(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  return null;
}
