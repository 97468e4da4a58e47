import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireOwnerLock } from './owner-lock';
import { clearLeftoverPostmaster } from './postmaster-pid';
import { StartupError } from './startup-error';

const folders: string[] = [];
function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-leftovers-'));
  folders.push(dir);
  return dir;
}
/** A pid that certainly names no process: a child that has exited. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('owner lock', () => {
  it('refuses a folder held by a live Node process and names it', async () => {
    const dataDir = folder();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(dataDir, 'portal.pid'), String(holder.pid));
      expect(() => acquireOwnerLock(dataDir)).toThrow(StartupError);
      expect(() => acquireOwnerLock(dataDir)).toThrow(`in use by another portal (process ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a killed portal and releases only its own', async () => {
    const dataDir = folder();
    writeFileSync(path.join(dataDir, 'portal.pid'), String(await deadPid()));
    const lock = acquireOwnerLock(dataDir);
    expect(readFileSync(path.join(dataDir, 'portal.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dataDir, 'portal.pid'))).toBe(false);
  });
});

describe('leftover postmaster.pid', () => {
  const pidFile = (pid: number) => `${pid}\n/data\n1700000000\n5432\n/run\n\n  1 2\nready\n`;

  it('removes the file of a dead postmaster so postgres can run its crash recovery', async () => {
    const pgdata = path.join(folder(), 'pgdata');
    mkdirSync(pgdata);
    writeFileSync(path.join(pgdata, 'postmaster.pid'), pidFile(await deadPid()));
    await clearLeftoverPostmaster(pgdata, '/nonexistent/postgres', () => {});
    expect(existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(false);
  });

  it('removes the file when its pid now belongs to another program, and leaves that program alone', async () => {
    const pgdata = path.join(folder(), 'pgdata');
    mkdirSync(pgdata);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(pgdata, 'postmaster.pid'), pidFile(other.pid!));
      await clearLeftoverPostmaster(pgdata, '/nonexistent/postgres', () => {});
      expect(existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(false);
      expect(other.exitCode).toBeNull();
    } finally {
      other.kill();
    }
  });
});
