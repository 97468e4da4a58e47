import { rmSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleOptions, externalPackages, serverDir } from '../scripts/bundle-options';

/** A build beside dist/main.js (two folders below apps/server, so never run; only looked at). */
const folder = path.join(serverDir, 'dist', `bundle-test-${process.pid}`);
const outfile = path.join(folder, 'main.js');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isExternalPackage = (name: string) =>
  externalPackages.some((pattern) =>
    pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  );

describe('server bundle (scripts/bundle-options.ts)', () => {
  it('holds every npm package but the listed externals, and those resolve from dist/', async () => {
    const result = await build({ ...bundleOptions(outfile), metafile: true, logLevel: 'silent' });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    const output = result.metafile.outputs[path.relative(process.cwd(), outfile)];
    const imported = (output?.imports ?? []).filter((entry) => entry.external).map((entry) => entry.path);
    const packages = [...new Set(imported.filter((name) => !isBuiltin(name)).map(packageOf))];
    expect(packages.filter((name) => !isExternalPackage(name))).toEqual([]);
    // The lazily loaded ones are left in node_modules, not carried in the bundle.
    const carried = Object.keys(output?.inputs ?? {});
    for (const name of ['stripe', 'nodemailer', 'archiver', 'pdfkit'])
      expect(carried.filter((file) => file.includes(`node_modules/${name}/`))).toEqual([]);
    // Found from the bundle's folder, as Node will at run time (pg-native is optional and not installed).
    const require = createRequire(outfile);
    // stripe is required by name at run time (stripe-payment-provider.ts), so it is not among the imports.
    for (const name of [...packages.filter((name) => name !== 'pg-native'), 'stripe'])
      expect(() => require.resolve(name), name).not.toThrow();
  }, 60_000);
});
