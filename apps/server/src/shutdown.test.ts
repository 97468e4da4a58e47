import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { socketUrl } from './db/embedded/embedded-postgres';
import { readPostmasterPid } from './db/embedded/postmaster-pid';
import { freePort, type PortalProcess, spawnPortal, waitForHealth } from './testing/portal-process';

/**
 * A real portal process stopped with SIGTERM while its job runner writes the demo history: it must exit 0
 * well within the bound (a hang detector, not a timing: a clean stop takes a second or two), having logged
 * the shutdown and stopped its PostgreSQL cleanly.
 */
const root = mkdtempSync(path.join(tmpdir(), 'portal-shutdown-'));
chmodSync(root, 0o755);
const dataDir = path.join(root, 'data');
const pgdata = path.join(dataDir, 'pgdata');
const EXIT_BOUND_MS = 20_000;
let portal: PortalProcess | undefined;
/** The second test's portal: signalled while it starts. */
const startingDir = path.join(root, 'starting');
let starting: PortalProcess | undefined;

async function demoHistoryDaysDone(): Promise<number> {
  const client = new pg.Client({ connectionString: socketUrl(path.join(dataDir, 'run'), 'portal') });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as days from jobs where kind = 'demo-history' and status = 'DONE'",
    );
    return rows[0].days;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  // Only after a failure: nothing of this test's may outlive it.
  for (const spawned of [portal, starting]) {
    if (!spawned || spawned.child.exitCode !== null || spawned.child.signalCode !== null) continue;
    spawned.child.kill('SIGKILL');
    await spawned.exited;
  }
  for (const dir of [pgdata, path.join(startingDir, 'pgdata')]) {
    const postmaster = readPostmasterPid(dir)?.pid;
    if (postmaster) process.kill(postmaster, 'SIGQUIT');
  }
  rmSync(root, { recursive: true, force: true });
});

describe('shutdown', { timeout: 180_000 }, () => {
  it('on SIGTERM logs the shutdown, stops the job runner and PostgreSQL, and exits 0', async () => {
    const port = await freePort();
    portal = spawnPortal({
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Not `test`: the job runner runs, and with the demo data it writes the 90 days of history.
      NODE_ENV: 'development',
      DEMO_DATA: '1',
      LOG_LEVEL: 'info',
    });
    await waitForHealth(portal, port);
    for (let waited = 0; waited < 60_000 && (await demoHistoryDaysDone()) === 0; waited += 200)
      await sleep(200);

    portal.child.kill('SIGTERM');
    // The same signal relayed again (npm forwards what the terminal already delivered): still a clean stop.
    portal.child.kill('SIGTERM');
    const code = await Promise.race([portal.exited, sleep(EXIT_BOUND_MS, 'still running')]);

    expect(code).toBe(0);
    expect(portal.output()).toContain('"msg":"shutting down"');
    expect(portal.output()).toContain('"msg":"shut down"');
    // Stopped mid-history: the runner did not go on with the queued days.
    expect(portal.output()).not.toContain('demo history written');
    expect(existsSync(path.join(dataDir, 'portal.pid'))).toBe(false);
    expect(readPostmasterPid(pgdata)).toBeUndefined();
    const postgresLog = readFileSync(path.join(dataDir, 'postgres.log'), 'utf8');
    expect(postgresLog).toContain('received fast shutdown request');
    // The pool and the LISTEN connections were closed before postgres was told to stop.
    expect(postgresLog).not.toContain('terminating connection due to administrator command');
  });

  it('on SIGTERM while starting, finishes the start, then stops PostgreSQL and exits 0 (no PostgreSQL left)', async () => {
    const port = await freePort();
    starting = spawnPortal({
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: startingDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'info',
    });
    // PostgreSQL is up (its pid file is written) and the portal is still seeding: not answering yet.
    const startingPgdata = path.join(startingDir, 'pgdata');
    for (let waited = 0; waited < 60_000 && !readPostmasterPid(startingPgdata); waited += 20) await sleep(20);
    expect(readPostmasterPid(startingPgdata)).toBeDefined();
    starting.child.kill('SIGTERM');
    const code = await Promise.race([starting.exited, sleep(EXIT_BOUND_MS, 'still running')]);

    expect(code).toBe(0);
    expect(starting.output()).toContain('"msg":"shutting down"');
    expect(readPostmasterPid(startingPgdata)).toBeUndefined();
  });
});
