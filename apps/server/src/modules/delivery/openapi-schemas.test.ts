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
  eventsRequestExample,
  eventsResponseExample,
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
