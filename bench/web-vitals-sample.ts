import type { Browser, BrowserContext, CDPSession } from 'playwright-core';

/** What one cold load of one page measured. */
export type VitalsSample = {
  lcpMs: number;
  cls: number;
  graphqlRequests: number;
  translationRequests: number;
  transferredBytes: number;
  /** From the end of the `me` response to the start of the page's last own-data request (0 if none waited); null without both. */
  meToOwnDataMs: number | null;
  /** GraphQL operations in the order they started, for the verbose timeline. */
  operations: string[];
};

/**
 * The session and the header's widgets: every other GraphQL operation (flags and configuration included, since
 * the page waits for them) is the page's own data, whose last start after `me` shows the waterfall's depth.
 */
const SHELL_OPERATION = /^(Me|UserAccounts|UnreadNotificationCount|Notifications)$/;
const TRANSLATION_URL = /\/locales\/[^/]+\/[^/]+/;

// Installed before any page script: buffered observers see entries emitted before they were created too.
const OBSERVERS = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

type Tracked = { url: string; operation: string | null; startedAt: number; finishedAt: number | null };

/** The GraphQL operation a request body names (urql sends `operationName`; otherwise read it off the query). */
function operationOf(postData: string | undefined): string | null {
  if (!postData) return null;
  try {
    const body = JSON.parse(postData) as { operationName?: string; query?: string };
    return body.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? 'anonymous';
  } catch {
    return 'unparsed';
  }
}

/** Records every request of the page through the DevTools protocol: start, end and bytes on the wire. */
async function trackNetwork(cdp: CDPSession) {
  const requests = new Map<string, Tracked>();
  let transferredBytes = 0;
  let lastActivity = Date.now();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    const isGraphql = new URL(event.request.url).pathname === '/graphql';
    requests.set(event.requestId, {
      url: event.request.url,
      operation: isGraphql ? operationOf(event.request.postData) : null,
      startedAt: event.timestamp * 1000,
      finishedAt: null,
    });
  });
  const finish = (requestId: string, timestamp: number) => {
    lastActivity = Date.now();
    const tracked = requests.get(requestId);
    if (tracked) tracked.finishedAt = timestamp * 1000;
  };
  cdp.on('Network.loadingFinished', (event) => {
    transferredBytes += event.encodedDataLength;
    finish(event.requestId, event.timestamp);
  });
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp));
  const inFlight = () => [...requests.values()].filter((request) => request.finishedAt === null).length;
  return {
    requests,
    bytes: () => transferredBytes,
    quietFor: () => (inFlight() ? 0 : Date.now() - lastActivity),
  };
}

/** Waits until no request has been in flight for `quietMs` (the page has drawn its data), at most `timeoutMs`. */
async function settle(quietFor: () => number, quietMs = 1500, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (quietFor() < quietMs && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * One cold load: a new context (empty cache, no service worker), optionally signed in through the API first
 * (that fills the cookie jar only, not the HTTP cache), then the page, observed until the network is quiet.
 */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  signIn: ((context: BrowserContext) => Promise<void>) | null,
): Promise<VitalsSample> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 768 } });
  try {
    if (signIn) await signIn(context);
    await context.addInitScript(OBSERVERS);
    const page = await context.newPage();
    const network = await trackNetwork(await context.newCDPSession(page));
    await page.goto(pagePath, { waitUntil: 'load' });
    await settle(network.quietFor);
    if (new URL(page.url()).pathname !== new URL(pagePath, baseUrl).pathname) {
      throw new Error(`${pagePath} ended on ${page.url()}: not signed in, or the route moved`);
    }
    const vitals = await page.evaluate(
      () => (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals,
    );
    const all = [...network.requests.values()].sort((a, b) => a.startedAt - b.startedAt);
    const graphql = all.filter((request) => request.operation !== null);
    const me = graphql.find((request) => request.operation === 'Me' && request.finishedAt !== null);
    const own = graphql.filter((request) => !SHELL_OPERATION.test(request.operation!));
    const lastOwn = own.at(-1);
    return {
      lcpMs: vitals.lcp,
      cls: vitals.cls,
      graphqlRequests: graphql.length,
      translationRequests: all.filter((request) => TRANSLATION_URL.test(new URL(request.url).pathname))
        .length,
      transferredBytes: network.bytes(),
      // 0: every own request had started before `me` answered (nothing waited for it).
      meToOwnDataMs: me && lastOwn ? Math.max(0, lastOwn.startedAt - me.finishedAt!) : null,
      operations: graphql.map((request) => request.operation!),
    };
  } finally {
    await context.close();
  }
}
