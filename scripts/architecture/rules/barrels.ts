import type { SourceFile } from '../source-files';

/**
 * Barrels that remain, each with its reason. A barrel hides where a thing lives and pulls every sibling into
 * whatever imports one of them.
 */
export const allowedBarrels: Record<string, string> = {
  'apps/server/src/db/schema/index.ts':
    "Drizzle's relational queries take every table as one object (db/client.ts); 200 files still import " +
    'their tables through it. Left for a later pass: the next step is importing db/schema/<module>.ts directly.',
  'apps/web/src/features/sponsor-content/index.ts':
    'The one door into sponsor-content for the wizards (see allowedFeatureImports); it goes with those imports.',
};

/** An index.ts(x) inside apps/ that re-exports (`export ... from`). */
export function barrels(files: SourceFile[]): string[] {
  return files
    .filter((file) => /^apps\/.*\/index\.tsx?$/.test(file.path))
    .filter((file) => /^\s*export\s[^;]*?\sfrom\s/m.test(file.text))
    .map((file) => file.path)
    .filter((filePath) => !(filePath in allowedBarrels))
    .sort();
}
