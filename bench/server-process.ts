import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether `taskset` can pin processes here (absent on macOS, refused in some containers). */
export const canPin = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** Pins this process (the load generator) to one core, so a server pinned to another has its own. */
export function pinSelf(cpu: number): boolean {
  return canPin && spawnSync('taskset', ['-cp', String(cpu), String(process.pid)]).status === 0;
}

/** Lets this process and what it starts from now on run on every core again. */
export function unpinSelf(): void {
  if (canPin) spawnSync('taskset', ['-cp', `0-${availableParallelism() - 1}`, String(process.pid)]);
}

/** Children still running: stopped if the bench itself ends early (an error, Ctrl-C), so no server is left behind. */
const running = new Set<ChildProcess>();
const stopAll = () => {
  for (const child of running) child.kill('SIGTERM');
};
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });

export type Running = { process: ChildProcess; port: number; url: string; stop: () => Promise<void> };

export type StartOptions = {
  readyPath?: string;
  /** The core the process (and whatever it starts, such as the embedded PostgreSQL) runs on. */
  cpu?: number;
  /** Extra Node.js flags, such as `--cpu-prof`. */
  nodeArgs?: string[];
};

function serverLog(): 'ignore' | number {
  const file = process.env.BENCH_SERVER_LOG;
  return file ? openSync(file, 'a') : 'ignore';
}

/** Starts an entry point (a built .js file, or TypeScript through tsx) and waits until `readyPath` answers 200; returns the time it took. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  { readyPath = '/healthz', cpu, nodeArgs = [] }: StartOptions = {},
): Promise<Running & { startMs: number }> {
  const port = await freePort();
  const started = performance.now();
  // A built bundle runs on plain Node, as `npm start` does; TypeScript sources through tsx.
  const loader = /\.m?js$/.test(entry) ? ['--enable-source-maps'] : ['--import', 'tsx'];
  const node = [process.execPath, ...nodeArgs, ...loader, entry];
  const [command, ...args] = cpu !== undefined && canPin ? ['taskset', '-c', String(cpu), ...node] : node;
  const child = spawn(command!, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    // BENCH_SERVER_LOG=<file>: the servers' log lines go there (appended) instead of nowhere.
    stdio: ['ignore', serverLog(), 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url + readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { process: child, port, url, stop, startMs };
}
