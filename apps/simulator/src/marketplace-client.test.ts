import { describe, expect, it } from 'vitest';
import { createMarketplaceClient, retryAfter } from './marketplace-client';

describe('the marketplace client', () => {
  it('reads Retry-After as seconds or as a date, and nothing else', () => {
    const now = Date.parse('2026-12-08T03:00:00Z');
    expect(retryAfter('10', now)).toBe(10);
    expect(retryAfter('Tue, 08 Dec 2026 03:00:30 GMT', now)).toBe(30);
    expect(retryAfter('Tue, 08 Dec 2026 02:59:00 GMT', now)).toBe(0);
    expect(retryAfter(null, now)).toBeNull();
    expect(retryAfter('soon', now)).toBeNull();
  });

  it("gives a 503's message and Retry-After with the failure", async () => {
    const client = createMarketplaceClient({
      url: 'http://portal.test',
      key: 'k',
      fetch: async () =>
        new Response(JSON.stringify({ error: 'The demo history is being written.', code: 'UNAVAILABLE' }), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '10' },
        }),
    });
    const result = await client.decide({} as Parameters<typeof client.decide>[0]);
    expect(result).toMatchObject({
      ok: false,
      failure: {
        kind: 'http',
        status: 503,
        message: 'The demo history is being written.',
        retryAfterSeconds: 10,
      },
    });
  });
});
