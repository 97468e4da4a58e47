import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { launchChromium, loadRoute } from './first-route';
import { CONNECTIONS } from './interleaved';
import { ME } from './me-throughput';
import { withPortal } from './portal-session';
import { pinSelf } from './server-process';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
};
type Profile = { nodes: (Node & { children?: number[] })[]; samples: number[]; timeDeltas: number[] };

/** Where a frame's code lives: a package name, our own source, or Node.js internals. */
function area(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/apps/server/src/')) return `server:${url.split('/apps/server/src/')[1]?.split('/')[0]}`;
  if (url.startsWith('node:')) return 'node internals';
  return url ? 'other' : '(native/GC/idle)';
}

/** Self time by function and by area over the profile's last `windowMs` (the load, not the start-up). */
export function summarize(profile: Profile, windowMs: number, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const times: number[] = [];
  let clock = 0;
  for (const delta of profile.timeDeltas) {
    clock += delta;
    times.push(clock);
  }
  const from = clock - windowMs * 1000;
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    if (times[index]! < from) return;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    total += delta;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + delta);
    areas.set(area(frame.url), (areas.get(area(frame.url)) ?? 0) + delta);
  });
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  return { busyMs: total / 1000, functions: rank(functions), areas: rank(areas) };
}

/**
 * `npx tsx bench/profile-request.ts [me|sponsor] [seconds]`: the portal under `node --cpu-prof` with 10
 * connections sending `me` or the first /sponsor page's queries; prints where the server's CPU went.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = process.argv[2] === 'sponsor' ? 'sponsor' : 'me';
  const seconds = Number(process.argv[3] ?? 10);
  const profileDir = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  pinSelf(0);
  await withPortal(
    async (run) => {
      let bodies = [ME];
      if (target === 'sponsor') {
        const browser = await launchChromium();
        try {
          bodies = (await loadRoute(browser, run.portal.url, '/sponsor', { signedIn: true })).graphqlBodies;
        } finally {
          await browser.close();
        }
      }
      const load = () =>
        autocannon({
          url: `${run.portal.url}/graphql`,
          method: 'POST',
          headers: run.headers,
          requests: bodies.map((body) => ({ method: 'POST', body })),
          connections: CONNECTIONS,
          duration: seconds,
        });
      await load();
      const result = await load();
      console.log(`${target}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms`);
    },
    { profileDir },
  );
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${profileDir}`);
  const summary = summarize(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')), seconds * 1000);
  console.log(
    `profile ${path.join(profileDir, file)}: ${summary.busyMs.toFixed(0)} ms busy in the last ${seconds} s`,
  );
  console.log(`self time by area\n${summary.areas.join('\n')}`);
  console.log(`self time by function\n${summary.functions.join('\n')}`);
}
