import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live: a local folder by default, a bucket in production (docs/decisions/0076). */
export type ObjectStorage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** The address the browser loads the file from. */
  url(key: string): string;
};

/** Public path prefix of stored files, served by GET /uploads/*. */
export const UPLOADS_PREFIX = '/uploads/';

// Keys are ours (company/kind/hash.ext), never user text: anything else is refused, so no key can leave the folder.
const keyPattern = /^[a-z0-9][a-z0-9_-]{0,63}(\/[a-z0-9][a-z0-9_-]{0,63}){0,4}\.(png|gif|jpg|svg)$/;

export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

const contentTypeByExtension: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** The content type a key's extension stands for (what the local folder serves). */
export function contentTypeOfKey(key: string): string {
  return contentTypeByExtension[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function extensionFor(contentType: string): string {
  const found = Object.entries(contentTypeByExtension).find(([, type]) => type === contentType);
  if (!found) throw new Error(`no storage extension for ${contentType}`);
  return found[0];
}

/** Tests: nothing touches the disk. */
export function createMemoryStorage(): ObjectStorage {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    async put(key, bytes, contentType) {
      files.set(checkKey(key), { bytes: new Uint8Array(bytes), contentType });
    },
    async get(key) {
      return isStorageKey(key) ? (files.get(key) ?? null) : null;
    },
    async delete(key) {
      files.delete(checkKey(key));
    },
    url: (key) => `${UPLOADS_PREFIX}${checkKey(key)}`,
  };
}

/** The sandbox: files under `root` (DATA_DIR/uploads); the content type follows from the key's extension. */
export function createLocalStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return { bytes: await readFile(fileOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_PREFIX}${checkKey(key)}`,
  };
}
