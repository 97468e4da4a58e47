import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { SERVER_CPU } from './cold-start';
import { BENCH_API_KEY, type DeliveryPortal } from './delivery-portal';
import { CONNECTIONS } from './interleaved';
import { ME } from './me-throughput';
import { assertAnswers } from './portal-session';
import { othersOnCore } from './process-tree-cpu';
import { canPin, repoRoot } from './server-process';
import { median } from './stats';

/** The simulator's rate while `me` is measured: the "while the simulator runs at 200 decisions/s". */
export const SERVING_RATE = 200;
/** Seconds the simulator runs before `me` is measured (its start-up through tsx, its first decisions). */
const LEAD_SECONDS = 2;

type MeFigures = { rps: number; p50: number; p99: number; othersOnCore: number | null };

async function me(run: DeliveryPortal, seconds: number): Promise<MeFigures> {
  const { result, othersShare } = await othersOnCore(SERVER_CPU, run.portal.process.pid, () =>
    autocannon({
      url: `${run.portal.url}/graphql`,
      method: 'POST',
      headers: run.headers,
      requests: [{ method: 'POST', body: ME }],
      connections: CONNECTIONS,
      duration: seconds,
    }),
  );
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(`me: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    othersOnCore: othersShare,
  };
}

/** The simulator's command line in the SG catalog, pinned to `cpu` where taskset is available. */
export function simulatorCommand(
  run: DeliveryPortal,
  { rate, seconds, seed, cpu }: { rate: number; seconds: number; seed: number; cpu: number },
): string[] {
  const node = [
    process.execPath,
    '--import',
    'tsx',
    'apps/simulator/src/main.ts',
    '--url',
    run.portal.url,
    '--key',
    BENCH_API_KEY,
    '--rate',
    String(rate),
    '--duration',
    String(seconds),
    '--catalog',
    'SG',
    '--seed',
    String(seed),
  ];
  return canPin ? ['taskset', '-c', String(cpu), ...node] : node;
}

/**
 * The marketplace simulator (`npm run simulate`) as its own process on the load generator's core, at
 * SERVING_RATE decisions a second in the SG catalog with its impressions, clicks and purchases; resolves
 * with the summary it prints.
 */
function simulate(run: DeliveryPortal, seconds: number, seed: number, loadCpu: number) {
  const [command, ...args] = simulatorCommand(run, { rate: SERVING_RATE, seconds, seed, cpu: loadCpu });
  const child = spawn(command!, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`simulator exited with ${code}: ${output.slice(-500)}`)),
    );
  });
}

/** The simulator summary's lines about decisions, events and errors. */
const summaryLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => /^\s+(decisions|fill|events|errors)\s/.test(line))
    .map((line) => line.trim());

export type MeWhileServing = { alone: MeFigures; serving: MeFigures; simulator: string[][] };

/**
 * `me` at CONNECTIONS connections, alone and while the simulator serves SERVING_RATE decisions/s, in
 * interleaved rounds (alone, serving, alone, ...); medians.
 */
export async function benchMeWhileServing(
  run: DeliveryPortal,
  { rounds = 3, seconds = 5, loadCpu = 0 } = {},
): Promise<MeWhileServing> {
  await assertAnswers(run.portal.url, run.headers, [ME]);
  await me(run, 1);
  const alone: MeFigures[] = [];
  const serving: MeFigures[] = [];
  const simulator: string[][] = [];
  for (let round = 0; round < rounds; round++) {
    alone.push(await me(run, seconds));
    const simulation = simulate(run, seconds + LEAD_SECONDS + 1, 1300 + round, loadCpu);
    await new Promise((resolve) => setTimeout(resolve, LEAD_SECONDS * 1000));
    serving.push(await me(run, seconds));
    simulator.push(summaryLines(await simulation));
  }
  const medians = (runs: MeFigures[]): MeFigures => ({
    rps: median(runs.map((one) => one.rps)),
    p50: median(runs.map((one) => one.p50)),
    p99: median(runs.map((one) => one.p99)),
    othersOnCore: runs.some((one) => one.othersOnCore === null)
      ? null
      : median(runs.map((one) => one.othersOnCore!)),
  });
  return { alone: medians(alone), serving: medians(serving), simulator };
}
