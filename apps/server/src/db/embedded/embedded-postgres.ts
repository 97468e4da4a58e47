import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, fchownSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { childProcessPath } from '../../config/env';
import { postgresBinaries } from './binaries';
import { initClusterOnce } from './init-cluster';
import { acquireOwnerLock } from './owner-lock';
import { clearLeftoverPostmaster, readPostmasterPid } from './postmaster-pid';
import { runAsFor } from './run-as';
import { EMBEDDED_PORT, prepareSocketDir } from './socket-dir';
import { StartupError } from './startup-error';

export type EmbeddedPostgres = {
  /** Connection URL of the server's `postgres` database (over its Unix socket). */
  serverUrl: string;
  socketDir: string;
  stop: () => Promise<void>;
};

export type EmbeddedPostgresOptions = {
  dataDir: string;
  /** Tests: no fsync, no synchronous commit. Never for data anyone keeps. */
  fast?: boolean;
  log?: (line: string) => void;
};

const FAST_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/**
 * A PostgreSQL server of the portal's own, from the binaries npm installed: the cluster lives in
 * `<dataDir>/pgdata`, the server listens on a Unix socket only, and `stop()` shuts it down cleanly.
 * A process exit that skips `stop()` still signals it; a `kill -9` leaves it running, and the next start
 * finds and stops it (see postmaster-pid.ts).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  ensureWritableFolder(dataDir);
  const lock = acquireOwnerLock(dataDir);
  try {
    const binaries = postgresBinaries();
    const pgdata = path.join(dataDir, 'pgdata');
    const runAs = runAsFor(pgdata);
    if (initClusterOnce(pgdata, binaries, runAs, options.fast ?? false))
      log(`created a PostgreSQL cluster in ${pgdata}`);
    await clearLeftoverPostmaster(pgdata, binaries.postgres, log);
    const socket = prepareSocketDir(dataDir, runAs);
    const logFile = path.join(dataDir, 'postgres.log');
    const logFd = openSync(logFile, 'a', 0o600);
    if (runAs.uid !== undefined && runAs.gid !== undefined) fchownSync(logFd, runAs.uid, runAs.gid);
    const settings = [
      'listen_addresses=',
      'unix_socket_permissions=0700',
      ...(options.fast ? FAST_SETTINGS : []),
    ];
    // Detached: a terminal's Ctrl-C must reach the portal, which closes its pool before stopping postgres.
    const child = spawn(
      binaries.postgres,
      ['-D', pgdata, '-p', String(EMBEDDED_PORT), '-k', socket.dir, ...settings.flatMap((s) => ['-c', s])],
      {
        uid: runAs.uid,
        gid: runAs.gid,
        detached: true,
        stdio: ['ignore', logFd, logFd],
        env: { PATH: childProcessPath(), LC_ALL: 'C.UTF-8' },
      },
    );
    closeSync(logFd);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await waitUntilReady(child, pgdata, logFile);
    const onExit = () => child.kill('SIGINT');
    process.once('exit', onExit);
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        process.off('exit', onExit);
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGINT');
          await Promise.race([exited, sleep(30_000, undefined, { ref: false })]);
        }
        socket.cleanup();
        lock.release();
      })();
      return stopping;
    };
    return { serverUrl: socketUrl(socket.dir, 'postgres'), socketDir: socket.dir, stop };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function socketUrl(socketDir: string, database: string): string {
  return `postgresql://postgres@localhost:${EMBEDDED_PORT}/${database}?host=${encodeURIComponent(socketDir)}`;
}

function ensureWritableFolder(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    closeSync(openSync(probe, 'w'));
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(
      `The data folder ${dataDir} is not writable (${code}); set DATA_DIR to a folder you can write.`,
    );
  }
}

async function waitUntilReady(child: ChildProcess, pgdata: string, logFile: string) {
  for (let waited = 0; waited < 60_000; waited += 20) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new StartupError(`PostgreSQL stopped at start: ${lastProblem(logFile)} (log: ${logFile})`);
    }
    const pid = readPostmasterPid(pgdata);
    if (pid && pid.pid === child.pid && pid.status === 'ready') return;
    await sleep(20);
  }
  child.kill('SIGINT');
  throw new StartupError(`PostgreSQL did not become ready within a minute (log: ${logFile})`);
}

/** The last FATAL/PANIC line postgres wrote: it names the cause (a lock file, a missing library...). */
function lastProblem(logFile: string): string {
  const lines = readFileSync(logFile, 'utf8').trim().split('\n');
  const problems = lines.filter((line) => /FATAL|PANIC|error while loading/.test(line));
  return (problems.at(-1) ?? lines.at(-1) ?? 'no log output').replace(/^.*?(FATAL|PANIC):\s*/, '');
}
