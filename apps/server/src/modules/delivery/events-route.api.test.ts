import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adEvents, adSetSpend } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { type AdTokenPayload, signAdToken } from './ad-token';
import { partitionName } from './event-partitions';
import { defaultPartitionRows } from './ingest-events';
import {
  type AdSetFixture,
  auth,
  fundedCompany,
  MARKETPLACE_KEY,
  makeAdSet,
  postEvents,
  purchaseEvent,
  type Shelf,
  shelf,
  tokenEvent,
  tokenFor,
} from './ingest-events-fixtures';

let testApp: TestApp;
let sg: Shelf;
let adSet: AdSetFixture;
const now = () => new Date();

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, demoProductCount: 120 });
  const { db } = testApp.deps;
  sg = await shelf(db, 'SG');
  const companyId = await fundedCompany(db, 'Events Route Co', 100_000_000n, now());
  adSet = await makeAdSet(db, { companyId, brandId: sg.brandId, catalogId: sg.catalogId });
}, 180_000);
afterAll(() => testApp?.close());

async function pendingOf(adSetId: number): Promise<bigint> {
  const [row] = await testApp.deps.db.select().from(adSetSpend).where(eq(adSetSpend.adSetId, adSetId));
  return row?.pendingMicros ?? 0n;
}

async function storedRows(eventId: string) {
  return testApp.deps.db.select().from(adEvents).where(eq(adEvents.eventId, eventId));
}

describe('POST /v1/ads/events: the batch as a whole', () => {
  it('needs the marketplace key', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/v1/ads/events',
      payload: { events: [] },
    });
    expect(answer.statusCode).toBe(401);
  });

  it('answers 400 with a message, never 500, to malformed JSON, a wrong shape, an empty or oversized batch', async () => {
    const send = (payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/v1/ads/events',
        headers: { ...auth, 'content-type': 'application/json' },
        payload,
      });
    const broken = await send('{"events": [');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'The body is not valid JSON.', code: 'BAD_REQUEST' });
    const noEvents = await send('{"things": []}');
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().error).toMatch(/events/);
    const empty = await send('{"events": []}');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/at least one/);
    const tooMany = await postEvents(
      testApp,
      Array.from({ length: 1001 }, () => ({ type: 'click' })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/at most 1000 events \(this one has 1001\)/);
    const notObject = await send('"hello"');
    expect(notObject.statusCode).toBe(400);
  });
});

describe('POST /v1/ads/events: each event on its own', () => {
  it('rejects forged, expired, too old, future and malformed events with their reason and never charges them', async () => {
    const at = now();
    const good = tokenFor(testApp, adSet, { sku: sg.skus[0], issuedAt: at, priceMicros: 300_000n });
    const [body, signature] = [good.slice(0, good.lastIndexOf('.')), good.slice(good.lastIndexOf('.') + 1)];
    // The same payload with a raised price, keeping the old signature: the signature no longer matches.
    const payload = JSON.parse(Buffer.from(body.split('.')[1]!, 'base64url').toString()) as AdTokenPayload;
    const raised = Buffer.from(JSON.stringify({ ...payload, priceMicros: '900000000' })).toString(
      'base64url',
    );
    const forged = `v1.${raised}.${signature}`;
    const otherKey = signAdToken(Buffer.from('not the server secret'), payload);
    const oldIssue = new Date(at.getTime() - 30 * 3_600_000);
    const expired = tokenFor(testApp, adSet, { sku: sg.skus[0], issuedAt: oldIssue });
    const before = await pendingOf(adSet.id);
    const events = [
      tokenEvent('click', forged, at),
      tokenEvent('click', otherKey, at),
      tokenEvent('click', expired, at),
      tokenEvent('click', good, new Date(at.getTime() - 8 * 86_400_000)),
      tokenEvent('click', good, new Date(at.getTime() + 10 * 60_000)),
      { type: 'click', eventId: 'no-token', occurredAt: at.toISOString(), shopperId: 's' },
      { type: 'teleport', eventId: 'bad-type' },
      42,
      tokenEvent('click', 'not-a-token', at),
      purchaseEvent(sg.catalogId, [{ sku: sg.skus[0]!, quantity: 1, price: '-5.00' }], at),
      purchaseEvent(sg.catalogId, [{ sku: sg.skus[0]!, quantity: 1, price: '0.00' }], at),
      purchaseEvent(999_999, [{ sku: sg.skus[0]!, quantity: 1, price: '5.00' }], at),
      purchaseEvent(sg.catalogId, [{ sku: 'NO-SUCH-SKU', quantity: 1, price: '5.00' }], at),
      { ...tokenEvent('impression', good, at), occurredAt: 'yesterday' },
    ];
    const answer = await postEvents(testApp, events);
    expect(answer.statusCode).toBe(200);
    const result = answer.json();
    expect(result.accepted).toBe(0);
    expect(result.duplicates).toBe(0);
    expect(result.rejected.map((r: { index: number; reason: string }) => [r.index, r.reason])).toEqual([
      [0, 'BAD_SIGNATURE'],
      [1, 'BAD_SIGNATURE'],
      [2, 'EXPIRED_TOKEN'],
      [3, 'TOO_OLD'],
      [4, 'IN_THE_FUTURE'],
      [5, 'MALFORMED'],
      [6, 'MALFORMED'],
      [7, 'MALFORMED'],
      [8, 'MALFORMED'],
      [9, 'MALFORMED'],
      [10, 'MALFORMED'],
      [11, 'UNKNOWN_CATALOG'],
      [12, 'UNKNOWN_SKU'],
      [13, 'MALFORMED'],
    ]);
    expect(result.rejected[0].eventId).toBe((events[0] as { eventId: string }).eventId);
    // Both bounds of a token's validity (docs/delivery-api.md), so an event before its decision reads right too.
    expect(result.rejected[2].message).toMatch(/a minute before its decision to 24 hours after it/);
    expect(result.rejected[5].message).toMatch(/token/);
    expect(result.rejected[12].message).toMatch(/NO-SUCH-SKU/);
    for (const rejection of result.rejected) expect(rejection.message.length).toBeGreaterThan(3);
    expect(await pendingOf(adSet.id)).toBe(before);
    for (const event of events) {
      const id = (event as { eventId?: string }).eventId;
      if (id) expect(await storedRows(id)).toEqual([]);
    }
  });

  it('rejects control characters, ids beyond 32 bits and orders too large for 64-bit micros, per event, never a 500', async () => {
    const at = now();
    const token = tokenFor(testApp, adSet, { sku: sg.skus[1], issuedAt: at, priceMicros: 150_000n });
    const item = { sku: sg.skus[0]!, quantity: 1, price: '5.00' };
    const before = await pendingOf(adSet.id);
    const events = [
      tokenEvent('click', token, at, { eventId: 'nul-\u0000-id' }),
      tokenEvent('click', token, at, { shopperId: 'shopper-\u0000' }),
      purchaseEvent(sg.catalogId, [item], at, { orderId: 'order-\u0000' }),
      purchaseEvent(sg.catalogId, [{ ...item, sku: `${sg.skus[0]}\u0000` }], at),
      purchaseEvent(2_147_483_648, [item], at),
      purchaseEvent(1e300, [item], at),
      purchaseEvent(sg.catalogId, [{ ...item, quantity: 10, price: '999999999999.99' }], at),
      // Each item within the limit, their sum not.
      purchaseEvent(
        sg.catalogId,
        Array.from({ length: 3 }, () => ({ ...item, quantity: 1, price: '4000000000.00' })),
        at,
      ),
      tokenEvent('click', token, at, { eventId: 'tab\tid' }),
      // The good ones of the batch still count.
      tokenEvent('click', token, at),
      purchaseEvent(sg.catalogId, [{ ...item, quantity: 2, price: '400000.00' }], at),
    ];
    const answer = await postEvents(testApp, events);
    expect(answer.statusCode).toBe(200);
    const result = answer.json();
    expect(result.rejected.map((r: { index: number; reason: string }) => [r.index, r.reason])).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((index) => [index, 'MALFORMED']),
    );
    expect(result.rejected[0].message).toMatch(/eventId: must not contain control characters/);
    expect(result.rejected[4].message).toMatch(/catalogId/);
    expect(result.rejected[6].message).toMatch(/order: .*total/);
    expect(result.rejected[7].message).toMatch(/order: .*total/);
    expect(result).toMatchObject({ accepted: 2, duplicates: 0 });
    expect(await pendingOf(adSet.id)).toBe(before + 150_000n);
    expect(await storedRows((events[9] as { eventId: string }).eventId)).toHaveLength(1);
    const [sale] = await storedRows((events[10] as { eventId: string }).eventId);
    expect(sale!.salesMicros).toBe(800_000_000_000n);
  });

  it('refuses an SGD order that would overflow once credited in a currency of many units per SGD', async () => {
    const at = now();
    // 5 billion SGD is within the limit in SGD, not in IDR (11,800 per SGD).
    const big = purchaseEvent(sg.catalogId, [{ sku: sg.skus[0]!, quantity: 1, price: '5000000000.00' }], at);
    const answer = (await postEvents(testApp, [big])).json();
    expect(answer).toMatchObject({ accepted: 0, rejected: [{ index: 0, reason: 'MALFORMED' }] });
    expect(answer.rejected[0].message).toMatch(/every currency/);
  });

  it('refuses an event id in the key space of token charges, so it can never block a token', async () => {
    const at = now();
    const token = tokenFor(testApp, adSet, { sku: sg.skus[2], issuedAt: at, priceMicros: 170_000n });
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const before = await pendingOf(adSet.id);
    const squatter = tokenEvent('impression', token, at, { eventId: `token:${signature}` });
    const answer = (await postEvents(testApp, [squatter, tokenEvent('click', token, at)])).json();
    expect(answer).toMatchObject({ accepted: 1, rejected: [{ index: 0, reason: 'MALFORMED' }] });
    expect(answer.rejected[0].message).toMatch(/eventId: must not start with "token:" or "order:"/);
    expect(await pendingOf(adSet.id)).toBe(before + 170_000n);
  });

  it('counts the good events of a batch beside the rejected ones', async () => {
    const at = now();
    const token = tokenFor(testApp, adSet, { sku: sg.skus[1], issuedAt: at, priceMicros: 250_000n });
    const before = await pendingOf(adSet.id);
    const answer = await postEvents(testApp, [
      tokenEvent('impression', token, at),
      { type: 'click', eventId: 'broken' },
      tokenEvent('click', token, at),
    ]);
    expect(answer.json()).toMatchObject({
      accepted: 2,
      duplicates: 0,
      rejected: [{ index: 1, reason: 'MALFORMED' }],
    });
    expect(await pendingOf(adSet.id)).toBe(before + 250_000n);
  });
});

describe('POST /v1/ads/events: idempotency', () => {
  it('counts and charges the same batch sent twice once', async () => {
    const at = now();
    const token = tokenFor(testApp, adSet, { sku: sg.skus[0], issuedAt: at, priceMicros: 410_000n });
    const batch = [
      tokenEvent('impression', token, at),
      tokenEvent('click', token, at),
      purchaseEvent(sg.catalogId, [{ sku: sg.skus[0]!, quantity: 2, price: '10.00' }], at),
    ];
    const before = await pendingOf(adSet.id);
    const first = (await postEvents(testApp, batch)).json();
    // The answer says what the batch cost its advertiser: the click (CPC), not the impression or purchase.
    expect(first).toEqual({
      accepted: 3,
      duplicates: 0,
      charged: [{ companyId: adSet.companyId, events: 1, costMicros: '410000' }],
      rejected: [],
    });
    const again = (await postEvents(testApp, batch)).json();
    expect(again).toEqual({ accepted: 0, duplicates: 3, charged: [], rejected: [] });
    expect(await pendingOf(adSet.id)).toBe(before + 410_000n);
    expect(await storedRows(batch[1]!.eventId)).toHaveLength(1);
    expect(await storedRows(batch[2]!.eventId)).toHaveLength(1);
  });

  it('counts the same event id twice in one batch once, as a duplicate', async () => {
    const at = now();
    const token = tokenFor(testApp, adSet, { sku: sg.skus[0], issuedAt: at, priceMicros: 120_000n });
    const click = tokenEvent('click', token, at);
    const before = await pendingOf(adSet.id);
    const answer = (await postEvents(testApp, [click, click, click])).json();
    expect(answer).toEqual({
      accepted: 1,
      duplicates: 2,
      charged: [{ companyId: adSet.companyId, events: 1, costMicros: '120000' }],
      rejected: [],
    });
    expect(await pendingOf(adSet.id)).toBe(before + 120_000n);
    expect(await storedRows(click.eventId)).toHaveLength(1);
  });

  it('charges a token once, even brought back under new event ids (a replayed token)', async () => {
    const at = now();
    const token = tokenFor(testApp, adSet, { sku: sg.skus[2], issuedAt: at, priceMicros: 330_000n });
    const before = await pendingOf(adSet.id);
    expect((await postEvents(testApp, [tokenEvent('click', token, at)])).json().accepted).toBe(1);
    const replay = tokenEvent('click', token, new Date(at.getTime() + 1000));
    expect((await postEvents(testApp, [replay, tokenEvent('click', token, at)])).json().accepted).toBe(2);
    expect(await pendingOf(adSet.id)).toBe(before + 330_000n);
    const [row] = await storedRows(replay.eventId);
    expect(row!.costMicros).toBe(0n);
  });

  it("lets a resent event id carrying another decision's token leave that token's charge to its first real event", async () => {
    const at = now();
    const first = tokenFor(testApp, adSet, { sku: sg.skus[0], issuedAt: at, priceMicros: 110_000n });
    const other = tokenFor(testApp, adSet, { sku: sg.skus[1], issuedAt: at, priceMicros: 270_000n });
    const click = tokenEvent('click', first, at);
    expect((await postEvents(testApp, [click])).json().accepted).toBe(1);
    const before = await pendingOf(adSet.id);
    // The marketplace reuses the event id for another click: a duplicate, which changes nothing…
    const reused = (await postEvents(testApp, [{ ...click, token: other }])).json();
    expect(reused).toMatchObject({ accepted: 0, duplicates: 1, charged: [] });
    expect(await pendingOf(adSet.id)).toBe(before);
    // …so the other token's own click is charged, once.
    const real = (await postEvents(testApp, [tokenEvent('click', other, at)])).json();
    expect(real).toMatchObject({
      accepted: 1,
      charged: [{ companyId: adSet.companyId, events: 1, costMicros: '270000' }],
    });
    expect(await pendingOf(adSet.id)).toBe(before + 270_000n);
  });

  it('charges a token once when it comes back re-spelled (padding, stray characters, another last character)', async () => {
    const at = now();
    const token = tokenFor(testApp, adSet, { sku: sg.skus[2], issuedAt: at, priceMicros: 270_000n });
    const sig = token.slice(token.lastIndexOf('.') + 1);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last character's 2 low bits are padding: flipping them decodes to the same 32 bytes.
    const flipped = alphabet[alphabet.indexOf(sig.at(-1)!) ^ 1]!;
    const before = await pendingOf(adSet.id);
    const variants = [`${token}=`, `${token}!`, `${token}!!`, `${token.slice(0, -1)}${flipped}`];
    const answer = (
      await postEvents(
        testApp,
        [token, ...variants].map((spelling) => tokenEvent('click', spelling, at)),
      )
    ).json();
    expect(answer.accepted).toBe(1);
    expect(answer.rejected.map((r: { index: number; reason: string }) => [r.index, r.reason])).toEqual(
      [1, 2, 3, 4].map((index) => [index, 'BAD_SIGNATURE']),
    );
    expect(await pendingOf(adSet.id)).toBe(before + 270_000n);
  });
});

describe('POST /v1/ads/events: one credit per order (decision 0256)', () => {
  const item = () => [{ sku: sg.skus[0]!, quantity: 1, price: '12.00' }];
  const storedOrders = async (orderId: string) =>
    testApp.deps.db.select().from(adEvents).where(eq(adEvents.orderId, orderId));

  it('counts an order reported again under new event ids, in a later batch or the same one, as a duplicate', async () => {
    const at = now();
    const first = purchaseEvent(sg.catalogId, item(), at, { orderId: 'order-twice' });
    expect((await postEvents(testApp, [first])).json()).toMatchObject({ accepted: 1, duplicates: 0 });
    const again = purchaseEvent(sg.catalogId, item(), at, { orderId: 'order-twice' });
    expect((await postEvents(testApp, [again])).json()).toMatchObject({ accepted: 0, duplicates: 1 });
    const pair = [1, 2].map(() => purchaseEvent(sg.catalogId, item(), at, { orderId: 'order-pair' }));
    expect((await postEvents(testApp, pair)).json()).toMatchObject({ accepted: 1, duplicates: 1 });
    expect((await storedOrders('order-twice')).map((row) => row.eventId)).toEqual([first.eventId]);
    expect((await storedOrders('order-pair')).map((row) => row.eventId)).toEqual([pair[0]!.eventId]);
  });

  it('credits an order once when it arrives in concurrent batches under different event ids', async () => {
    const at = now();
    const copies = Array.from({ length: 6 }, () =>
      purchaseEvent(sg.catalogId, item(), at, { orderId: 'order-racing' }),
    );
    const bodies = (await Promise.all(copies.map((copy) => postEvents(testApp, [copy])))).map((a) =>
      a.json(),
    );
    expect(bodies.reduce((sum, body) => sum + body.accepted, 0)).toBe(1);
    expect(bodies.reduce((sum, body) => sum + body.duplicates, 0)).toBe(5);
    expect(await storedOrders('order-racing')).toHaveLength(1);
  });

  it('lets a resent event (a duplicate id) claim no order, and refuses event ids in the orders key space', async () => {
    const at = now();
    const sent = purchaseEvent(sg.catalogId, item(), at, { orderId: 'order-original' });
    await postEvents(testApp, [sent]);
    const sameIdOtherOrder = { ...sent, order: { orderId: 'order-later', items: item() } };
    expect((await postEvents(testApp, [sameIdOtherOrder])).json()).toMatchObject({
      accepted: 0,
      duplicates: 1,
    });
    const later = purchaseEvent(sg.catalogId, item(), at, { orderId: 'order-later' });
    expect((await postEvents(testApp, [later])).json()).toMatchObject({ accepted: 1, duplicates: 0 });
    const squatter = purchaseEvent(sg.catalogId, item(), at, { eventId: `order:${sg.catalogId}:order-next` });
    const answer = (await postEvents(testApp, [squatter])).json();
    expect(answer).toMatchObject({ accepted: 0, rejected: [{ index: 0, reason: 'MALFORMED' }] });
    expect(answer.rejected[0].message).toMatch(/must not start with "token:" or "order:"/);
  });
});

describe('POST /v1/ads/events: concurrent batches (group commit, decision 0192)', () => {
  it('answers each of 12 concurrent batches its own counts and rejections, and a click credits a purchase sent beside it', async () => {
    const at = now();
    const before = await pendingOf(adSet.id);
    const shown = Array.from({ length: 10 }, (_, i) => ({
      shopperId: `group-shopper-${i}`,
      token: tokenFor(testApp, adSet, { sku: sg.skus[i % 3], issuedAt: at, priceMicros: 10_000n }),
    }));
    const batches: unknown[][] = shown.map(({ token, shopperId }) => [
      tokenEvent('impression', token, at, { shopperId }),
      tokenEvent('click', token, at, { shopperId }),
    ]);
    batches[9]!.splice(1, 0, { type: 'click', eventId: 'group-broken' });
    // The same click again in its own batch: a duplicate, charged once.
    batches.push([batches[0]![1]!]);
    const purchase = purchaseEvent(sg.catalogId, [{ sku: sg.skus[0]!, quantity: 1, price: '5.00' }], at, {
      shopperId: 'group-shopper-0',
    });
    batches.push([purchase]);
    const answers = await Promise.all(batches.map((events) => postEvents(testApp, events)));
    const bodies = answers.map((answer) => answer.json());
    for (const [index, body] of bodies.entries()) {
      if (index < 9)
        expect(body).toEqual({
          accepted: 2,
          duplicates: 0,
          charged: [{ companyId: adSet.companyId, events: 1, costMicros: '10000' }],
          rejected: [],
        });
    }
    expect(bodies[9]).toMatchObject({
      accepted: 2,
      duplicates: 0,
      rejected: [{ index: 1, reason: 'MALFORMED' }],
    });
    expect(bodies[10]).toEqual({ accepted: 0, duplicates: 1, charged: [], rejected: [] });
    expect(bodies[11]).toEqual({ accepted: 1, duplicates: 0, charged: [], rejected: [] });
    expect(await pendingOf(adSet.id)).toBe(before + 100_000n);
    const [credited] = await storedRows(purchase.eventId);
    expect(credited).toMatchObject({ attribution: 'DIRECT', adSetId: adSet.id });
  });
});

describe('event partitions', () => {
  it('stores events in their UTC day partition, and the default partition stays empty', async () => {
    const at = now();
    const token = tokenFor(testApp, adSet, { sku: sg.skus[0], issuedAt: at });
    const yesterday = new Date(at.getTime() - 86_400_000);
    const oldToken = tokenFor(testApp, adSet, { sku: sg.skus[0], issuedAt: yesterday });
    const events = [tokenEvent('impression', token, at), tokenEvent('impression', oldToken, yesterday)];
    // Concurrent first writers of the same day both succeed.
    const answers = await Promise.all([postEvents(testApp, [events[0]!]), postEvents(testApp, [events[1]!])]);
    for (const answer of answers) expect(answer.json().accepted).toBe(1);
    expect(await defaultPartitionRows(testApp.deps)).toBe(0);
    for (const [event, day] of [
      [events[0]!, at],
      [events[1]!, yesterday],
    ] as const) {
      const table = partitionName(day.toISOString().slice(0, 10).replaceAll('-', ''));
      const result = await testApp.deps.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where event_id = ${event.eventId}`,
      );
      expect(result.rows[0]).toEqual({ n: 1 });
    }
  });
});
