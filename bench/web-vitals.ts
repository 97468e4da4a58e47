import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BrowserContext, chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/support/chromium-args';
import { startProcess } from './server-process';
import { measurePage, type VitalsSample } from './web-vitals-sample';

/**
 * The pages of issue 10's browser budget, measured cold on the real server with the built web app
 * (`npm run build -w apps/web` first; WEB_DIST_DIR points the server at another build). Nothing is built here.
 */
export const VITALS_PAGES = [
  { path: '/auth', signedIn: false },
  { path: '/sponsor', signedIn: true },
  { path: '/billing/transactions', signedIn: true },
  // The wizard's first step for the owner's first brand: without one it only asks to pick a brand.
  { path: '/sponsor/new/type?brandId=', signedIn: true },
] as const;

const OWNER = { email: 'owner@demo.test', password: 'Demo!Passw0rd1' };
const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { ok otpRequired errors { field messages } }
}`;

export type VitalsRow = Omit<VitalsSample, 'operations'> & { path: string; samples: VitalsSample[] };

/**
 * Signs the owner in through the API into the context's cookie jar, as the sign-in form would. A fresh data
 * folder has no failed attempts, so no e-mailed code is asked for (docs/decisions/0106); if one is, say so.
 */
async function signInOwner(context: BrowserContext) {
  const { csrfToken } = (await (await context.request.get('/csrf')).json()) as { csrfToken: string };
  const response = await context.request.post('/graphql', {
    headers: { 'X-CSRFToken': csrfToken, 'Content-Type': 'application/json' },
    data: { query: SIGN_IN, variables: OWNER },
  });
  const body = (await response.json()) as { data?: { signIn?: { ok: boolean; otpRequired?: boolean } } };
  if (!body.data?.signIn?.ok) throw new Error(`owner sign-in failed: ${JSON.stringify(body)}`);
}

/** The first brand of the owner's company, read through a signed-in context's cookies. */
async function ownerBrandId(context: BrowserContext): Promise<string> {
  await signInOwner(context);
  const { csrfToken } = (await (await context.request.get('/csrf')).json()) as { csrfToken: string };
  const response = await context.request.post('/graphql', {
    headers: { 'X-CSRFToken': csrfToken, 'Content-Type': 'application/json' },
    data: { query: 'query { me { company { brands { id } } } }' },
  });
  const body = (await response.json()) as { data?: { me?: { company?: { brands: { id: string }[] } } } };
  const id = body.data?.me?.company?.brands[0]?.id;
  if (!id) throw new Error(`the owner has no brand: ${JSON.stringify(body)}`);
  return id;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const medianOrNull = (values: (number | null)[]) => {
  const present = values.filter((value): value is number => value !== null);
  return present.length ? median(present) : null;
};

/** Each page `samples` times, each in a new context, on a server started on a fresh data folder. */
export async function benchWebVitals({ samples = 3, verbose = false } = {}): Promise<VitalsRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-vitals-'));
  // Run as root, the embedded PostgreSQL runs as `postgres`, which must be able to enter the data folder.
  chmodSync(dataDir, 0o755);
  const server = await startProcess('apps/server/src/main.ts', {
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    // No demo history writing in the background while pages are timed.
    DEMO_HISTORY_DAYS: '0',
    NODE_ENV: 'production',
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    // One unmeasured load first: the server's first answers pay for warming its caches and database pool.
    await measurePage(browser, server.url, '/sponsor', signInOwner);
    const lookup = await browser.newContext({ baseURL: server.url });
    const brandId = await ownerBrandId(lookup).finally(() => lookup.close());
    const rows: VitalsRow[] = [];
    for (const page of VITALS_PAGES) {
      const target = page.path.endsWith('brandId=') ? page.path + brandId : page.path;
      const taken: VitalsSample[] = [];
      for (let index = 0; index < samples; index += 1) {
        taken.push(await measurePage(browser, server.url, target, page.signedIn ? signInOwner : null));
      }
      if (verbose) for (const sample of taken) console.log(`${page.path}: ${sample.operations.join(', ')}`);
      rows.push({
        path: page.path.replace(/\?.*/, ''),
        samples: taken,
        lcpMs: median(taken.map((sample) => sample.lcpMs)),
        cls: median(taken.map((sample) => sample.cls)),
        graphqlRequests: median(taken.map((sample) => sample.graphqlRequests)),
        translationRequests: median(taken.map((sample) => sample.translationRequests)),
        transferredBytes: median(taken.map((sample) => sample.transferredBytes)),
        meToOwnDataMs: medianOrNull(taken.map((sample) => sample.meToOwnDataMs)),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fixed-width table, one line per page (medians). */
export function formatVitalsTable(rows: VitalsRow[]): string {
  const header = ['page', 'LCP ms', 'CLS', 'GraphQL', 'i18n files', 'KiB on wire', 'me→own data ms'];
  const lines = rows.map((row) => [
    row.path,
    row.lcpMs.toFixed(0),
    row.cls.toFixed(3),
    String(row.graphqlRequests),
    String(row.translationRequests),
    (row.transferredBytes / 1024).toFixed(0),
    row.meToOwnDataMs === null ? '—' : row.meToOwnDataMs.toFixed(0),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchWebVitals({ verbose: process.argv.includes('--verbose') });
  console.log(
    'Cold page loads in headless Chromium, localhost, median of 3 (owner@demo.test, fresh data folder)',
  );
  console.log(formatVitalsTable(rows));
}
