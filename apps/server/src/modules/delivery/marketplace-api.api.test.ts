import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceApiKeys } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { forgetMarketplaceKeys, hashMarketplaceKey } from '../marketplace-keys/authenticate-marketplace-key';
import { callerOf, registerMarketplaceApi } from './marketplace-api';

const ENV_KEY = 'mk_test_environment_key_0123456789';
const FAILED_QUERY =
  'Failed query: insert into "ad_events" ("shopper_id") values ($1)\nparams: shopper-secret';
let testApp: TestApp;
// The scope on its own, with one route in it as the decision and event routes are.
let api: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: ENV_KEY }, demoProductCount: 20 });
  api = Fastify();
  await registerMarketplaceApi(api, testApp.deps, [
    (scope) => {
      scope.post('/v1/ads/decisions', async (request) => ({ caller: callerOf(request).name }));
    },
    // Failures as the database reports them: the message holds the SQL and its parameters.
    (scope) => {
      scope.post('/v1/ads/fails', async () => {
        throw new Error(FAILED_QUERY);
      });
      scope.post(
        '/v1/ads/fails-past-its-handler',
        {
          errorHandler: (error) => {
            throw error;
          },
        },
        async () => {
          throw new Error(FAILED_QUERY);
        },
      );
    },
  ]);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await testApp?.close();
});

describe('the delivery tables', () => {
  it('stores events in day partitions of a partitioned table', async () => {
    const result = await testApp.deps.db.execute(
      sql`select partstrat from pg_partitioned_table where partrelid = 'ad_events'::regclass`,
    );
    expect(result.rows).toEqual([{ partstrat: 'r' }]);
  });
});

describe('the marketplace scope', () => {
  const call = (authorization?: string) =>
    api.inject({
      method: 'POST',
      url: '/v1/ads/decisions',
      headers: authorization ? { authorization } : {},
      payload: {},
    });

  it('refuses a call without a key, with an unknown key, or with a revoked one, before any route runs', async () => {
    expect((await call()).statusCode).toBe(401);
    expect((await call('Bearer mk_unknown_key_000000000000')).statusCode).toBe(401);
    const key = 'mk_revoked_key_0000000000000000';
    await testApp.deps.db.insert(marketplaceApiKeys).values({
      name: 'revoked',
      prefix: key.slice(0, 10),
      keyHash: hashMarketplaceKey(key),
      revokedAt: new Date(),
    });
    forgetMarketplaceKeys();
    const refused = await call(`Bearer ${key}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('Bearer');
  });

  it('lets the environment key and a live stored key through', async () => {
    expect((await call(`Bearer ${ENV_KEY}`)).json()).toEqual({ caller: 'MARKETPLACE_API_KEY' });
    const key = 'mk_live_key_00000000000000000000';
    await testApp.deps.db
      .insert(marketplaceApiKeys)
      .values({ name: 'live', prefix: key.slice(0, 10), keyHash: hashMarketplaceKey(key) });
    forgetMarketplaceKeys();
    expect((await call(`Bearer ${key}`)).json()).toEqual({ caller: 'live' });
  });
});

describe('a failure in a marketplace route', () => {
  it('answers 500 with a generic message and the request id, never the SQL or its parameters', async () => {
    for (const url of ['/v1/ads/fails', '/v1/ads/fails-past-its-handler']) {
      const answer = await api.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${ENV_KEY}` },
        payload: {},
      });
      expect(answer.statusCode).toBe(500);
      expect(answer.body).not.toMatch(/insert|ad_events|shopper-secret|params/);
      expect(answer.json()).toEqual({
        error: expect.stringContaining('Internal error'),
        code: 'INTERNAL',
        requestId: expect.any(String),
      });
      expect(answer.json().error).toContain(answer.json().requestId);
    }
  });
});

describe('the marketplace routes in the app', () => {
  it('need no anti-forgery token (a bearer key is their credential) but still a key', async () => {
    const answer = await testApp.app.inject({ method: 'POST', url: '/v1/ads/anything', payload: {} });
    expect(answer.statusCode).not.toBe(403);
  });

  it('refuse a text/plain body as not JSON (415), like any other content type but application/json', async () => {
    for (const url of ['/v1/ads/decisions', '/v1/ads/events']) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${ENV_KEY}`, 'content-type': 'text/plain' },
        payload: '{"events":[]}',
      });
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({
        error: 'The body must be JSON (content-type: application/json).',
        code: 'BAD_REQUEST',
      });
    }
  });
});
