import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** npm packages stay in node_modules (Node loads them natively); our sources and @portal/* are bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `npm start` runs the server as one plain JavaScript file: loading ~400 TypeScript modules through tsx's
 * loader hooks took most of a cold start. dist/main.js sits one folder below apps/server, as src/app.ts
 * does, so the paths computed from import.meta.url (src/paths.ts) resolve the same in both.
 */
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
