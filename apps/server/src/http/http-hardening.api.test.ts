import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFailures, featureFlags } from '../db/schema/index';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { TestClient } from '../testing/graphql-client';

let testApp: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(path.join(webDist, 'version.txt'), 'build-123\n');

beforeAll(async () => {
  testApp = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(() => testApp.close());

const failureCount = async () =>
  (await testApp.deps.db.select({ value: count() }).from(authFailures))[0]!.value;

describe('anti-forgery token', () => {
  it('hands out a token in JSON and in the csrftoken cookie', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/csrf' });
    const { csrfToken } = response.json<{ csrfToken: string }>();
    expect(csrfToken).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(response.cookies.find((cookie) => cookie.name === 'csrftoken')?.value).toBe(csrfToken);
  });

  it.each([
    ['missing', {}],
    ['wrong', { 'x-csrftoken': 'a'.repeat(43) }],
  ])('refuses a POST with a %s header with 403 and writes nothing', async (_label, header) => {
    const client = new TestClient(testApp.app);
    const token = await client.csrf();
    const before = await failureCount();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${token}`, ...header },
      payload: JSON.stringify({
        query: 'mutation { signIn(email: "owner@demo.test", password: "nope") { ok } }',
      }),
    });
    expect(response.statusCode).toBe(403);
    expect(await failureCount()).toBe(before);
  });

  it("lets the sandbox provider's token endpoint be called server to server without the token", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/oauth/sc_sg/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=nope&client_id=x&redirect_uri=http://x',
    });
    expect(response.statusCode).not.toBe(403);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses a staff mutation sent without the token even with a valid session', async () => {
    const client = new TestClient(testApp.app);
    await client.signIn('staff@demo.test');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: `sessionid=${client.cookie('sessionid')}` },
      payload: JSON.stringify({
        query: 'mutation { updateFeatureFlag(name: "allow_pass_day", isActive: true) { ok } }',
      }),
    });
    expect(response.statusCode).toBe(403);
    const [flag] = await testApp.deps.db
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.name, 'allow_pass_day'));
    expect(flag?.isActive).toBe(false);
  });
});

describe('GraphQL input limits', () => {
  it('answers malformed GraphQL with 400, not 500', async () => {
    const client = new TestClient(testApp.app);
    const result = await client.gql('{ me { id ');
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('answers a body that is not JSON with 400', async () => {
    const client = new TestClient(testApp.app);
    const token = await client.csrf();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrftoken=${token}` },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('rejects an over-deep query before any resolver runs', async () => {
    const client = new TestClient(testApp.app);
    const deep = `{ ${'a { '.repeat(12)}b${' }'.repeat(12)} }`;
    const result = await client.gql(deep);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.some((error) => /depth/i.test(error.message))).toBe(true);
  });

  it('rejects an over-aliased request before any resolver runs', async () => {
    const client = new TestClient(testApp.app);
    const before = await failureCount();
    const aliases = Array.from(
      { length: 16 },
      (_, i) => `a${i}: signIn(email: "owner@demo.test", password: "x${i}") { ok }`,
    );
    const result = await client.gql(`mutation { ${aliases.join(' ')} }`);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.some((error) => /alias/i.test(error.message))).toBe(true);
    expect(await failureCount()).toBe(before);
  });

  it('refuses batched requests', async () => {
    const client = new TestClient(testApp.app);
    const token = await client.csrf();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrftoken=${token}` },
      payload: JSON.stringify([{ query: '{ currencies { code } }' }, { query: '{ currencies { code } }' }]),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('routes', () => {
  it('reports health', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the version file of the build', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/version.txt?t=1' });
    expect(response.body).toBe('build-123');
  });

  it('serves translations and refuses unknown languages', async () => {
    const ok = await testApp.app.inject({ method: 'GET', url: '/configuration/locales/en/common' });
    expect(ok.statusCode).toBe(200);
    expect(typeof ok.json()).toBe('object');
    const bad = await testApp.app.inject({ method: 'GET', url: '/configuration/locales/xx/common' });
    expect(bad.statusCode).toBe(404);
    const traversal = await testApp.app.inject({
      method: 'GET',
      url: '/configuration/locales/en/..%2F..%2Fpackage',
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('falls back to the web app for client routes and 404s unknown API paths', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/sponsor/adset/12?date=x' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>portal</title>');
    const api = await testApp.app.inject({ method: 'GET', url: '/v1/unknown' });
    expect(api.statusCode).toBe(404);
  });
});
