import { rmSync } from 'node:fs';
import { benchDataDir, portalDatabase } from './portal-database';
import { startProcess } from './server-process';

export const SERVER_CPU = 1;

/**
 * Time from spawning to a 200 from /healthz: the portal on a fresh data folder (a new cluster, migrations,
 * the demo seed) and again on the folder it left, against a bare Fastify process started the same way.
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
    const existing = await startProcess(entry, env, { cpu: SERVER_CPU });
    await existing.stop();
    return {
      database: database.label,
      bareMs: bare.startMs,
      freshMs: fresh.startMs,
      existingMs: existing.startMs,
    };
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
