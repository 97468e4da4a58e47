import { compareInterleaved, type Load } from './interleaved';
import { assertAnswers, type PortalRun } from './portal-session';

/** What the shell asks about the signed-in user: the query of the 2026-11-21 figures, kept for comparison. */
export const ME = JSON.stringify({
  query: '{ me { id email name isGfg isOwner role { name } company { id name brands { id name } } } }',
});

/** The loads of one comparison: the portal, the bare route answering the same bodies, the baseline if any. */
export async function loadsFor({ portal, headers, bare, baseline }: PortalRun, bodies: string[]) {
  await assertAnswers(portal.url, headers, bodies);
  const loads: Record<string, Load> = {
    portal: { url: `${portal.url}/graphql`, headers, bodies, pid: portal.process.pid },
    bare: { url: `${bare.url}/bare`, headers: { 'content-type': 'application/json' }, bodies },
  };
  let baselineSkipped: string | null = null;
  if (baseline) {
    try {
      await assertAnswers(baseline.portal.url, baseline.headers, bodies);
      loads.baseline = {
        url: `${baseline.portal.url}/graphql`,
        headers: baseline.headers,
        bodies,
        pid: baseline.portal.process.pid,
      };
    } catch (error) {
      baselineSkipped = (error as Error).message.slice(0, 200);
    }
  }
  return { loads, baselineSkipped };
}

/** `me` through the full stack against the bare route (and the baseline), 10 connections, interleaved rounds. */
export async function benchMe(run: PortalRun, options: { rounds?: number; seconds?: number } = {}) {
  const { loads, baselineSkipped } = await loadsFor(run, [ME]);
  const figures = await compareInterleaved(loads, options);
  return {
    portal: figures.portal!,
    bare: figures.bare!,
    baseline: figures.baseline ?? null,
    baselineSkipped,
  };
}
