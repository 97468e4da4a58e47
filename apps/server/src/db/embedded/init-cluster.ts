import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { childProcessPath } from '../../config/env';
import type { PostgresBinaries } from './binaries';
import type { RunAs } from './run-as';
import { StartupError } from './startup-error';

/** True when the folder already holds a cluster; an unreadable folder is an error, never "no cluster yet". */
function hasCluster(pgdata: string): boolean {
  try {
    statSync(path.join(pgdata, 'PG_VERSION'));
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    throw new StartupError(
      `Cannot read the database folder ${pgdata} (${code}); check its owner and permissions.`,
    );
  }
}

/**
 * Creates the cluster on first start. initdb writes into a scratch folder that is renamed into place, so an
 * interrupted first start never leaves (or later deletes) a half-made cluster. The built-in C.UTF-8 locale
 * needs no locales installed on the machine.
 */
export function initClusterOnce(
  pgdata: string,
  binaries: PostgresBinaries,
  runAs: RunAs,
  fast: boolean,
): boolean {
  if (hasCluster(pgdata)) return false;
  if (statSync(pgdata, { throwIfNoEntry: false }) && readdirSync(pgdata).length > 0) {
    throw new StartupError(`${pgdata} exists but holds no PostgreSQL cluster; move it away and start again.`);
  }
  rmSync(pgdata, { recursive: true, force: true });
  const scratch = `${pgdata}.init-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { mode: 0o700 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) chownSync(scratch, runAs.uid, runAs.gid);
  const flags = ['-D', scratch, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-instructions'];
  flags.push('--locale-provider=builtin', '--builtin-locale=C.UTF-8');
  if (fast) flags.push('--no-sync');
  try {
    execFileSync(binaries.initdb, flags, {
      uid: runAs.uid,
      gid: runAs.gid,
      env: { PATH: childProcessPath(), LC_ALL: 'C.UTF-8' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '')
      .trim()
      .split('\n')[0];
    throw new StartupError(
      `initdb could not create the database in ${pgdata}: ${stderr || (error as Error).message}`,
    );
  }
  renameSync(scratch, pgdata);
  return true;
}
