import { readFileSync } from 'node:fs';

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line and parent of a live process, from /proc (undefined when it is gone). */
export function processInfo(pid: number): { argv: string[]; parentPid: number } | undefined {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { argv, parentPid };
  } catch {
    return undefined;
  }
}
