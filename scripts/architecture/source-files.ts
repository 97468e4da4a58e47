import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type SourceFile = {
  /** Path from the repository root, with forward slashes: `apps/server/src/app.ts`. */
  path: string;
  text: string;
};

export const repoRoot = path.resolve(import.meta.dirname, '../..');

const skippedFolders = new Set(['node_modules', 'dist', 'gql']);

/** Every .ts and .tsx file under `folder` (repository-relative), generated code and builds left out. */
export function readSources(folder: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(repoRoot, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) walk(child);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push({ path: child, text: readFileSync(path.join(repoRoot, child), 'utf8') });
      }
    }
  };
  walk(folder);
  return files;
}

/** Tests and the test helpers may read the environment and build paths of their own. */
export const isTestCode = (file: SourceFile) =>
  /\.test\.tsx?$/.test(file.path) || /\/src\/testing\//.test(file.path);
