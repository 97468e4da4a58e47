import { rmSync } from 'node:fs';
import type { Baseline } from './baseline';
import { SERVER_CPU } from './cold-start';
import { benchDataDir, portalDatabase } from './portal-database';
import { portalEntry } from './server-build';
import { type Running, startProcess } from './server-process';

export const OWNER = { email: 'owner@demo.test', password: 'Demo!Passw0rd1' };

/** Headers a signed-in browser sends with a GraphQL POST: session, anti-forgery token, encodings it takes. */
export async function signIn(url: string): Promise<Record<string, string>> {
  const csrf = await fetch(`${url}/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrftoken': csrfToken,
      cookie: `csrftoken=${csrfToken}`,
    },
    body: JSON.stringify({
      query:
        'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { ok } }',
      variables: OWNER,
    }),
  });
  const cookies = response.headers.get('set-cookie') ?? '';
  const session = /sessionid=([^;]+)/.exec(cookies)?.[1];
  // The anti-forgery token is bound to the session: sign-in hands out a new one.
  const rotated = /csrftoken=([^;]+)/.exec(cookies)?.[1];
  if (!session || !rotated) throw new Error('sign-in failed');
  return {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'x-csrftoken': rotated,
    cookie: `csrftoken=${rotated}; sessionid=${session}`,
  };
}

export type SignedInPortal = { portal: Running; headers: Record<string, string>; database: string };
export type PortalRun = SignedInPortal & {
  bare: Running;
  /** The same portal at an earlier commit (BENCH_BASELINE_REF), when asked for. */
  baseline: (SignedInPortal & { ref: string }) | null;
};

/**
 * A portal as `npm start` runs it (production mode, demo data, default log level) on its own data folder and
 * database, pinned to the server core, with the owner signed in; `stop` removes it all.
 */
export async function startPortal(entry: string, env: Record<string, string>, nodeArgs: string[]) {
  const dataDir = benchDataDir('bench-portal-');
  const database = await portalDatabase();
  const stop = async (running?: Running) => {
    await running?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let portal: Running | undefined;
  try {
    portal = await startProcess(
      entry,
      {
        DATA_DIR: dataDir,
        DEMO_DATA: '1',
        // No demo history writing in the background while latencies are measured.
        DEMO_HISTORY_DAYS: '0',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        ...database.env,
        ...env,
      },
      { cpu: SERVER_CPU, nodeArgs },
    );
    const headers = await signIn(portal.url);
    return { portal, headers, database: database.label, stop: () => stop(portal) };
  } catch (error) {
    await stop(portal);
    throw error;
  }
}

/** The portal, the bare reference and, when given, the baseline portal; all stopped after `use`. */
export async function withPortal<T>(
  use: (run: PortalRun) => Promise<T>,
  {
    env = {},
    profileDir,
    baseline,
  }: { env?: Record<string, string>; profileDir?: string; baseline?: Baseline } = {},
) {
  const stops: (() => Promise<void>)[] = [];
  try {
    const current = await startPortal(
      portalEntry(),
      env,
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    stops.push(current.stop);
    const bare = await startProcess('bench/bare-server.mjs', {}, { cpu: SERVER_CPU });
    stops.push(bare.stop);
    let before: PortalRun['baseline'] = null;
    if (baseline) {
      try {
        const started = await startPortal(baseline.entry, env, []);
        stops.push(started.stop);
        before = { ...started, ref: baseline.ref };
      } catch (error) {
        // An old commit may need what is gone (PGlite): the run goes on without it.
        console.log(
          `baseline ${baseline.ref} did not start, measured without it: ${(error as Error).message}`,
        );
      }
    }
    return await use({ ...current, bare, baseline: before });
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** A GraphQL error still answers 200: make sure each body succeeds before timing it. */
export async function assertAnswers(url: string, headers: Record<string, string>, bodies: string[]) {
  for (const body of bodies) {
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
    const json = (await response.json()) as { errors?: unknown[] };
    if (!response.ok || json.errors)
      throw new Error(`query failed: ${body.slice(0, 120)} ${JSON.stringify(json.errors)}`);
  }
}
