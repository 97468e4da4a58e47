import type { Page } from 'playwright-core';

const QUIET_MS = 1500;

/**
 * Counts the page's requests from now on and tells when it is done loading: no request in flight for 1.5 s,
 * then the main thread idle (a loaded machine may still be parsing a bundle that will ask for more), and no
 * new request since. Playwright's `networkidle` (500 ms without traffic) fires during that parse.
 */
export function trackSettling(page: Page) {
  let inFlight = 0;
  let started = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight++;
    started++;
    lastActivity = Date.now();
  });
  const finished = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async function settled(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
        await page.waitForTimeout(100);
        continue;
      }
      const before = started;
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
      );
      await page.waitForTimeout(200);
      if (started === before && inFlight === 0) return;
    }
    throw new Error(`the page still loaded after ${timeoutMs} ms`);
  };
}
