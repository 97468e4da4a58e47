import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/support/chromium-args';
import { trackSettling } from './page-settle';
import { OWNER } from './portal-session';

export type RouteLoad = {
  path: string;
  /** Gzipped bytes of the JavaScript and CSS the route loaded before it went quiet. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: { url: string; gzipBytes: number }[];
  /** The GraphQL POST bodies the page sent, in order (mutations left out: the bench replays only reads). */
  graphqlBodies: string[];
};

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

const isMutation = (body: string) => {
  try {
    return /^\s*mutation\b/.test((JSON.parse(body) as { query?: string }).query ?? '');
  } catch {
    return false;
  }
};

/**
 * Opens `path` cold in a new browser context (signed in as the demo owner when asked) and records what it
 * loads until the network has been quiet for 1.5 s: the same-origin scripts and stylesheets (sized gzipped, from the bodies
 * the server sent, so chunk names never matter) and the GraphQL requests.
 */
export async function loadRoute(
  browser: Browser,
  baseUrl: string,
  path: string,
  { signedIn }: { signedIn: boolean },
): Promise<RouteLoad> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    if (signedIn) {
      const { csrfToken } = (await (await context.request.get('/csrf')).json()) as { csrfToken: string };
      const response = await context.request.post('/graphql', {
        headers: { 'x-csrftoken': csrfToken, 'content-type': 'application/json' },
        data: {
          query:
            'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { ok } }',
          variables: OWNER,
        },
      });
      if (!(await response.text()).includes('"ok":true')) throw new Error('owner sign-in failed');
    }
    const page = await context.newPage();
    const assets: Promise<{ url: string; type: string; gzipBytes: number }>[] = [];
    const graphqlBodies: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') {
        const body = request.postData();
        if (body && !isMutation(body)) graphqlBodies.push(body);
      }
    });
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!response.url().startsWith(baseUrl) || (type !== 'script' && type !== 'stylesheet')) return;
      assets.push(
        response
          .body()
          .then((body) => ({ url: response.url(), type, gzipBytes: gzipSync(body, { level: 9 }).length }))
          // A body the browser dropped (a navigation) counts for nothing rather than failing the run.
          .catch(() => ({ url: response.url(), type, gzipBytes: 0 })),
      );
    });
    const settled = trackSettling(page);
    await page.goto(path, { waitUntil: 'load' });
    await settled();
    const finalUrl = page.url();
    const files = await Promise.all(assets);
    const sum = (type: string) =>
      files.filter((file) => file.type === type).reduce((total, file) => total + file.gzipBytes, 0);
    if (new URL(finalUrl).pathname !== path) throw new Error(`${path} ended on ${finalUrl}`);
    return {
      path,
      jsGzipBytes: sum('script'),
      cssGzipBytes: sum('stylesheet'),
      files: files.map(({ url, gzipBytes }) => ({ url: new URL(url).pathname, gzipBytes })),
      graphqlBodies,
    };
  } finally {
    await context.close();
  }
}
