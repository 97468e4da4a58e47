import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isAlive, processInfo } from './process-info';
import { StartupError } from './startup-error';

/**
 * One portal per data folder. `portal.pid` is created exclusively and names the live Node process that owns
 * the folder; a file left by a killed process (its pid dead, or reused by something that is not Node) is
 * taken over. Two starts racing both remove a stale file, but only one exclusive create wins.
 */
export function acquireOwnerLock(dataDir: string): { release: () => void } {
  const file = path.join(dataDir, 'portal.pid');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (owner !== process.pid && isNodeProcess(owner)) {
      throw new StartupError(
        `The data folder ${dataDir} is in use by another portal (process ${owner}); stop it first, or choose another DATA_DIR.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new StartupError(`Could not take the data folder ${dataDir}: another start keeps racing for it.`);
}

function isNodeProcess(pid: number) {
  if (!isAlive(pid)) return false;
  const argv0 = processInfo(pid)?.argv[0];
  return argv0 === undefined || path.basename(argv0).startsWith('node');
}

function releaseIfOurs(file: string) {
  try {
    if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}
