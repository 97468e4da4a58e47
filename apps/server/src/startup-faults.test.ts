import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { socketUrl } from './db/embedded/embedded-postgres';
import { readPostmasterPid } from './db/embedded/postmaster-pid';
import { isAlive } from './db/embedded/process-info';
import { type PortalProcess, spawnPortal, waitForHealth } from './testing/portal-process';

/** Real processes on real folders: what an operator sees from `npm start` when something is wrong. */
const root = mkdtempSync(path.join(tmpdir(), 'portal-faults-'));
chmodSync(root, 0o755);
/** One cluster for the tests that need one: initdb is the slow part of a first start. */
const dataDir = path.join(root, 'data');
const started: PortalProcess[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(env: Record<string, string>, options?: { uid?: number; gid?: number }) {
  const portal = spawnPortal({ HOST: '127.0.0.1', ...env }, options);
  started.push(portal);
  return portal;
}

async function stop(portal: PortalProcess) {
  if (portal.child.exitCode === null) portal.child.kill('SIGTERM');
  return portal.exited;
}

/** One line, no stack trace. */
function expectOneLine(output: string, pattern: RegExp) {
  const lines = output.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(output).not.toMatch(/\n\s+at /);
}

async function query(dataDir: string, statement: string) {
  const client = new pg.Client({ connectionString: socketUrl(path.join(dataDir, 'run'), 'portal') });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

afterEach(async () => {
  await Promise.all(started.splice(0).map(stop));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('start-up faults', { timeout: 180_000 }, () => {
  it('refuses a second portal on the same data folder and leaves the first serving', async () => {
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(first, port);
    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expectOneLine(second.output(), /data folder .*data is in use by another portal \(process \d+\)/);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(await query(dataDir, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    expect(await stop(first)).toBe(0);
    // A clean stop leaves neither the lock nor a running postgres behind.
    expect(existsSync(path.join(dataDir, 'portal.pid'))).toBe(false);
    expect(readPostmasterPid(path.join(dataDir, 'pgdata'))).toBeUndefined();
  });

  it('recovers after kill -9 of the portal and keeps committed data', async () => {
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(first, port);
    await query(
      dataDir,
      'create table kill_check (note text); insert into kill_check values ($$committed$$)',
    );
    const orphan = readPostmasterPid(path.join(dataDir, 'pgdata'))?.pid ?? 0;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isAlive(orphan)).toBe(true);
    const next = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(next, port);
    expect(isAlive(orphan)).toBe(false);
    expect(await query(dataDir, 'select note from kill_check')).toEqual([{ note: 'committed' }]);
  });

  it('names a port in use in one line', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const portal = start({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await portal.exited).toBe(1);
      expectOneLine(portal.output(), new RegExp(`portal: Port ${port} on 127.0.0.1 is already in use`));
    } finally {
      blocker.close();
    }
  });

  it('names a database that refuses connections in one line, without its password', async () => {
    const port = await freePort();
    const portal = start({
      DATABASE_URL: `postgresql://app:s3cret@127.0.0.1:${port}/portal`,
      PORT: String(await freePort()),
    });
    expect(await portal.exited).toBe(1);
    expectOneLine(
      portal.output(),
      new RegExp(`Cannot connect to the database at 127.0.0.1:${port}/portal \\(ECONNREFUSED\\)`),
    );
    expect(portal.output()).not.toContain('s3cret');
  });

  it('names a data folder it may not write in one line', async () => {
    const readOnly = path.join(root, 'read-only');
    mkdirSync(readOnly, { mode: 0o555 });
    chmodSync(readOnly, 0o555);
    // Root writes anywhere: the portal then runs as `nobody`, as an unprivileged operator would.
    const asUser =
      process.getuid?.() === 0
        ? {
            uid: Number(execFileSync('id', ['-u', 'nobody'])),
            gid: Number(execFileSync('id', ['-g', 'nobody'])),
          }
        : undefined;
    const portal = start({ DATA_DIR: readOnly, PORT: String(await freePort()) }, asUser);
    expect(await portal.exited).toBe(1);
    expectOneLine(portal.output(), /The data folder .*read-only is not writable \(EACCES\)/);
  });
});
