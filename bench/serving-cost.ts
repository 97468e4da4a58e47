import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startDeliveryPortal } from './delivery-portal';
import { seedDeliveryAdSets } from './delivery-setup';
import { SERVING_RATE, simulatorCommand } from './me-while-serving';
import { descendantsCpuSeconds } from './process-tree-cpu';
import { pinSelf, repoRoot } from './server-process';

const TICKS = 100;

/** CPU seconds of a process's threads: the main thread (its JavaScript) and the others (GC, libuv). */
function threadCpu(pid: number) {
  let main = 0;
  let others = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS;
    if (Number(task) === pid) main += seconds;
    else others += seconds;
  }
  return { main, others };
}

/** Busy and total jiffies of each core from /proc/stat. */
function coreTimes() {
  return readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d /.test(line))
    .map((line) => {
      const values = line.trim().split(/\s+/).slice(1).map(Number);
      return { idle: values[3]! + values[4]!, total: values.reduce((sum, value) => sum + value, 0) };
    });
}

const share = (seconds: number, over: number) => `${((seconds / over) * 100).toFixed(1)} %`;

/**
 * `npx tsx bench/serving-cost.ts [seconds]`: what serving SERVING_RATE decisions/s with the simulator's
 * events costs with nothing else asking: the server's main thread, its other threads and its PostgreSQL
 * as shares of a core, and how busy each core was (the load generator's core carries the simulator).
 * BENCH_PROFILE_DIR=<dir> runs the server under `node --cpu-prof`, writing its profile there.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.argv[2] ?? 10);
  // BENCH_SERVING_RATE=<n>: another rate; 0 measures the idle server (its timers) for comparison.
  const rate = Number(process.env.BENCH_SERVING_RATE ?? SERVING_RATE);
  pinSelf(0);
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const run = await startDeliveryPortal({
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  try {
    await seedDeliveryAdSets(run);
    const [command, ...args] = simulatorCommand(run, { rate, seconds: seconds + 3, seed: 7, cpu: 0 });
    const child = rate > 0 ? spawn(command!, args, { cwd: repoRoot, stdio: 'ignore' }) : null;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const pid = run.portal.process.pid!;
    const before = { threads: threadCpu(pid), db: descendantsCpuSeconds(pid) ?? 0, cores: coreTimes() };
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const after = { threads: threadCpu(pid), db: descendantsCpuSeconds(pid) ?? 0, cores: coreTimes() };
    if (child) await new Promise((resolve) => child.once('exit', resolve));
    console.log(
      `serving ${rate} decisions/s: server main thread ${share(after.threads.main - before.threads.main, seconds)}, ` +
        `its other threads ${share(after.threads.others - before.threads.others, seconds)}, ` +
        `its PostgreSQL ${share(after.db - before.db, seconds)} of a core`,
    );
    after.cores.forEach((core, index) => {
      const busy = 1 - (core.idle - before.cores[index]!.idle) / (core.total - before.cores[index]!.total);
      console.log(`  core ${index}: ${(busy * 100).toFixed(1)} % busy`);
    });
  } finally {
    await run.stop();
  }
}
