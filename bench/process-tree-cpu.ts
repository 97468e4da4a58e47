import { readdirSync, readFileSync } from 'node:fs';
import { processCpuSeconds } from './process-cpu';

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
 * CPU seconds of a process's live descendants (not the process itself): for the portal, its embedded
 * PostgreSQL's postmaster and backends. Null where /proc is missing.
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
  for (const child of below) total += processCpuSeconds(child) ?? 0;
  return total;
}
