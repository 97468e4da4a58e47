import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { dashboardPath, paintOnce, signedInContext } from './dashboard-paint';
import { startDeliveryPortal } from './delivery-portal';
import { launchChromium } from './first-route';
import { seedReportRollups } from './reports-seed';
import { median } from './stats';

type Mark = { what: string; start: number; end: number };

/**
 * One load of /sponsor over the last `days` days, as a timeline (ms from the navigation's start): the
 * document, each script and GraphQL operation (by its operation name), the main thread's tasks over 50 ms,
 * and when the four charts were drawn.
 */
async function timelineOnce(context: BrowserContext, days: number): Promise<Mark[]> {
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { tasks: { start: number; end: number }[] };
      w.tasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const operations: { name: string; url: string }[] = [];
    page.on('request', (request) => {
      const body = request.postData();
      const name =
        body?.match(/"operationName":"(\w+)"/)?.[1] ?? body?.match(/(?:query|mutation) (\w+)/)?.[1];
      if (name) operations.push({ name, url: request.url() });
    });
    await page.goto(dashboardPath(days), { waitUntil: 'commit' });
    const drawn = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const check = () => {
            if (document.querySelectorAll('[data-testid="time-series-chart"] canvas').length >= 4)
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
            else setTimeout(check, 5);
          };
          check();
        }),
    );
    await page.waitForTimeout(300);
    const { resources, tasks, dcl, userMarks } = await page.evaluate(() => ({
      userMarks: performance
        .getEntriesByType('mark')
        .map((entry) => ({ name: entry.name, at: entry.startTime })),
      resources: performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
      tasks: (window as unknown as { tasks: { start: number; end: number }[] }).tasks,
      dcl: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventEnd,
    }));
    const marks: Mark[] = [{ what: 'DOMContentLoaded', start: dcl, end: dcl }];
    // performance.mark() calls of a build instrumented for a question (mark: name).
    for (const mark of userMarks) marks.push({ what: `mark: ${mark.name}`, start: mark.at, end: mark.at });
    const graphql = resources.filter((entry) => entry.name.endsWith('/graphql'));
    // Resource entries of /graphql come in request order, as the requests were seen.
    for (const [index, entry] of graphql.entries())
      marks.push({ what: `gql ${operations[index]?.name ?? '?'}`, start: entry.start, end: entry.end });
    const scripts = resources.filter((entry) => /\.(js|css)$/.test(entry.name));
    if (scripts.length)
      marks.push({
        what: `${scripts.length} scripts/styles`,
        start: Math.min(...scripts.map((s) => s.start)),
        end: Math.max(...scripts.map((s) => s.end)),
      });
    // BENCH_WATCH=<regexp>: these resources one by one (a route's data declaration and its modules).
    const watch = process.env.BENCH_WATCH ? new RegExp(process.env.BENCH_WATCH) : null;
    for (const entry of resources)
      if (watch?.test(entry.name))
        marks.push({
          what: entry.name
            .split('/')
            .pop()!
            .replace(/-[\w-]{8}\./, '.'),
          start: entry.start,
          end: entry.end,
        });
    for (const [index, task] of tasks.entries()) marks.push({ what: `long task ${index + 1}`, ...task });
    marks.push({ what: 'charts drawn', start: drawn, end: drawn });
    return marks;
  } finally {
    await page.close();
  }
}

/**
 * One load's JavaScript CPU profile, or with a `.json` path its Chromium trace (the DevTools Performance panel
 * opens both), from before the navigation.
 */
async function profileOnce(context: BrowserContext, days: number, path: string) {
  const page = await context.newPage();
  const browser = context.browser()!;
  const isTrace = path.endsWith('.json');
  try {
    const cdp = await context.newCDPSession(page);
    if (isTrace)
      await browser.startTracing(page, {
        path,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink',
          'v8.execute',
          'toplevel',
        ],
      });
    else {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {
        interval: Number(process.env.BENCH_PROFILE_INTERVAL ?? 500),
      });
      await cdp.send('Profiler.start');
    }
    await page.goto(dashboardPath(days));
    await page.locator('[data-testid="time-series-chart"] canvas').nth(3).waitFor();
    await page.waitForTimeout(300);
    if (isTrace) await browser.stopTracing();
    else writeFileSync(path, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  } finally {
    await page.close();
  }
}

/**
 * The dashboard's load as a timeline, for finding where its paint goes (issue 14). Seeds the reports bench's
 * year, then prints the median timeline of BENCH_LOADS loads of BENCH_DAYS days; with BENCH_HOLD=<file>, it
 * measures again each time that file appears (rebuild apps/web, touch the file), until killed.
 */
async function main() {
  process.env.DEMO_HISTORY_DAYS = '0';
  const run = await startDeliveryPortal();
  const days = Number(process.env.BENCH_DAYS ?? 7);
  const loads = Number(process.env.BENCH_LOADS ?? 7);
  const hold = process.env.BENCH_HOLD;
  try {
    await seedReportRollups(run.db);
    const browser = await launchChromium();
    const context = await signedInContext(browser, run.portal.url);
    for (;;) {
      await paintOnce(context, days);
      const runs: Mark[][] = [];
      for (let load = 0; load < loads; load++) runs.push(await timelineOnce(context, days));
      const names = [...new Set(runs.flatMap((marks) => marks.map((mark) => mark.what)))];
      const rows = names.map((what) => {
        const found = runs.map((marks) => marks.find((mark) => mark.what === what)).filter(Boolean) as Mark[];
        return {
          what,
          seen: found.length,
          start: median(found.map((m) => m.start)),
          end: median(found.map((m) => m.end)),
        };
      });
      rows.sort((a, b) => a.start - b.start);
      console.log(`${days} days, ${loads} loads (median ms from navigation start; seen in how many loads):`);
      for (const row of rows)
        console.log(
          `  ${row.start.toFixed(0).padStart(5)} – ${row.end.toFixed(0).padStart(5)}  ${row.what} (${row.seen})`,
        );
      if (!hold) break;
      while (!existsSync(hold)) await new Promise((resolve) => setTimeout(resolve, 500));
      // The file's text, when there is one: where to write the CPU profile (or .json trace) of one more load.
      const profilePath = readFileSync(hold, 'utf8').trim();
      rmSync(hold);
      if (profilePath) await profileOnce(context, days, profilePath);
    }
    await browser.close();
  } finally {
    await run.stop();
  }
}

// Not pinned: Chromium inherits this process' cores, and draws on both, as bench/run-all.ts measures it (pinned,
// the renderer shared one core with its own GPU, network and compile processes).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
