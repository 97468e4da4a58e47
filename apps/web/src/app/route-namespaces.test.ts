import { describe, expect, it } from 'vitest';
import { type Namespace, namespaces } from '../lib/i18n';
import { routeNamespaces } from './route-namespaces';

// Every source file a route can reach, as text: the web app and the domain package it imports.
const webSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../gql/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const domainSources = import.meta.glob<string>(
  ['../../../../packages/domain/src/*.ts', '!../../../../packages/domain/src/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);
const sources: Record<string, string> = { ...webSources, ...domainSources };
// Glob keys are relative to this folder ("./router.tsx", "../features/…", "../../../../packages/…").
const here = 'file:///repo/apps/web/src/app/';

function keyOf(url: URL): string {
  const from = new URL(here).pathname.split('/').filter(Boolean);
  const to = url.pathname.split('/').filter(Boolean);
  let common = 0;
  while (common < from.length && from[common] === to[common]) common += 1;
  const up = from.length - common;
  return `${up === 0 ? './' : '../'.repeat(up)}${to.slice(common).join('/')}`;
}

function resolve(fromFile: string, specifier: string): string | null {
  let base: URL;
  if (specifier === '@portal/domain') base = new URL('/repo/packages/domain/src/index', here);
  else if (specifier.startsWith('@portal/domain/'))
    base = new URL(`/repo/packages/domain/src/${specifier.slice(15)}`, here);
  else if (specifier.startsWith('.')) base = new URL(specifier, new URL(fromFile, here));
  else return null;
  const key = keyOf(base);
  const candidates = [key, `${key}.ts`, `${key}.tsx`, `${key}/index.ts`, `${key}/index.tsx`];
  return candidates.find((candidate) => candidate in sources) ?? null;
}

/**
 * Static imports that run code. Type-only imports bring no texts; a lazily imported part (a dialog opened on
 * demand) loads its texts when it is shown, inside its own Suspense boundary.
 */
const importPattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)([^'";]*?)from\s*['"]([^'"]+)['"]/g;
const domainIndex = '../../../../packages/domain/src/index.ts';

/**
 * The domain index re-exports every rule; a page importing `canEnterArea` from it does not show the
 * sign-in form's messages. Follow only the modules that declare the imported names.
 */
function domainModulesFor(clause: string): string[] {
  const names = [...(/\{([^}]*)\}/.exec(clause)?.[1] ?? '').matchAll(/(?:^|,)\s*(?!type\s)(\w+)/g)].map(
    (match) => match[1]!,
  );
  const modules = [...sources[domainIndex]!.matchAll(/export \* from '(\.\/[\w-]+)'/g)].map((match) =>
    resolve(domainIndex, match[1]!),
  );
  return modules.filter(
    (module): module is string =>
      module !== null &&
      names.some((name) =>
        new RegExp(`export (?:const|function|class|let) ${name}\\b`).test(sources[module]!),
      ),
  );
}

const known = new Set<string>(namespaces);

/** The namespaces a file names: useTranslation('x'), useTranslation() (common), and "x:key" texts. */
function namespacesIn(code: string): Set<Namespace> {
  // Comments quote keys as examples; only code counts.
  const source = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  const found = new Set<string>();
  for (const match of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const names = [...(match[1] ?? '').matchAll(/['"]([A-Za-z]+)['"]/g)].map((name) => name[1]!);
    for (const name of names.length > 0 ? names : ['common']) found.add(name);
  }
  for (const match of source.matchAll(/['"`]([A-Za-z]+):[A-Za-z]/g)) found.add(match[1]!);
  return new Set([...found].filter((name): name is Namespace => known.has(name)));
}

function namespacesReachedFrom(start: string): Namespace[] {
  const seen = new Set<string>();
  const used = new Set<Namespace>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = sources[file]!;
    for (const name of namespacesIn(source)) used.add(name);
    for (const match of source.matchAll(importPattern)) {
      const target = resolve(file, match[2]!);
      if (target === domainIndex && match[1]) queue.push(...domainModulesFor(match[1]));
      else if (target) queue.push(target);
    }
  }
  return [...used].sort();
}

function routeFile(route: string): string {
  const file = [`./routes/${route}.tsx`, `./layout/${route}.tsx`].find((path) => path in sources);
  if (!file) throw new Error(`no route module for ${route}`);
  return file;
}

describe('route namespaces', () => {
  it.each(Object.keys(routeNamespaces))('%s loads exactly the namespaces its code names', (route) => {
    const declared = [...routeNamespaces[route as keyof typeof routeNamespaces]].sort();
    // `common` is loaded at start for every page.
    const used = namespacesReachedFrom(routeFile(route)).filter((name) => name !== 'common');
    expect(declared).toEqual(used);
  });

  it('gives every lazily loaded route module its namespaces in the router', () => {
    const router = sources['./router.tsx']!;
    const imported = [...router.matchAll(/import\('\.\/(?:routes|layout)\/([\w-]+)'\)/g)].map((m) => m[1]);
    const declared = [
      ...router.matchAll(/lazyRoute\('([\w-]+)',[^;]*?import\('\.\/(?:routes|layout)\/([\w-]+)'\)/g),
    ];
    expect(declared.map((match) => match[1])).toEqual(declared.map((match) => match[2]));
    expect(declared.map((match) => match[2])).toEqual(imported);
  });

  it('finds the namespaces a file names', () => {
    const source = "useTranslation('shell'); useTranslation(); t('sponsorRules:requireSkus'); 'http://x'";
    expect([...namespacesIn(source)].sort()).toEqual(['common', 'shell', 'sponsorRules']);
  });
});
