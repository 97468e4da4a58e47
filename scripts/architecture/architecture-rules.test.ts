import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrels } from './rules/barrels';
import { moduleMapDrift } from './rules/module-map';
import { pathLiterals } from './rules/path-literals';
import { processEnvReads } from './rules/process-env';
import { serverModulePairs } from './rules/server-module-pairs';
import { sqlInResolvers } from './rules/sql-in-resolvers';
import { useCaseCallShape } from './rules/use-case-call-shape';
import { webFeatureImports } from './rules/web-feature-imports';
import { readSources, repoRoot, type SourceFile } from './source-files';

// Each rule is checked twice: the tree has no violation, and a planted one is caught (so the rule is not blind).
const server = readSources('apps/server/src');
const web = readSources('apps/web/src');
const file = (filePath: string, text: string): SourceFile => ({ path: filePath, text });
const folders = (folder: string) =>
  readdirSync(path.join(repoRoot, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('server modules', () => {
  it('no two modules import each other', () => {
    expect(serverModulePairs(server)).toEqual([]);
    const planted = [
      file('apps/server/src/modules/a/x.ts', "import { y } from '../b/y';"),
      file('apps/server/src/modules/b/y.ts', "import type { X } from '../a/x';"),
    ];
    expect(serverModulePairs(planted)).toHaveLength(1);
  });

  it('keeps SQL out of the .graphql.ts files', () => {
    expect(sqlInResolvers(server)).toEqual([]);
    const planted = file(
      'apps/server/src/modules/a/a.graphql.ts',
      'resolve: (_r, _a, ctx) => ctx.deps.db\n  .select()\n  .from(things),',
    );
    const imported = file('apps/server/src/modules/b/b.graphql.ts', "import { eq } from 'drizzle-orm';");
    expect(sqlInResolvers([planted, imported])).toEqual([planted.path, imported.path]);
  });

  it('calls use cases from resolvers in one shape: ({ deps, actor, input })', () => {
    expect(useCaseCallShape(server)).toEqual([]);
    const good = file(
      'apps/server/src/modules/a/a.graphql.ts',
      'resolve: (_r, args, ctx) => listThings({ deps: ctx.deps, actor: requireSession(ctx), input: { page: args.page, filters: { a: 1 } } }),',
    );
    expect(useCaseCallShape([good])).toEqual([]);
    const positional = file(
      'apps/server/src/modules/a/b.graphql.ts',
      'resolve: (_r, a, ctx) => list(ctx.deps.db, a.id),',
    );
    const deps = file(
      'apps/server/src/modules/a/c.graphql.ts',
      'resolve: (_r, a, ctx) => list(ctx.deps, session),',
    );
    const keys = file(
      'apps/server/src/modules/a/d.graphql.ts',
      'resolve: (_r, args, ctx) => update({ deps: ctx.deps, session: requireSession(ctx), args }),',
    );
    expect(useCaseCallShape([positional, deps, keys])).toEqual([
      'apps/server/src/modules/a/b.graphql.ts:1: list(ctx.deps.db,',
      'apps/server/src/modules/a/c.graphql.ts:1: list(ctx.deps,',
      'apps/server/src/modules/a/d.graphql.ts:1: keys session, args',
    ]);
  });

  it('reads process.env only in config/env.ts', () => {
    expect(processEnvReads(server)).toEqual([]);
    const planted = file('apps/server/src/modules/a/key.ts', 'const key = process.env.KEY;');
    expect(processEnvReads([planted])).toEqual([planted.path]);
  });

  it('builds paths into the code or the repository only in config/paths.ts', () => {
    expect(pathLiterals(server)).toEqual([]);
    const planted = file('apps/server/src/http/x.ts', "const dist = path.join(root, 'apps/web/dist');");
    expect(pathLiterals([planted])).toHaveLength(1);
    const here = file('apps/server/src/x.ts', 'const here = path.dirname(fileURLToPath(import.meta.url));');
    expect(pathLiterals([here])).toHaveLength(1);
  });
});

describe('web features', () => {
  it('no feature imports another', () => {
    expect(webFeatureImports(web)).toEqual([]);
    const planted = file('apps/web/src/features/a/x.ts', "import { y } from '../b/components/y';");
    const aliased = file('apps/web/src/features/a/z.ts', "import { y } from '@/features/b/y';");
    expect(webFeatureImports([planted, aliased])).toHaveLength(2);
  });
});

describe('apps', () => {
  it('have no barrel files', () => {
    expect(barrels([...server, ...web])).toEqual([]);
    const planted = file('apps/web/src/lib/index.ts', "export { a } from './a';");
    expect(barrels([planted])).toEqual([planted.path]);
  });
});

describe('docs/architecture.md module map', () => {
  const markdown = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
  const tree = {
    serverModules: folders('apps/server/src/modules'),
    webFeatures: folders('apps/web/src/features'),
  };

  it('lists every server module and web feature, and nothing else', () => {
    expect(moduleMapDrift(markdown, tree)).toEqual([]);
    expect(moduleMapDrift(markdown, { ...tree, serverModules: [...tree.serverModules, 'ghost'] })).toEqual([
      'server module ghost is missing from the map',
    ]);
    expect(moduleMapDrift(markdown, { ...tree, webFeatures: tree.webFeatures.slice(1) })).toHaveLength(1);
  });
});
