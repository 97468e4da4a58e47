import {
  adEventSchema,
  decisionRequestSchema,
  decisionResponseSchema,
  eventsRequestSchema,
  eventsResponseSchema,
} from '@portal/domain/delivery-api';
import { describe, expect, it } from 'vitest';
import {
  decisionRequestExample,
  decisionResponseExample,
  decisionRouteSchema,
  eventsRequestExample,
  eventsResponseExample,
  eventsRouteSchema,
} from './openapi-schemas';

describe("the OpenAPI document's examples", () => {
  it('are valid under the wire format the server checks', () => {
    expect(decisionRequestSchema.safeParse(decisionRequestExample).success).toBe(true);
    expect(decisionResponseSchema.safeParse(decisionResponseExample).success).toBe(true);
    expect(eventsRequestSchema.safeParse(eventsRequestExample).success).toBe(true);
    for (const event of eventsRequestExample.events)
      expect(adEventSchema.safeParse(event).success).toBe(true);
    expect(eventsResponseSchema.safeParse(eventsResponseExample).success).toBe(true);
  });

  it('show each kind of event once', () => {
    expect(eventsRequestExample.events.map((event) => event.type)).toEqual([
      'impression',
      'click',
      'purchase',
    ]);
  });
});

describe("the OpenAPI document's limits", () => {
  it('are the ones the server checks: 32-bit ids, no control characters, bounded orders, a 500 without details', () => {
    const decision = decisionRouteSchema.body as unknown as {
      properties: Record<string, { maximum?: number; pattern?: string }>;
    };
    expect(decision.properties.catalogId!.maximum).toBe(2_147_483_647);
    expect(decision.properties.categoryId!.maximum).toBe(2_147_483_647);
    const texts = new RegExp(decision.properties.searchTerm!.pattern!);
    expect(texts.test('red dress')).toBe(true);
    expect(texts.test('red\u0000dress')).toBe(false);
    const events = JSON.stringify(eventsRouteSchema.body);
    expect(events).toContain('"maximum":2147483647');
    expect(events).toContain(JSON.stringify(decision.properties.searchTerm!.pattern));
    expect(events).toContain('at most 10000000000');
    expect(events).toContain('never starts with \\"token:\\"');
    expect(Object.keys(decisionRouteSchema.response)).toContain('500');
    expect(Object.keys(eventsRouteSchema.response)).toContain('500');
  });
});
