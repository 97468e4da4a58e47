import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the browser does with the server's Set-Cookie, which jsdom cannot receive from a stubbed fetch. */
function setBrowserCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar.
  document.cookie = cookie;
}

/**
 * A fake server: GET /csrf answers the token that fits the current session and sets the cookie, like
 * apps/server/src/http/csrf.ts; POSTs need that token in X-CSRFToken.
 */
function fakeServer() {
  const state = {
    validToken: 'token-1',
    refusal: { error: 'CSRF token missing or incorrect.', code: 'CSRF_FAILED' },
  };
  const posts: { url: string; token: string | null; headers: HeadersInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/csrf') {
      setBrowserCookie(`csrftoken=${state.validToken}; path=/`);
      return new Response(JSON.stringify({ csrfToken: state.validToken }));
    }
    const token = new Headers(init.headers).get('X-CSRFToken');
    posts.push({ url, token, headers: init.headers });
    if (token !== state.validToken) return new Response(JSON.stringify(state.refusal), { status: 403 });
    return new Response(JSON.stringify({ data: { touch: { ok: true } } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, posts, fetchMock };
}

beforeEach(() => {
  vi.resetModules();
  setBrowserCookie('csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchWithCsrf', () => {
  it('sends the token and keeps the headers in the shape they came in', async () => {
    const server = fakeServer();
    const { fetchWithCsrf } = await import('./csrf-fetch');
    const response = await fetchWithCsrf('/v1/x', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(200);
    expect(server.posts[0]!.headers).toEqual({ 'content-type': 'text/plain', 'X-CSRFToken': 'token-1' });
  });

  it("sends an earlier load's cookie at once, while this load's /csrf is still on its way", async () => {
    const server = fakeServer();
    setBrowserCookie('csrftoken=token-1; path=/');
    let answerCsrf: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerCsrf = resolve));
    server.fetchMock.mockImplementationOnce(async () => {
      await answered;
      return new Response(JSON.stringify({ csrfToken: 'token-1' }));
    });
    const { fetchWithCsrf } = await import('./csrf-fetch');
    const response = await fetchWithCsrf('/v1/x', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(server.posts.map((post) => post.token)).toEqual(['token-1']);
    expect(server.fetchMock.mock.calls.filter(([url]) => url === '/csrf')).toHaveLength(1);
    answerCsrf();
  });

  it('fetches a fresh token and retries once when the session changed under the page', async () => {
    const server = fakeServer();
    const { fetchWithCsrf } = await import('./csrf-fetch');
    await fetchWithCsrf('/v1/x', { method: 'POST' });
    // The session cookie expired, or was replaced without this page seeing the new token.
    server.state.validToken = 'token-2';
    const response = await fetchWithCsrf('/v1/x', { method: 'POST', body: 'payload' });
    expect(response.status).toBe(200);
    expect(server.posts.map((post) => post.token)).toEqual(['token-1', 'token-1', 'token-2']);
    expect(server.fetchMock.mock.calls.filter(([url]) => url === '/csrf')).toHaveLength(2);
  });

  it('retries only once, and never for another refusal', async () => {
    const server = fakeServer();
    const { fetchWithCsrf } = await import('./csrf-fetch');
    server.state.refusal = { error: 'Origin not allowed.', code: 'ORIGIN' };
    server.state.validToken = 'never-matches';
    setBrowserCookie('csrftoken=stale; path=/');
    server.fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ csrfToken: 'stale' })));
    expect((await fetchWithCsrf('/v1/x', { method: 'POST' })).status).toBe(403);
    expect(server.posts).toHaveLength(1);

    server.state.refusal = { error: 'CSRF token missing or incorrect.', code: 'CSRF_FAILED' };
    server.fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) === '/csrf') return new Response(JSON.stringify({ csrfToken: 'also-stale' }));
      server.posts.push({
        url: String(input),
        token: new Headers(init.headers).get('X-CSRFToken'),
        headers: init.headers,
      });
      return new Response(JSON.stringify(server.state.refusal), { status: 403 });
    });
    expect((await fetchWithCsrf('/v1/x', { method: 'POST' })).status).toBe(403);
    expect(server.posts).toHaveLength(3);
  });
});

describe('GraphQL client', () => {
  it('recovers from a stale token with one retry', async () => {
    const server = fakeServer();
    setBrowserCookie('csrftoken=from-before-sign-in; path=/');
    const { createGraphqlClient } = await import('./graphql-client');
    const client = createGraphqlClient({ companyId: '7', onUnauthorized: () => {} });
    // The first GET /csrf of the page set the cookie; then the server's session changes.
    await (await import('./csrf')).getCsrfToken();
    server.state.validToken = 'token-after-sign-in';
    const result = await client.mutation('mutation { touch { ok } }', {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ touch: { ok: true } });
    expect(server.posts.map((post) => post.token)).toEqual(['token-1', 'token-after-sign-in']);
    expect(new Headers(server.posts[1]!.headers).get('X-Company-Id')).toBe('7');
  });
});

describe('both cookies gone (issue 12)', () => {
  it('retries with a fresh token and takes the lost session to sign-in, not to a Forbidden banner', async () => {
    const server = fakeServer();
    const { createGraphqlClient } = await import('./graphql-client');
    const onUnauthorized = vi.fn();
    const client = createGraphqlClient({ onUnauthorized });
    await (await import('./csrf')).getCsrfToken();
    // The browser forgets the session and the anti-forgery cookie: /csrf now mints one for no session, and
    // the API answers the retried call as signed out.
    setBrowserCookie('csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
    server.state.validToken = 'token-signed-out';
    server.fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url === '/csrf') {
        setBrowserCookie(`csrftoken=${server.state.validToken}; path=/`);
        return new Response(JSON.stringify({ csrfToken: server.state.validToken }));
      }
      const token = new Headers(init.headers).get('X-CSRFToken');
      server.posts.push({ url, token, headers: init.headers });
      if (token !== server.state.validToken)
        return new Response(JSON.stringify(server.state.refusal), { status: 403 });
      return new Response(
        JSON.stringify({
          data: null,
          errors: [{ message: 'UNAUTHORIZED', extensions: { code: 'UNAUTHORIZED' } }],
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    });
    const result = await client.mutation('mutation { touch { ok } }', {}).toPromise();
    expect(server.posts.map((post) => post.token)).toEqual(['token-1', 'token-signed-out']);
    expect(result.error?.networkError).toBeUndefined();
    expect(result.error?.response?.status).not.toBe(403);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shares one fresh token among the calls refused together, so their retries match the cookie', async () => {
    // The real server: /csrf keeps a cookie that fits the session, else mints a new token and sets it; an
    // unsafe call passes only when its header equals the cookie and was minted for the session (none here).
    let minted = 0;
    const valid = new Set<string>();
    const posts: (string | null)[] = [];
    const cookieToken = () => /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1] || null;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) === '/csrf') {
        const existing = cookieToken();
        const token = existing && valid.has(existing) ? existing : `signed-out-${++minted}`;
        valid.add(token);
        // Each answer is on its way for a moment, as on a network.
        await new Promise((resolve) => setTimeout(resolve, 5));
        setBrowserCookie(`csrftoken=${token}; path=/`);
        return new Response(JSON.stringify({ csrfToken: token }));
      }
      const header = new Headers(init.headers).get('X-CSRFToken');
      posts.push(header);
      // The cookie the browser sends is the one it holds when the call leaves, a moment later.
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (!header || header !== cookieToken() || !valid.has(header))
        return new Response(JSON.stringify({ error: 'common:error.csrfFailed', code: 'CSRF_FAILED' }), {
          status: 403,
        });
      return new Response(JSON.stringify({ data: { touch: { ok: true } } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { fetchWithCsrf } = await import('./csrf-fetch');
    // The page loaded signed in; then the browser lost both cookies.
    setBrowserCookie('csrftoken=of-the-old-session; path=/');
    const { getCsrfToken } = await import('./csrf');
    await getCsrfToken();
    valid.clear();
    setBrowserCookie('csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
    const responses = await Promise.all(
      [1, 2, 3].map(() => fetchWithCsrf('/graphql', { method: 'POST', body: '{}' })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/csrf').length).toBeLessThanOrEqual(2);
  });
});
