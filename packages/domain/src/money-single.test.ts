import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0172: money is shown one way. Figures a person reads go through `formatMoney` (money.ts) —
 * on the web only through `apps/web/src/components/money.tsx` — and micros become text only in money.ts.
 * This scan fails when a second formatter appears: a currency Intl.NumberFormat, micros divided by a
 * million, or a money value turned into a float on the web.
 */
const root = join(import.meta.dirname, '../../..');
const theModule = 'packages/domain/src/money.ts';
const theWebModule = 'apps/web/src/components/money.tsx';

/**
 * Files still on an old formatter while their owners move them onto <Money> (issue 11: the tables and the
 * top-up form move in the same change). Only shrink this list.
 */
const migrating = new Set<string>();

const rules: { name: string; pattern: RegExp; where: RegExp; allowed: string[] }[] = [
  {
    name: "an Intl currency format (style: 'currency')",
    pattern: /style:\s*['"]currency['"]/,
    where: /^(apps\/web|apps\/server|packages\/domain)\//,
    allowed: [theModule],
  },
  {
    name: 'micros divided into units (/ or % by a million)',
    pattern: /[/%]\s*(1_?000_?000n?\b|1e6\b|MICROS_PER_UNIT\b)/,
    where: /^(apps\/web|apps\/server|packages\/domain)\//,
    allowed: [theModule],
  },
  {
    name: 'a money value turned into a float on the web',
    pattern: /(Number|parseFloat)\(([\w.?]*\.)?(amount|price|balance|micros|budget|bid|cost|threshold)\w*\b/i,
    where: /^apps\/web\//,
    allowed: [],
  },
  {
    name: "the domain's formatMoney called on the web outside components/money.tsx",
    pattern: /import\s*\{[^}]*\bformatMoney\b[^}]*\}\s*from\s*'@portal\/domain/,
    where: /^apps\/web\//,
    allowed: [theWebModule],
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'gql' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = ['apps/web/src', 'apps/server/src', 'packages/domain/src'].flatMap((dir) =>
  sourceFiles(join(root, dir)).map((path) => ({
    path: relative(root, path),
    text: readFileSync(path, 'utf8'),
  })),
);

describe('one way to show money', () => {
  it('scans the web, the server and the domain', () => {
    expect(files.some((file) => file.path === theWebModule)).toBe(true);
    expect(files.length).toBeGreaterThan(300);
  });

  for (const rule of rules) {
    it(`has no ${rule.name} outside the one module`, () => {
      const offenders = files
        .filter((file) => rule.where.test(file.path) && rule.pattern.test(file.text))
        .map((file) => file.path)
        .filter((path) => !rule.allowed.includes(path) && !migrating.has(path));
      expect(
        offenders,
        'show money with <Money>/useFormatMoney (web) or formatMoney/formatDecimalText',
      ).toEqual([]);
    });
  }

  it('catches a second formatter (the scan itself works)', () => {
    const copy =
      "new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(row.amount) / 1e6)";
    expect(rules.filter((rule) => rule.pattern.test(copy)).map((rule) => rule.name)).toHaveLength(3);
  });
});
