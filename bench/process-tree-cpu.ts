import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { processCpuSeconds } from './process-cpu';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The parent of each live process, from /proc (empty where there is none). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return map;
  }
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(name), ppid);
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

/**
 * CPU seconds of a process and of its children that ended and were waited for (user, system, and the
 * children's user and system): a PostgreSQL postmaster's figure keeps its finished backends and autovacuum
 * workers. Null where there is no such process.
 */
function withReapedChildren(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (
      (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticksPerSecond
    );
  } catch {
    return null;
  }
}

/**
 * CPU seconds of a process's descendants (not the process itself), those still running and those that
 * ended under them: for the portal, its embedded PostgreSQL's postmaster, backends and autovacuum workers.
 * Null where /proc is missing.
 */
export function descendantsCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined || processCpuSeconds(pid) === null) return null;
  const tree = parents();
  const below = new Set<number>([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of tree)
      if (below.has(parent) && !below.has(child)) {
        below.add(child);
        grew = true;
      }
  }
  below.delete(pid);
  let total = 0;
  for (const child of below) total += withReapedChildren(child) ?? 0;
  return total;
}

/** Busy and total seconds of one core since boot, from /proc/stat (null where there is none). */
export function coreSeconds(cpu: number): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((row) => row.startsWith(`cpu${cpu} `));
    if (!line) return null;
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: (total - idle) / ticksPerSecond, total: total / ticksPerSecond };
  } catch {
    return null;
  }
}

/**
 * Share of a core's time that processes other than `pid` and its descendants used while `measure` ran:
 * on a shared machine, what the pinned server competed with on its own core. Null where /proc is missing.
 */
export async function othersOnCore<T>(
  cpu: number,
  pid: number | undefined,
  measure: () => Promise<T>,
): Promise<{ result: T; othersShare: number | null }> {
  const coreBefore = coreSeconds(cpu);
  const ownBefore = (processCpuSeconds(pid) ?? 0) + (descendantsCpuSeconds(pid) ?? 0);
  const result = await measure();
  const coreAfter = coreSeconds(cpu);
  const ownAfter = (processCpuSeconds(pid) ?? 0) + (descendantsCpuSeconds(pid) ?? 0);
  if (!coreBefore || !coreAfter || pid === undefined) return { result, othersShare: null };
  const others = coreAfter.busy - coreBefore.busy - (ownAfter - ownBefore);
  return { result, othersShare: Math.max(0, others) / Math.max(coreAfter.total - coreBefore.total, 0.001) };
}
