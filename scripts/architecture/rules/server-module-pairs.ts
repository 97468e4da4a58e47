import { importsOf, resolveRelative } from '../imports';
import { isTestCode, type SourceFile } from '../source-files';

/**
 * Files that wire modules together and so import many of them: their imports are no module's dependency.
 * The job registry maps every kind to its module's handler (and subscribes jobs to wallet spends).
 */
export const compositionRoots = ['apps/server/src/modules/jobs/registry.ts'];

const moduleOf = (filePath: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(filePath)?.[1] ?? null;

/**
 * Server modules that import each other both ways, type imports included: a dependency has one direction.
 * Such a pair is one module in two folders: one side must go, or the lower one emits and the upper subscribes.
 */
export function serverModulePairs(files: SourceFile[]): string[] {
  const edges = new Map<string, Set<string>>();
  const witness = new Map<string, string>();
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from || isTestCode(file) || compositionRoots.includes(file.path)) continue;
    for (const { specifier } of importsOf(file)) {
      const target = resolveRelative(file, specifier);
      const to = target && moduleOf(`${target}/`);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
      witness.set(`${from}>${to}`, `${file.path} imports ${specifier}`);
    }
  }
  const pairs: string[] = [];
  for (const [from, targets] of edges) {
    for (const to of targets) {
      if (from < to && edges.get(to)?.has(from)) {
        pairs.push(`${from} <-> ${to}: ${witness.get(`${from}>${to}`)}; ${witness.get(`${to}>${from}`)}`);
      }
    }
  }
  return pairs.sort();
}
