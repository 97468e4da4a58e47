import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server-process';

/** What `npm start` runs: the server bundle written by `npm run build -w apps/server`. */
export const PORTAL_ENTRY = 'apps/server/dist/main.js';

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds the bundle when it is missing or older than the sources, as `npm start` would, and returns it. */
export function portalEntry(): string {
  const bundle = path.join(repoRoot, PORTAL_ENTRY);
  const sources = Math.max(
    newestChange(path.join(repoRoot, 'apps/server/src')),
    newestChange(path.join(repoRoot, 'packages/domain/src')),
  );
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) {
    execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: repoRoot, stdio: 'inherit' });
  }
  return PORTAL_ENTRY;
}
