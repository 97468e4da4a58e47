import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this many bytes an answer goes as is: a `me` answer (~300 bytes) would spend more time in the
 * compressor than it saves on the wire, and most GraphQL answers of the hot path are that small.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, whichever the client accepts (brotli first), for API answers and the web app's unhashed
 * files above the threshold; hashed bundles are compressed once and kept (http/hashed-assets.ts). Must be
 * registered before any route: the plugin hooks the routes declared after it. The plugin's brotli quality
 * (4) keeps per-request compression at a fraction of a millisecond for a page of JSON; requests are never
 * decompressed (no client sends compressed bodies), so no route pays for that hook.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
