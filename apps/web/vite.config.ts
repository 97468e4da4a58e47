import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://127.0.0.1:8080';
const proxiedPaths = ['/graphql', '/csrf', '/configuration', '/media', '/dev', '/healthz', '/version.txt'];

// One id per build: compiled into the bundle and written to dist/version.txt, so a running app can tell
// when the server serves a newer build (spec 3 §7 version check).
const buildId = String(Date.now());

/** Writes dist/version.txt so the running app can tell when a newer build is served. */
function versionFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-version-file',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeFileSync(path.join(outDir, 'version.txt'), `${buildId}\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        manualChunks: {
          react: ['react', 'react-dom', 'react-router'],
          mantine: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/form'],
          data: ['urql', 'gql.tada', 'i18next', 'react-i18next', 'i18next-http-backend'],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPaths.map((prefix) => [prefix, { target: backend, changeOrigin: false }]),
    ),
  },
});
