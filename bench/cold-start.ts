import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from './server-process';

/** Time to a 200 from /healthz: the portal on a fresh and on an existing data folder, against a bare Fastify process. */
export async function benchColdStart() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cold-'));
  try {
    const bare = await startProcess('bench/bare-server.ts', {});
    await bare.stop();
    const fresh = await startProcess('apps/server/src/main.ts', { DATA_DIR: dataDir, DEMO_DATA: '1' });
    await fresh.stop();
    const existing = await startProcess('apps/server/src/main.ts', { DATA_DIR: dataDir, DEMO_DATA: '1' });
    await existing.stop();
    return {
      bareMs: bare.startMs,
      freshMs: fresh.startMs,
      existingMs: existing.startMs,
      freshRatio: fresh.startMs / bare.startMs,
      existingRatio: existing.startMs / bare.startMs,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
