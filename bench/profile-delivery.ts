import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDecisions } from './decisions';
import { startDeliveryPortal } from './delivery-portal';
import { seedDeliveryAdSets } from './delivery-setup';
import { benchEvents } from './events';
import { benchMeWhileServing } from './me-while-serving';
import { summarize } from './profile-request';
import { pinSelf } from './server-process';

/**
 * `npx tsx bench/profile-delivery.ts decisions|events|me [seconds]`: the delivery bench's portal under
 * `node --cpu-prof`, seeded with its 500 ad sets, then one round of the decisions load (at 1,000/s, then
 * full speed), of the events load (batches of 100 as fast as 10 connections go) or of `me` alone and
 * while the simulator serves; prints where the server's CPU went in the last 2 × `seconds` (for decisions
 * the full-speed part and the bare route's turn, which leaves the portal idle; for `me`, serving).
 * DEMO_HISTORY_DAYS=0 skips the wait for the demo history.
 */
const target = process.argv[2] === 'events' || process.argv[2] === 'me' ? process.argv[2] : 'decisions';
const seconds = Number(process.argv[3] ?? 10);
const profileDir = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
pinSelf(0);
const run = await startDeliveryPortal({ nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
try {
  const setup = await seedDeliveryAdSets(run);
  if (target === 'decisions') {
    const figures = await benchDecisions(run, setup, { rounds: 1, seconds });
    console.log(
      `decisions: at 1,000/s p99 ${figures.atRate.portal.p99} ms; full speed ${figures.max.portal.rps.toFixed(0)} req/s`,
    );
  } else if (target === 'events') {
    const figures = await benchEvents(run, setup, { rounds: 1, seconds });
    console.log(
      `events: ${figures.portal.eventsPerSecond.toFixed(0)} events/s, batch p99 ${figures.portal.p99} ms`,
    );
  } else {
    const figures = await benchMeWhileServing(run, { rounds: 1, seconds });
    console.log(`me p99 alone ${figures.alone.p99} ms, while serving ${figures.serving.p99} ms`);
  }
} finally {
  await run.stop();
}
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${profileDir}`);
// The events run ends with the bare route's round and the retries: the window is the portal's round before them.
const summary = summarize(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')), seconds * 1000 * 2);
console.log(`profile ${path.join(profileDir, file)}: ${summary.busyMs.toFixed(0)} ms busy in the window`);
console.log(`self time by area\n${summary.areas.join('\n')}`);
console.log(`self time by function\n${summary.functions.join('\n')}`);
