import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adEvents, adHaloSkusHourly, adRollupsHourly } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { ensureEventPartitions } from './event-partitions';
import {
  type AdSetFixture,
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

// The Philippine catalog sells in PHP (42 per SGD); the advertiser's wallet is in SGD.
let testApp: TestApp;
let ph: Shelf;
let productAds: AdSetFixture;
let banners: AdSetFixture;
const HOUR = 3_600_000;

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, demoProductCount: 120 });
  const { db } = testApp.deps;
  ph = await shelf(db, 'PH', 2);
  const companyId = await fundedCompany(db, 'Attribution Co', 100_000_000n, new Date());
  productAds = await makeAdSet(db, { companyId, brandId: ph.brandId, catalogId: ph.catalogId });
  banners = await makeAdSet(db, {
    companyId,
    brandId: ph.brandId,
    catalogId: ph.catalogId,
    adType: 'BANNER',
  });
}, 180_000);
afterAll(() => testApp?.close());

const rowsOf = (eventId: string) =>
  testApp.deps.db.select().from(adEvents).where(eq(adEvents.eventId, eventId)).orderBy(adEvents.itemIndex);

describe('purchase attribution', () => {
  it('credits the same SKU to the last click (DIRECT) and another SKU of the brand to it as HALO, in the wallet currency', async () => {
    const now = new Date();
    const clickAt = new Date(now.getTime() - 2 * 24 * HOUR);
    const token = tokenFor(testApp, productAds, { sku: ph.skus[0], issuedAt: clickAt, searchTerm: 'dress' });
    const click = tokenEvent('click', token, clickAt, { shopperId: 'direct-shopper' });
    expect((await postEvents(testApp, [click])).json().accepted).toBe(1);
    const purchase = purchaseEvent(
      ph.catalogId,
      [
        { sku: ph.skus[0]!, quantity: 2, price: '100.00' },
        { sku: ph.skus[1]!, quantity: 1, price: '50.00' },
        { sku: ph.otherBrandSku, quantity: 1, price: '10.00' },
      ],
      now,
      { shopperId: 'direct-shopper' },
    );
    expect((await postEvents(testApp, [purchase])).json()).toEqual({
      accepted: 1,
      duplicates: 0,
      charged: [],
      rejected: [],
    });
    const rows = await rowsOf(purchase.eventId);
    expect(
      rows.map((row) => [
        row.itemIndex,
        row.attribution,
        row.adSetId,
        row.sku,
        row.quantity,
        row.salesMicros,
      ]),
    ).toEqual([
      // 200 PHP = SGD 4.761905; 50 PHP = SGD 1.190476.
      [0, 'DIRECT', productAds.id, ph.skus[0], 2, 4_761_905n],
      [1, 'HALO', productAds.id, ph.skus[0], 1, 1_190_476n],
      // No ad of that brand: stored, in the catalog's currency, credited to nobody.
      [2, 'NONE', null, ph.otherBrandSku, 1, 10_000_000n],
    ]);
    expect(rows[0]!.attributedEventId).toBe(click.eventId);
    // The SKU bought, whatever the credited ad's SKU is.
    expect(rows.map((row) => row.itemSku)).toEqual([ph.skus[0], ph.skus[1], ph.otherBrandSku]);
    expect(rows[0]).toMatchObject({
      searchTerm: 'dress',
      platform: 'DESKTOP',
      orderId: purchase.order.orderId,
    });
    const hour = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
    const [rollup] = await testApp.deps.db
      .select()
      .from(adRollupsHourly)
      .where(and(eq(adRollupsHourly.adSetId, productAds.id), eq(adRollupsHourly.hour, hour)));
    expect(rollup).toMatchObject({
      sku: ph.skus[0],
      searchTerm: 'dress',
      purchases: 1,
      itemsSold: 2,
      click7SalesMicros: 4_761_905n,
      haloItemsSold: 1,
      haloSalesMicros: 1_190_476n,
      view7SalesMicros: 0n,
      clicks: 0,
    });
    // Which SKU the halo sale was: the other SKU bought, under the clicked ad's SKU.
    const halo = await testApp.deps.db
      .select()
      .from(adHaloSkusHourly)
      .where(eq(adHaloSkusHourly.adSetId, productAds.id));
    expect(halo).toEqual([
      expect.objectContaining({
        hour,
        sku: ph.skus[0],
        itemSku: ph.skus[1],
        haloSalesMicros: 1_190_476n,
        haloItemsSold: 1,
        campaignId: productAds.campaignId,
      }),
    ]);
  });

  it('credits a banner impression of the brand as VIEW when no click precedes', async () => {
    const now = new Date();
    const seen = new Date(now.getTime() - 24 * HOUR);
    const token = tokenFor(testApp, banners, { issuedAt: seen });
    await postEvents(testApp, [tokenEvent('impression', token, seen, { shopperId: 'viewer' })]);
    const purchase = purchaseEvent(ph.catalogId, [{ sku: ph.skus[1]!, quantity: 3, price: '14.00' }], now, {
      shopperId: 'viewer',
    });
    await postEvents(testApp, [purchase]);
    const [row] = await rowsOf(purchase.eventId);
    expect(row).toMatchObject({ attribution: 'VIEW', adSetId: banners.id, bannerType: 'DESKTOP_SEARCH' });
    // 42 PHP = SGD 1.
    expect(row!.salesMicros).toBe(1_000_000n);
  });

  it('credits a click and a purchase of the same batch; ignores another shopper and a click older than 7 days', async () => {
    const now = new Date();
    const token = tokenFor(testApp, productAds, { sku: ph.skus[1], issuedAt: now });
    const click = tokenEvent('click', token, new Date(now.getTime() - 60_000), { shopperId: 'fast' });
    const purchase = purchaseEvent(ph.catalogId, [{ sku: ph.skus[1]!, quantity: 1, price: '42.00' }], now, {
      shopperId: 'fast',
    });
    const stranger = purchaseEvent(ph.catalogId, [{ sku: ph.skus[1]!, quantity: 1, price: '42.00' }], now, {
      shopperId: 'stranger',
    });
    expect((await postEvents(testApp, [click, purchase, stranger])).json().accepted).toBe(3);
    expect((await rowsOf(purchase.eventId))[0]).toMatchObject({
      attribution: 'DIRECT',
      adSetId: productAds.id,
    });
    expect((await rowsOf(stranger.eventId))[0]).toMatchObject({ attribution: 'NONE', adSetId: null });

    // A click stored 8 days ago (the API no longer takes one that old) is outside the window.
    const old = new Date(now.getTime() - 8 * 24 * HOUR);
    await ensureEventPartitions(testApp.deps.db, [old]);
    await testApp.deps.db.insert(adEvents).values({
      eventId: 'old-click',
      kind: 'CLICK',
      occurredAt: old,
      shopperId: 'forgetful',
      catalogId: ph.catalogId,
      companyId: productAds.companyId,
      campaignId: productAds.campaignId,
      adSetId: productAds.id,
      brandId: ph.brandId,
      sku: ph.skus[0]!,
    });
    const late = purchaseEvent(ph.catalogId, [{ sku: ph.skus[0]!, quantity: 1, price: '42.00' }], now, {
      shopperId: 'forgetful',
    });
    await postEvents(testApp, [late]);
    expect((await rowsOf(late.eventId))[0]).toMatchObject({ attribution: 'NONE' });
  });
});
