import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunAs } from './run-as';

export const EMBEDDED_PORT = 5432;
/** sun_path holds 108 bytes with the terminating NUL: longer socket paths fail to bind. */
const MAX_SOCKET_PATH = 107;

/**
 * The server listens on a Unix socket only: no TCP port to clash with, reachable only by this machine's
 * owner of the folder. Inside the data folder when the path fits, else a private folder under the temp dir.
 */
export function prepareSocketDir(dataDir: string, runAs: RunAs): { dir: string; cleanup: () => void } {
  const preferred = path.join(dataDir, 'run');
  const fits = Buffer.byteLength(path.join(preferred, `.s.PGSQL.${EMBEDDED_PORT}`)) <= MAX_SOCKET_PATH;
  const dir = fits ? preferred : mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) chownSync(dir, runAs.uid, runAs.gid);
  return { dir, cleanup: () => (fits ? undefined : rmSync(dir, { recursive: true, force: true })) };
}
