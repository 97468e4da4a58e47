import autocannon from 'autocannon';
import { processCpuSeconds } from './process-cpu';
import { median } from './stats';

export type Load = {
  url: string;
  headers: Record<string, string>;
  /** POST bodies sent in turn on every connection (one for a single query, several for a page). */
  bodies: string[];
  /** The server process, whose CPU time per request is measured. */
  pid?: number;
};

/** `cpuMsPerRequest`: the server process's own CPU time (not its database's) per answered request. */
export type Figures = { rps: number; p50: number; p99: number; cpuMsPerRequest: number | null };
export const CONNECTIONS = 10;

async function run(load: Load, seconds: number): Promise<Figures> {
  const cpuBefore = processCpuSeconds(load.pid);
  const result = await autocannon({
    url: load.url,
    method: 'POST',
    headers: load.headers,
    requests: load.bodies.map((body) => ({ method: 'POST', body })),
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(
      `${load.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  const cpuAfter = processCpuSeconds(load.pid);
  const cpuMsPerRequest =
    cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMsPerRequest };
}

const medians = (runs: Figures[]): Figures => ({
  rps: median(runs.map((run) => run.rps)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  cpuMsPerRequest: runs.some((run) => run.cpuMsPerRequest === null)
    ? null
    : median(runs.map((run) => run.cpuMsPerRequest!)),
});

/**
 * Rounds of each load in turn (the portal, the bare route, the baseline portal), so all see the same noise of
 * a shared machine; medians of the rounds. A short unmeasured run of each first warms the JIT, caches and
 * the database pool.
 */
export async function compareInterleaved<K extends string>(
  loads: Record<K, Load>,
  { rounds = 3, seconds = 5 } = {},
): Promise<Record<K, Figures>> {
  const names = Object.keys(loads) as K[];
  for (const name of names) await run(loads[name], 1);
  const runs = Object.fromEntries(names.map((name) => [name, [] as Figures[]])) as Record<K, Figures[]>;
  for (let round = 0; round < rounds; round++) {
    for (const name of names) runs[name].push(await run(loads[name], seconds));
  }
  return Object.fromEntries(names.map((name) => [name, medians(runs[name])])) as Record<K, Figures>;
}
