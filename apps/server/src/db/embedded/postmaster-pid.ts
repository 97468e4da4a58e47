import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive, processInfo } from './process-info';
import { StartupError } from './startup-error';

export type PostmasterPid = { pid: number; status: string };

/** postmaster.pid: line 1 the pid, line 8 the status (`ready` once connections are accepted, as pg_ctl -w reads it). */
export function readPostmasterPid(pgdata: string): PostmasterPid | undefined {
  try {
    const lines = readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), status: (lines[7] ?? '').trim() };
  } catch {
    return undefined;
  }
}

/**
 * Called while holding the folder's owner lock, so no live portal uses this cluster. A postmaster.pid whose
 * process is gone, or is not our postgres on this folder, is stale: removed (postgres then runs its crash
 * recovery; committed data is kept). A live postgres of ours was orphaned by a killed portal (`kill -9`):
 * it is shut down cleanly before the new start.
 */
export async function clearLeftoverPostmaster(
  pgdata: string,
  postgresBinary: string,
  log: (line: string) => void,
) {
  const leftover = readPostmasterPid(pgdata);
  if (!leftover) return;
  const info = isAlive(leftover.pid) ? processInfo(leftover.pid) : undefined;
  const ours = info?.argv[0] === postgresBinary && info.argv.includes(pgdata);
  if (!ours) {
    log(`removing the stale postmaster.pid of process ${leftover.pid}`);
    rmSync(path.join(pgdata, 'postmaster.pid'), { force: true });
    return;
  }
  log(`stopping PostgreSQL process ${leftover.pid} left running by a previous portal`);
  process.kill(leftover.pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(leftover.pid); waited += 50) await sleep(50);
  if (isAlive(leftover.pid)) {
    throw new StartupError(
      `PostgreSQL process ${leftover.pid} left by a previous run does not stop; stop it by hand.`,
    );
  }
}
