import { rmSync } from 'node:fs';
import { benchDataDir, portalDatabase } from './portal-database';
import { portalEntry } from './server-build';
import { startProcess } from './server-process';

/** The done-when figure of issue 9: /healthz p95 under this while 20 clients flood sign-in. */
export const HEALTHZ_P95_BUDGET_MS = 100;
const CLIENTS = 20;

type Flood = {
  name: string;
  /** The request body and headers of one sign-in attempt (a fresh one per attempt). */
  attempt: (client: number, n: number) => { body: string; headers?: Record<string, string> };
};

const signIn = (email: string, password: string, alias = '') =>
  `${alias}signIn(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { ok errors { messages } }`;

/** The three floods: one account from one address, aliased batches, and a spread of addresses and e-mails. */
export const floods: Flood[] = [
  {
    name: '15 aliased signIn per request',
    attempt: (client, n) => ({
      body: JSON.stringify({
        query: `mutation { ${Array.from({ length: 15 }, (_, i) => signIn('owner@demo.test', `Wrong!${client}-${n}-${i}`, `a${i}: `)).join(' ')} }`,
      }),
    }),
  },
  {
    name: 'wrong passwords for one account from one address',
    attempt: (client, n) => ({
      body: JSON.stringify({
        query: `mutation { ${signIn('owner@demo.test', `Wrong!Passw0rd-${client}-${n}`)} }`,
      }),
    }),
  },
  {
    // The worst case for the CPU: every attempt is a fresh address and a fresh e-mail, so neither pacing
    // nor the challenge applies and each one runs a full argon2 check. The portal trusts X-Forwarded-For
    // from the bench (TRUST_PROXY), standing in for a botnet.
    name: 'a fresh address and e-mail per attempt (argon2 on every one)',
    attempt: (client, n) => ({
      body: JSON.stringify({
        query: `mutation { ${signIn(`nobody-${client}-${n}@flood.test`, 'Wrong!Passw0rd1')} }`,
      }),
      headers: { 'x-forwarded-for': `10.${client}.${(n >> 8) & 255}.${n & 255}` },
    }),
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export type Latency = { samples: number; p50: number; p95: number; max: number };

function summarize(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** /healthz one request at a time, a few ms apart, until `stop` says so: what a load balancer's probe sees. */
async function sampleHealth(url: string, stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const response = await fetch(`${url}/healthz`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) throw new Error(`/healthz answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

async function csrfHeaders(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/csrf`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie: `csrftoken=${csrfToken}` };
}

/** CLIENTS loops, each sending its next attempt as soon as the previous one is answered. */
async function runFlood(url: string, flood: Flood, stop: () => boolean) {
  const base = await csrfHeaders(url);
  const answers = new Map<string, number>();
  let sent = 0;
  const loop = async (client: number) => {
    for (let n = 0; !stop(); n++) {
      const { body, headers } = flood.attempt(client, n);
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { ...base, ...headers },
        body,
      });
      const json = (await response.json()) as {
        data?: Record<string, { errors?: { messages: string[] }[] }>;
        errors?: { message: string }[];
      };
      const answer =
        json.errors?.[0]?.message ??
        Object.values(json.data ?? {})[0]?.errors?.[0]?.messages[0] ??
        `HTTP ${response.status}`;
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
      sent++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => loop(client)));
  return { sent, answers: Object.fromEntries(answers) };
}

async function measure(url: string, seconds: number, flood: Flood | null) {
  let done = false;
  const stop = () => done;
  const timer = setTimeout(() => {
    done = true;
  }, seconds * 1000);
  const [latencies, load] = await Promise.all([
    sampleHealth(url, stop),
    flood ? runFlood(url, flood, stop) : Promise.resolve(null),
  ]);
  clearTimeout(timer);
  return {
    flood: flood?.name ?? 'none',
    healthz: summarize(latencies),
    signInPerSecond: load ? Math.round((load.sent / seconds) * 10) / 10 : 0,
    answers: load?.answers ?? {},
  };
}

/** /healthz latency with nothing else running, then under each flood of 20 sign-in clients. */
export async function benchSignInFlood(options: { seconds?: number } = {}) {
  const { seconds = 10 } = options;
  const dataDir = benchDataDir('bench-flood-');
  const database = await portalDatabase();
  const portal = await startProcess(portalEntry(), {
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    // No demo history writing in the background while latencies are measured.
    DEMO_HISTORY_DAYS: '0',
    NODE_ENV: 'production',
    TRUST_PROXY: '127.0.0.1',
    ...database.env,
  });
  try {
    const results = [await measure(portal.url, Math.min(5, seconds), null)];
    for (const flood of floods) results.push(await measure(portal.url, seconds, flood));
    return results;
  } finally {
    await portal.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/sign-in-flood.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await benchSignInFlood()) console.log(JSON.stringify(result));
}
