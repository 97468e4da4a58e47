import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type ContentCoding, preferredEncoding } from './accept-encoding';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { restRefusals } from './rest-error';

/** A hashed file never changes under its name: browsers keep it a year without asking again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const compressible: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
// Already compressed formats: compressing them again costs time and saves nothing.
const stored: Record<string, string> = {
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Quality 6 is within 1-2 % of 9 at a tenth of its time (26 ms for the largest bundle here); done once per
 * file and process on the thread pool, it never blocks the event loop (decision 0120).
 */
const encoders: Record<ContentCoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) =>
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw) => gzipAsync(raw, { level: 9 }),
};

type Asset = {
  raw: Buffer;
  type: string;
  isCompressible: boolean;
  encoded: Partial<Record<ContentCoding, Promise<Buffer>>>;
};

/**
 * `/assets/*`: the build's content-hashed files, read once and kept in memory with their brotli and gzip
 * forms (made on first demand), so a page load costs no disk read and no compression. The whole folder of
 * one build is about 1.6 MB raw; files are cached only when they exist, so random names cannot grow it.
 */
export function registerHashedAssets(app: FastifyInstance, assetsDir: string) {
  const root = path.resolve(assetsDir);
  const cache = new Map<string, Asset>();

  async function load(name: string): Promise<Asset | null> {
    const cached = cache.get(name);
    if (cached) return cached;
    const file = path.resolve(root, name);
    const extension = path.extname(file).toLowerCase();
    const type = compressible[extension] ?? stored[extension];
    if (!file.startsWith(root + path.sep) || !type) return null;
    const raw = await readFile(file).catch(() => null);
    if (!raw) return null;
    const asset: Asset = {
      raw,
      type,
      isCompressible: extension in compressible && raw.length >= COMPRESSION_THRESHOLD_BYTES,
      encoded: {},
    };
    cache.set(name, asset);
    return asset;
  }

  app.get<{ Params: { '*': string } }>('/assets/*', { compress: false }, async (request, reply) => {
    const asset = await load(request.params['*']);
    if (!asset) throw restRefusals.notFound();
    reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).type(asset.type);
    if (!asset.isCompressible) return reply.send(asset.raw);
    reply.header('vary', 'accept-encoding');
    const coding = preferredEncoding(request.headers['accept-encoding']);
    if (!coding) return reply.send(asset.raw);
    // A failed compression is forgotten, so the next request tries again instead of failing forever.
    asset.encoded[coding] ??= encoders[coding](asset.raw).catch((error: unknown) => {
      delete asset.encoded[coding];
      throw error;
    });
    const body = await asset.encoded[coding];
    return reply.header('content-encoding', coding).send(body);
  });
}
