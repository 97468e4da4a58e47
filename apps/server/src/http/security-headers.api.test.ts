import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserFlow } from '../modules/social/social-test-helpers';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { TestClient } from '../testing/graphql-client';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
const ownOrigin = 'http://portal.test:8080';
const foreignOrigin = 'http://portal.test:9999';

// What `npm start` runs: NODE_ENV development (its default) and no DEV_TOOLS.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { NODE_ENV: 'development', WEB_DIST_DIR: webDist, PUBLIC_URL: `${ownOrigin}/` },
    demoProductCount: 20,
  });
});
afterAll(() => testApp.close());

const signedIn = async (email: string) => {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
};

const signInMutation = 'mutation { signIn(email: "owner@demo.test", password: "Demo!Passw0rd1") { ok } }';

/** A raw GraphQL POST with exactly the cookies and headers given. */
const post = (headers: Record<string, string>, query = '{ currencies { code } }') =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query }),
  });

describe('sandbox outbox', () => {
  const outbox = (client?: TestClient) =>
    testApp.app.inject({
      method: 'GET',
      url: '/dev/outbox?format=json',
      headers: client ? { cookie: `sessionid=${client.cookie('sessionid')}` } : {},
    });

  it('is refused to anonymous visitors and to signed-in non-staff, even with NODE_ENV=development', async () => {
    expect((await outbox()).statusCode).toBe(403);
    expect((await outbox(await signedIn('owner@demo.test'))).statusCode).toBe(403);
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).not.toContain('Sandbox outbox');
  });

  it('is read by a signed-in staff session', async () => {
    await testApp.deps.mailer.send({
      to: 'otp@demo.test',
      subject: 'Your sign-in code',
      text: 'Code 123456',
    });
    const staff = await signedIn('staff@demo.test');
    const response = await outbox(staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<{ to: string; text: string }[]>()[0]).toMatchObject({
      to: 'otp@demo.test',
      text: 'Code 123456',
    });
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/dev/outbox?to=otp@demo.test',
      headers: { cookie: `sessionid=${staff.cookie('sessionid')}` },
    });
    expect(page.body).toContain('Sandbox outbox');
    expect(page.body).toContain('otp@demo.test');
  });
});

describe('developer tools without DEV_TOOLS', () => {
  it('refuses introspection, serves no GraphiQL and suggests no field names', async () => {
    const client = new TestClient(testApp.app);
    const introspection = await client.gql('{ __schema { queryType { name } } }');
    expect(introspection.body.data).toBeUndefined();
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
    const graphiql = await testApp.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(graphiql.body).not.toMatch(/graphiql/i);
    const typo = await client.gql('{ currencie { code } }');
    expect(typo.body.errors?.[0]?.message).toMatch(/Cannot query field/);
    expect(JSON.stringify(typo.body)).not.toMatch(/Did you mean/);
  });

  describe('with DEV_TOOLS=1 (npm run dev)', () => {
    let devApp: TestApp;
    beforeAll(async () => {
      devApp = await createTestApp({ env: { DEV_TOOLS: '1', DEMO_DATA: '0' } });
    });
    afterAll(() => devApp.close());

    it('allows introspection, GraphiQL and suggestions', async () => {
      const client = new TestClient(devApp.app);
      const introspection = await client.gql('{ __schema { queryType { name } } }');
      expect(introspection.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      const graphiql = await devApp.app.inject({
        method: 'GET',
        url: '/graphql',
        headers: { accept: 'text/html' },
      });
      expect(graphiql.body).toMatch(/graphiql/i);
      const typo = await client.gql('{ currencie { code } }');
      expect(typo.body.errors?.[0]?.message).toMatch(/Did you mean/);
    });
  });
});

describe('cross-origin requests', () => {
  it('answers a preflight only for the configured origin', async () => {
    const preflight = (origin: string) =>
      testApp.app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-csrftoken',
        },
      });
    const foreign = await preflight(foreignOrigin);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
    const own = await preflight(ownOrigin);
    expect(own.statusCode).toBe(204);
    expect(own.headers['access-control-allow-origin']).toBe(ownOrigin);
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    expect(String(own.headers['access-control-allow-headers'])).toContain('x-csrftoken');
  });

  it('gives a foreign origin no allow-origin header on a read', async () => {
    const owner = await signedIn('owner@demo.test');
    const read = (origin: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/graphql?query=%7B%20me%20%7B%20email%20%7D%20%7D',
        headers: { origin, cookie: `sessionid=${owner.cookie('sessionid')}`, accept: 'application/json' },
      });
    const foreign = await read(foreignOrigin);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(foreign.headers.vary)).toMatch(/origin/i);
    expect((await read(ownOrigin)).headers['access-control-allow-origin']).toBe(ownOrigin);
  });

  it('refuses an unsafe request from a foreign origin even with a valid token pair', async () => {
    const client = new TestClient(testApp.app);
    const token = await client.csrf();
    const headers = { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
    const foreign = await post({ ...headers, origin: foreignOrigin }, signInMutation);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies.find((cookie) => cookie.name === 'sessionid')).toBeUndefined();
    expect((await post({ ...headers, origin: 'null' })).statusCode).toBe(403);
    expect((await post({ ...headers, origin: ownOrigin })).statusCode).toBe(200);
    // The page's own host, whatever name it was opened under (or the Vite dev server forwarding its Host).
    expect(
      (await post({ ...headers, origin: 'http://localhost:5173', host: 'localhost:5173' })).statusCode,
    ).toBe(200);
  });
});

describe('anti-forgery token bound to the session', () => {
  it('refuses a cookie/header pair the client invented', async () => {
    for (const invented of ['a'.repeat(43), `${'a'.repeat(43)}.${'b'.repeat(43)}`]) {
      const response = await post({ cookie: `csrftoken=${invented}`, 'x-csrftoken': invented });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CSRF_FAILED' });
    }
  });

  it("refuses a token minted for session A with session B's cookie", async () => {
    const alice = await signedIn('owner@demo.test');
    const bob = await signedIn('member@demo.test');
    const tokenA = alice.cookie('csrftoken')!;
    const withB = (token: string) =>
      post({ cookie: `sessionid=${bob.cookie('sessionid')}; csrftoken=${token}`, 'x-csrftoken': token });
    expect((await withB(tokenA)).statusCode).toBe(403);
    expect((await withB(bob.cookie('csrftoken')!)).statusCode).toBe(200);
    // A signed-out token does not pass with a session either.
    const anonymous = await new TestClient(testApp.app).csrf();
    expect((await withB(anonymous)).statusCode).toBe(403);
  });

  it('changes the token at sign-in and at sign-out; the old one stops working', async () => {
    const client = new TestClient(testApp.app);
    const before = await client.csrf();
    const signIn = await client.gql(signInMutation);
    const rotated = signIn.response.cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(before);
    const session = client.cookie('sessionid')!;
    const withSession = (token: string) =>
      post({ cookie: `sessionid=${session}; csrftoken=${token}`, 'x-csrftoken': token });
    expect((await withSession(before)).statusCode).toBe(403);
    expect((await withSession(rotated!)).statusCode).toBe(200);

    // GET /csrf keeps a token that fits the session and replaces one that does not.
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/csrf',
      headers: { cookie: `sessionid=${session}; csrftoken=${rotated}` },
    });
    expect(kept.json()).toEqual({ csrfToken: rotated });
    const fresh = await testApp.app.inject({
      method: 'GET',
      url: '/csrf',
      headers: { cookie: `sessionid=${session}; csrftoken=${before}` },
    });
    const freshToken = fresh.json<{ csrfToken: string }>().csrfToken;
    expect(freshToken).not.toBe(before);
    expect((await withSession(freshToken)).statusCode).toBe(200);

    const signOut = await client.gql('mutation { signOut { ok } }');
    const afterSignOut = signOut.response.cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
    expect(afterSignOut).toBeTruthy();
    expect(afterSignOut).not.toBe(rotated);
    expect((await post({ cookie: `csrftoken=${rotated}`, 'x-csrftoken': rotated! })).statusCode).toBe(403);
    expect((await client.gql('{ currencies { code } }')).status).toBe(200);
  });
});

describe('client address for rate limits', () => {
  /** The sandbox card tokeniser allows 60 calls an hour per client address (payment-routes.ts). */
  const sixtyOneTokenCalls = async (app: TestApp, forwardedFor: (index: number) => string) => {
    const token = await new TestClient(app.app).csrf();
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/v1/payments/sandbox/tokens',
        headers: {
          'content-type': 'application/json',
          cookie: `csrftoken=${token}`,
          'x-csrftoken': token,
          'x-forwarded-for': forwardedFor(index),
        },
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For by default: invented addresses share the socket address limit', async () => {
    const statuses = await sixtyOneTokenCalls(testApp, (index) => `203.0.113.${index}`);
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  describe('with TRUST_PROXY=127.0.0.1', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', DEMO_DATA: '0' } });
    });
    afterAll(() => proxied.close());

    it("takes the client address from the proxy's X-Forwarded-For", async () => {
      expect(await sixtyOneTokenCalls(proxied, (index) => `203.0.113.${index}`)).not.toContain(429);
      expect((await sixtyOneTokenCalls(proxied, () => '198.51.100.7'))[60]).toBe(429);
    });
  });
});

describe('browser hardening headers', () => {
  it.each(['/', '/sponsor', '/graphql?query=%7B__typename%7D'])(
    'sends a strict policy on %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("default-src 'self'");
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).toContain("object-src 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    },
  );

  it('serves the sandbox consent page under the same policy, which it needs no script for', async () => {
    const flow = new BrowserFlow(testApp.app, new TestClient(testApp.app));
    const authorizeUrl = await flow.start('sc_sg', 'login');
    const page = await flow.get(authorizeUrl.toString());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.body).not.toMatch(/<script|\son\w+=/i);
    // Its form and the redirect after it stay on the configured origin.
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${ownOrigin}`);
  });
});

describe('slow clients', () => {
  let slow: TestApp;
  let port: number;
  beforeAll(async () => {
    slow = await createTestApp({
      env: { DEMO_DATA: '0' },
      httpTimeouts: { headersMs: 300, requestMs: 600, idleMs: 5_000, checkIntervalMs: 100 },
    });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    port = (slow.app.server.address() as { port: number }).port;
  });
  afterAll(() => slow.close());

  /** Writes `head` on a raw socket, then nothing; resolves with what came back and how long the socket lived. */
  const holdOpen = (head: string) =>
    new Promise<{ answer: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1', () => socket.write(head));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server kept the connection open'));
      }, 4_000);
    });

  it('cuts off a request whose body never completes', async () => {
    const token = await new TestClient(slow.app).csrf();
    const { answer, ms } = await holdOpen(
      [
        'POST /graphql HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 1000',
        `Cookie: csrftoken=${token}`,
        `X-CSRFToken: ${token}`,
        '',
        '{"query": "{ currencies',
      ].join('\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(2_000);
  });

  it('cuts off a client whose headers never end', async () => {
    const { ms } = await holdOpen('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1');
    expect(ms).toBeLessThan(2_000);
  });
});
