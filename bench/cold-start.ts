import { rmSync } from 'node:fs';
import { benchDataDir, portalDatabase } from './portal-database';
import { processCpuSeconds } from './process-cpu';
import { startProcess } from './server-process';
import { median } from './stats';

export const SERVER_CPU = 1;

/** Starts on the existing folder; the figure is their median, as one start swings by a second on a busy machine. */
export const EXISTING_STARTS = 5;

/**
 * Time from spawning to a 200 from /healthz: the portal on a fresh data folder (a new cluster, migrations,
 * the demo seed) and again, EXISTING_STARTS times, on the folder it left, against a bare Fastify process
 * started the same way. The server's own CPU time at that moment (PostgreSQL's not included) moves far less
 * with the machine's load than the elapsed time: the figure to compare two builds by.
 */
export async function benchColdStart(entry: string) {
  const dataDir = benchDataDir('bench-cold-');
  const database = await portalDatabase();
  const env = { DATA_DIR: dataDir, DEMO_DATA: '1', NODE_ENV: 'production', ...database.env };
  try {
    const bare = await startProcess('bench/bare-server.mjs', {}, { cpu: SERVER_CPU });
    await bare.stop();
    const fresh = await startProcess(entry, env, { cpu: SERVER_CPU });
    await fresh.stop();
    const existing: { ms: number; cpuMs: number }[] = [];
    for (let start = 0; start < EXISTING_STARTS; start++) {
      const running = await startProcess(entry, env, { cpu: SERVER_CPU });
      const cpuSeconds = processCpuSeconds(running.process.pid);
      await running.stop();
      existing.push({ ms: running.startMs, cpuMs: cpuSeconds === null ? Number.NaN : cpuSeconds * 1000 });
    }
    return {
      database: database.label,
      bareMs: bare.startMs,
      freshMs: fresh.startMs,
      existingMs: median(existing.map((start) => start.ms)),
      existingCpuMs: median(existing.map((start) => start.cpuMs)),
      existingRunsMs: existing.map((start) => start.ms),
    };
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
