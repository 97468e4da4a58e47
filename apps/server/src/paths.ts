import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server. This file sits one folder below it, as the bundle dist/main.js does (scripts/build.ts), so the
 * same computation holds in the sources and in the build.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
