import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://127.0.0.1:8080';
const proxiedPaths = ['/graphql', '/csrf', '/configuration', '/media', '/dev', '/healthz', '/version.txt'];

// One id per build, written to dist/version.txt and into index.html (which is never cached), so a running
// app can tell when the server serves a newer build (spec 3 §7). It stays out of the JavaScript: a chunk
// holding it would change with every build and be downloaded again after every deploy.
const buildId = String(Date.now());

/** Writes dist/version.txt and names the build in index.html's `<meta name="build-id">`. */
function buildIdentity(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-build-identity',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'build-id', content: buildId }, injectTo: 'head' },
    ],
    closeBundle() {
      writeFileSync(path.join(outDir, 'version.txt'), `${buildId}\n`);
    },
  };
}

// Libraries every page runs before its first render and that change far less often than the app: one chunk
// that stays cached across deploys. Mantine is left to Rollup so each route gets only the components it
// shows (a single Mantine chunk made /auth load three times the code it uses).
const bootLibraries = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'cookie',
  'set-cookie-parser',
  'urql',
  '@urql/core',
  'wonka',
  '@0no-co/graphql.web',
  'i18next',
  'react-i18next',
];
const bootLibraryPattern = new RegExp(`/node_modules/(${bootLibraries.join('|')})/`);
// `<Trans>` and the HTML parser it needs appear only in dialogs and forms of later routes. Left unnamed they
// would join the vendor chunk (Rollup puts a manual chunk's dependencies in it, and react-i18next's index
// imports Trans): a chunk of their own loads with the routes that use them.
const transModules =
  /\/node_modules\/(react-i18next\/dist\/es\/Trans(WithoutContext)?\.js|html-parse-stringify\/|void-elements\/)/;
const chunkOf = (id: string) =>
  transModules.test(id) ? 'i18n-trans' : bootLibraryPattern.test(id) ? 'vendor' : undefined;

/**
 * React Router's package exports resolve to its development build in every mode (remix-run/react-router
 * #12532, #14753): dev-only warnings and checks, 3.7 KiB gzipped more on every page. The production build has
 * the same API; dev server and tests keep the development one, whose warnings are wanted there.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Mantine's index re-exports RemoveScroll, whose sidecar modules are marked as having side effects (they
 * register the scroll lock's implementation): every page would load the scroll lock of modals it may never
 * open. Registering only matters where RemoveScroll is used, and a use imports these modules anyway.
 */
function scrollLockOnlyWhereUsed(): Plugin {
  const registering =
    /\/node_modules\/(react-remove-scroll\/dist\/es2015\/sidecar|use-sidecar\/dist\/es2015\/medium)\.js$/;
  return {
    name: 'portal-scroll-lock-only-where-used',
    apply: 'build',
    transform: (_code, id) => (registering.test(id) ? { moduleSideEffects: false } : null),
  };
}

export default defineConfig(({ command }) => ({
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [react(), buildIdentity(), scrollLockOnlyWhereUsed()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        manualChunks: chunkOf,
        // Chunks under 20 kB are merged into one loaded in the same situations: each file costs a page a
        // preload link and a request on the main thread (decision 0130, "Revisited").
        experimentalMinChunkSize: 20_000,
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPaths.map((prefix) => [prefix, { target: backend, changeOrigin: false }]),
    ),
  },
}));
