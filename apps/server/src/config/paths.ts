import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Every place on disk the server finds through its own location. Anything under DATA_DIR comes from the
// configuration (config/env.ts), not from here.

// src/config in the sources; dist/ in the bundle, where scripts/build.ts writes everything into dist/main.js.
const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/server. */
export const serverRoot = path.resolve(here, path.basename(here) === 'config' ? '../..' : '..');

/** The repository (the monorepo root), two folders above apps/server. */
export const repoRoot = path.resolve(serverRoot, '../..');

/** The committed SQL migrations, run at start. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** The web app's translations, served as they are (`GET /configuration/locales/...`). */
export const webLocalesDir = path.join(repoRoot, 'apps/web/src/locales');

/** The built web app, unless WEB_DIST_DIR says otherwise. */
export const webDistDir = path.join(repoRoot, 'apps/web/dist');
