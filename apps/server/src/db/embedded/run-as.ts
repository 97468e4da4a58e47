import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { postgresRunAsUser } from '../../config/env';
import { StartupError } from './startup-error';

export type RunAs = { uid?: number; gid?: number; name?: string };

function lookupUser(name: string): RunAs | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
    const gid = Number(execFileSync('id', ['-g', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
    return { uid, gid, name };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root. As root it runs as the owner of an existing cluster, else as the user
 * `postgres`, else `nobody`; as anyone else it runs as that user (no ids to switch to).
 */
export function runAsFor(pgdata: string): RunAs {
  if (process.getuid?.() !== 0) return {};
  try {
    const stat = statSync(pgdata);
    if (stat.uid !== 0) return { uid: stat.uid, gid: stat.gid, name: `uid ${stat.uid}` };
  } catch {
    // No cluster yet.
  }
  const user = lookupUser(postgresRunAsUser()) ?? lookupUser('nobody');
  if (!user)
    throw new StartupError(
      'Running as root, and neither a `postgres` nor a `nobody` user exists to run PostgreSQL.',
    );
  assertReachable(path.dirname(pgdata), user);
  return user;
}

/** Every folder above the data folder must let the run user through, or initdb fails with a bare EACCES. */
function assertReachable(folder: string, user: RunAs) {
  for (let dir = path.resolve(folder); ; dir = path.dirname(dir)) {
    const stat = statSync(dir, { throwIfNoEntry: false });
    if (stat) {
      const passable =
        stat.uid === user.uid
          ? stat.mode & 0o100
          : stat.gid === user.gid
            ? stat.mode & 0o010
            : stat.mode & 0o001;
      if (!passable) {
        throw new StartupError(
          `PostgreSQL runs as ${user.name} (the server runs as root) and cannot enter ${dir}; choose a DATA_DIR it can reach, or run as a normal user.`,
        );
      }
    }
    if (dir === path.dirname(dir)) return;
  }
}
