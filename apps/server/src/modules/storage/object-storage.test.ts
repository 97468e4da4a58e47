import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createMemoryStorage, isStorageKey, type ObjectStorage } from './object-storage';

const folder = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const kinds: [string, ObjectStorage][] = [
  ['memory', createMemoryStorage()],
  ['local folder', createLocalStorage(folder)],
];

describe.each(kinds)('%s storage', (_name, storage) => {
  it('stores, reads, addresses and deletes a file', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    await storage.put('c1/banners/abc.png', bytes, 'image/png');
    const file = await storage.get('c1/banners/abc.png');
    expect(file && [...file.bytes]).toEqual([1, 2, 3]);
    expect(file?.contentType).toBe('image/png');
    expect(storage.url('c1/banners/abc.png')).toBe('/uploads/c1/banners/abc.png');
    await storage.delete('c1/banners/abc.png');
    expect(await storage.get('c1/banners/abc.png')).toBeNull();
  });

  it('answers null for a missing file and refuses keys that could leave the folder', async () => {
    expect(await storage.get('c1/none.png')).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('../x.png', new Uint8Array(), 'image/png')).rejects.toThrow(
      'invalid storage key',
    );
  });
});

describe('isStorageKey', () => {
  it('accepts only lower-case segments with an image extension', () => {
    expect(isStorageKey('c12/generated/0a1b.svg')).toBe(true);
    for (const key of ['', '/abs.png', 'a/../b.png', 'a//b.png', 'a/b.exe', 'A/b.png', 'a\\b.png'])
      expect(isStorageKey(key)).toBe(false);
  });
});
