import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMarketplaceApi } from '../modules/delivery/marketplace-api';
import {
  decisionRequestExample,
  decisionResponseExample,
  decisionRouteOptions,
  eventsRequestExample,
  eventsResponseExample,
  eventsRouteOptions,
} from '../modules/delivery/openapi-schemas';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { OPENAPI_PATH, registerOpenApi } from './openapi';

type Operation = {
  summary: string;
  security: Record<string, string[]>[];
  requestBody: { content: { 'application/json': { example?: unknown; schema: Record<string, unknown> } } };
  responses: Record<string, { description: string; content?: { 'application/json': { example?: unknown } } }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, { post?: Operation }>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
};

const ENV_KEY = 'mk_test_openapi_environment_key_0123';
let testApp: TestApp;
// The document beside the two routes as the delivery module registers them, plus one route it must leave out.
let api: FastifyInstance;
const seen: unknown[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: ENV_KEY }, demoProductCount: 20 });
  api = Fastify();
  await registerOpenApi(api, '9.9.9');
  api.get('/v1/other', async () => ({ other: true }));
  await registerMarketplaceApi(api, testApp.deps, [
    (scope) => {
      scope.post('/v1/ads/decisions', decisionRouteOptions, async (request) => {
        seen.push(request.body);
        return { decisionId: 'd', products: [], banners: [], extra: 'kept' };
      });
      scope.post('/v1/ads/events', eventsRouteOptions, async () => eventsResponseExample);
    },
  ]);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await testApp?.close();
});

async function documentOf(app: FastifyInstance): Promise<Document> {
  const answer = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('application/json');
  return JSON.parse(answer.body) as Document;
}

describe('GET /v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the two marketplace routes only, behind a bearer key', async () => {
    const document = await documentOf(api);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.version).toBe('9.9.9');
    expect(Object.keys(document.paths).sort()).toEqual(['/v1/ads/decisions', '/v1/ads/events']);
    expect(document.components.securitySchemes).toEqual({
      marketplaceKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    for (const path of ['/v1/ads/decisions', '/v1/ads/events']) {
      const operation = document.paths[path]!.post!;
      expect(operation.security).toEqual([{ marketplaceKey: [] }]);
      expect(Object.keys(operation.responses).sort()).toEqual(expect.arrayContaining(['200', '400', '401']));
      expect(operation.responses['401']!.content!['application/json'].example).toEqual({
        error: 'A valid marketplace API key is required.',
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('carries the request and answer examples, made from the domain schemas', async () => {
    const document = await documentOf(api);
    const decisions = document.paths['/v1/ads/decisions']!.post!;
    const events = document.paths['/v1/ads/events']!.post!;
    expect(decisions.requestBody.content['application/json'].example).toEqual(decisionRequestExample);
    expect(decisions.responses['200']!.content!['application/json'].example).toEqual(decisionResponseExample);
    expect(events.requestBody.content['application/json'].example).toEqual(eventsRequestExample);
    expect(events.responses['200']!.content!['application/json'].example).toEqual(eventsResponseExample);
    // From the zod schemas: the enums and limits of the wire format, not a copy of them.
    const schema = decisions.requestBody.content['application/json'].schema as {
      properties: { platform: { enum: string[] } };
      required: string[];
    };
    expect(schema.properties.platform.enum).toEqual(['DESKTOP', 'MOBILE_WEB', 'APP']);
    expect(schema.required).toEqual(expect.arrayContaining(['catalogId', 'platform', 'pageType', 'shopper']));
    const batch = events.requestBody.content['application/json'].schema as {
      properties: { events: { maxItems: number; items: { oneOf: unknown[] } } };
    };
    expect(batch.properties.events.maxItems).toBe(1000);
    expect(batch.properties.events.items.oneOf).toHaveLength(3);
    expect(JSON.stringify(document)).not.toContain('$schema');
  });

  it('leaves validation and answers to the routes (the schemas are for the document only)', async () => {
    const answer = await api.inject({
      method: 'POST',
      url: '/v1/ads/decisions',
      headers: { authorization: `Bearer ${ENV_KEY}` },
      payload: { catalogId: 'not a number' },
    });
    expect(answer.statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({ catalogId: 'not a number' });
    expect(answer.json()).toEqual({ decisionId: 'd', products: [], banners: [], extra: 'kept' });
  });

  it('is public in the app, needs no key, and documents nothing outside /v1/ads/', async () => {
    const document = await documentOf(testApp.app);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.components.securitySchemes.marketplaceKey?.scheme).toBe('bearer');
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path.startsWith('/v1/ads/')).toBe(true);
  });
});
