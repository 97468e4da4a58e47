import {
  adEventSchema,
  type DecisionRequest,
  type DecisionResponse,
  decisionRequestSchema,
  decisionResponseSchema,
  type EventsResponse,
  eventRejectionReasons,
  eventsResponseSchema,
  MAX_EVENTS_PER_BATCH,
} from '@portal/domain/delivery-api';
import type { FastifySchema, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';

/**
 * The OpenAPI description of the marketplace's two routes (`GET /v1/openapi.json`, http/openapi.ts),
 * made from the wire format's zod schemas (packages/domain/src/delivery-api.ts) so the document cannot
 * drift from what the server checks. The routes spread `decisionRouteOptions` / `eventsRouteOptions` into
 * their options: the schemas are there for the document only. The routes validate with zod themselves
 * (an events batch is checked event by event: one malformed event is rejected with its reason and the
 * others count, which a whole-body validator would not allow), and answer with plain JSON.
 */

/** The security requirement of every marketplace route: the bearer scheme of the document. */
export const MARKETPLACE_SECURITY_SCHEME = 'marketplaceKey';
export const marketplaceSecurity = [{ [MARKETPLACE_SECURITY_SCHEME]: [] }];
export const MARKETPLACE_TAG = 'marketplace';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without the `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

// Examples, checked against the domain schemas by openapi-schemas.test.ts.
const exampleToken = 'v1.eyJkZWNpc2lvbklkIjoiM2Y2YzJhOTAtLi4uIn0.q1cI9Zt2l6v4mS0u0Lz3bq0xk7m0E2yJbq1z7i1nW1M';

export const decisionRequestExample: DecisionRequest = {
  catalogId: 1,
  platform: 'DESKTOP',
  pageType: 'SEARCH',
  searchTerm: 'running shoes',
  shopper: { id: 'shopper-8421', age: 31, gender: 'FEMALE', location: 'Singapore', tags: ['sports'] },
  slots: { products: 4, banners: ['DESKTOP_SEARCH'] },
};

export const decisionResponseExample: DecisionResponse = {
  decisionId: '3f6c2a90-5d2e-4b8e-9a57-2c1d4e8f0b11',
  products: [{ sku: 'SKU-000123', adSetId: 42, campaignId: 17, token: exampleToken }],
  banners: [
    {
      bannerType: 'DESKTOP_SEARCH',
      adSetId: 43,
      campaignId: 18,
      imageUrl: 'https://portal.example/media/uploads/banner-43.png',
      landingUrl: 'https://shop.example/brand/northwind',
      deeplink: null,
      skus: ['SKU-000123', 'SKU-000456'],
      token: exampleToken,
    },
  ],
};

export const eventsRequestExample = {
  events: [
    {
      type: 'impression',
      eventId: 'evt-0001',
      occurredAt: '2026-11-26T09:15:02.120Z',
      shopperId: 'shopper-8421',
      token: exampleToken,
    },
    {
      type: 'click',
      eventId: 'evt-0002',
      occurredAt: '2026-11-26T09:15:09.480Z',
      shopperId: 'shopper-8421',
      token: exampleToken,
    },
    {
      type: 'purchase',
      eventId: 'evt-0003',
      occurredAt: '2026-11-26T09:21:44+08:00',
      shopperId: 'shopper-8421',
      catalogId: 1,
      order: { orderId: 'order-99120', items: [{ sku: 'SKU-000123', quantity: 1, price: '89.90' }] },
    },
  ],
};

export const eventsResponseExample: EventsResponse = {
  accepted: 2,
  duplicates: 0,
  charged: [{ companyId: 7, events: 1, costMicros: '300000' }],
  rejected: [
    {
      index: 1,
      eventId: 'evt-0002',
      reason: 'BAD_SIGNATURE',
      message: 'the token was not signed by this server',
    },
  ],
};

const errorBody = (description: string, example: JsonSchema): JsonSchema => ({
  description,
  type: 'object',
  properties: {
    error: { type: 'string', description: 'What is wrong, in English, for the marketplace developer.' },
    code: { type: 'string' },
    fields: {
      type: 'object',
      description: 'The problems of each field of the body, by path (decisions only).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  required: ['error', 'code'],
  examples: [example],
});

const unauthorized = errorBody(
  'No `Authorization: Bearer <key>` header, or a key that is unknown or revoked. The answer carries `WWW-Authenticate: Bearer realm="marketplace"`.',
  { error: 'A valid marketplace API key is required.', code: 'UNAUTHORIZED' },
);

const internalError = errorBody(
  'An unexpected failure on the server. The body carries no detail, only the request id (also in the `x-request-id` header) to quote when reporting it.',
  {
    error: 'Internal error. Quote request id 0f6d1c2e-8a4b-4c1e-9d3f-5b7a2e9c4d10 when reporting it.',
    code: 'INTERNAL',
  },
);

/** `POST /v1/ads/decisions`: what to show on one page. */
export const decisionRouteSchema = {
  tags: [MARKETPLACE_TAG],
  operationId: 'createDecision',
  summary: 'Ask which ads to show on a page',
  description:
    'The marketplace names the page (catalog, platform, page type, search term or category or product) and the shopper, and how many sponsored products and which banner slots it has. The answer lists the ads to show, each with a signed token that its impression and click events carry back. A token is valid for 24 hours after the decision.',
  security: marketplaceSecurity,
  body: { ...jsonSchema(decisionRequestSchema, 'input'), examples: [decisionRequestExample] },
  response: {
    200: {
      description: 'The ads to show, best first; empty lists when nothing is eligible.',
      ...jsonSchema(decisionResponseSchema, 'output'),
      examples: [decisionResponseExample],
    },
    400: errorBody('The body is not JSON, does not match the schema, or names an unknown catalog.', {
      error: 'The request does not match the schema.',
      code: 'BAD_REQUEST',
      fields: { 'shopper.id': ['Too small: expected string to have >=1 characters'] },
    }),
    401: unauthorized,
    413: errorBody('The body is larger than 1 MiB.', {
      error: 'The body is too large.',
      code: 'BAD_REQUEST',
    }),
    415: errorBody('The body is not sent as JSON (another `content-type` than `application/json`).', {
      error: 'The body must be JSON (content-type: application/json).',
      code: 'BAD_REQUEST',
    }),
    500: internalError,
    503: errorBody(
      'This server process has not built its index of eligible ads yet (just after start), or a fresh demo start is still writing its demo history (a few minutes): retry after the `Retry-After` seconds.',
      { error: 'The delivery index is not ready yet.', code: 'UNAVAILABLE' },
    ),
  },
} satisfies FastifySchema;

/** `POST /v1/ads/events`: a batch of impressions, clicks and purchases. */
export const eventsRouteSchema = {
  tags: [MARKETPLACE_TAG],
  operationId: 'reportEvents',
  summary: 'Report impressions, clicks and purchases',
  description: `A batch of 1 to ${MAX_EVENTS_PER_BATCH} events. Each event is checked on its own: a bad one is listed in \`rejected\` with its reason (${eventRejectionReasons.join(', ')}) and the others still count. The same \`eventId\` sent again (in this batch or a later one) counts once and is reported in \`duplicates\`, so a batch may be retried safely. Impressions and clicks carry the token of their decision; a purchase carries its order.`,
  security: marketplaceSecurity,
  body: {
    type: 'object',
    properties: {
      events: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_EVENTS_PER_BATCH,
        items: jsonSchema(adEventSchema, 'input'),
      },
    },
    required: ['events'],
    examples: [eventsRequestExample],
  },
  response: {
    200: {
      description: 'What was counted, what had been counted before, and why each rejected event was not.',
      ...jsonSchema(eventsResponseSchema, 'output'),
      examples: [eventsResponseExample],
    },
    400: errorBody('The body is not JSON, or `events` is missing, empty or longer than the limit.', {
      error: 'A batch has at least one event.',
      code: 'BAD_REQUEST',
    }),
    401: unauthorized,
    413: errorBody('The body is larger than 16 MiB.', {
      error: 'The body is too large.',
      code: 'BAD_REQUEST',
    }),
    415: errorBody('The body is not sent as JSON (another `content-type` than `application/json`).', {
      error: 'The body must be JSON (content-type: application/json).',
      code: 'BAD_REQUEST',
    }),
    500: internalError,
  },
} satisfies FastifySchema;

/**
 * Route options that attach a schema for the document only: no whole-body validator (the route validates
 * with zod) and plain `JSON.stringify` for answers (no serializer that would drop or demand fields).
 */
function documentedOnly(schema: FastifySchema): RouteShorthandOptions {
  return {
    schema,
    validatorCompiler: () => () => true,
    serializerCompiler: () => (data) => JSON.stringify(data),
  };
}

/** Spread into `POST /v1/ads/decisions`'s options: `scope.post(url, { ...decisionRouteOptions }, handler)`. */
export const decisionRouteOptions = documentedOnly(decisionRouteSchema);
/** Spread into `POST /v1/ads/events`'s options: `scope.post(url, { ...eventsRouteOptions }, handler)`. */
export const eventsRouteOptions = documentedOnly(eventsRouteSchema);
