import { formatMicros } from '@portal/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
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
} from '../delivery/ingest-events-fixtures';
import { signedIn } from '../sponsor-lists/sponsor-lists-test-helpers';

const POINT = 'eventTime count';
const REPORT = `query($fromDate: DateTime!, $toDate: DateTime!, $adType: SponsorAdType!, $supplierId: ID) {
  dashboardReport(fromDate: $fromDate, toDate: $toDate, adType: $adType, supplierId: $supplierId) {
    granularity reportImpressions { ${POINT} } reportClicks { ${POINT} }
    impressionsCount clicksCount costTotal saleTotal haloSalesTotal itemsSoldTotal haloItemsSoldTotal
  }
}`;
type Report = {
  granularity: string;
  reportImpressions: { eventTime: string; count: number }[];
  reportClicks: { eventTime: string; count: number }[];
  impressionsCount: number;
  clicksCount: number;
  costTotal: string;
  saleTotal: string;
  haloSalesTotal: string;
  itemsSoldTotal: number;
  haloItemsSoldTotal: number;
};

let testApp: TestApp;
let sg: Shelf;
let companyId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, demoProductCount: 120 });
  sg = await shelf(testApp.deps.db, 'SG');
  companyId = await fundedCompany(testApp.deps.db, 'Dashboard Engine Co', 50_000_000n, new Date());
}, 180_000);
afterAll(() => testApp?.close());

async function deliver(adSet: AdSetFixture, hoursAgo: number, shopperId: string, clicks: number) {
  const at = new Date(Date.now() - hoursAgo * HOUR);
  const token = tokenFor(testApp, adSet, { sku: sg.skus[0], issuedAt: at, priceMicros: 350_000n });
  const events = [
    ...Array.from({ length: 4 }, () => tokenEvent('impression', token, at, { shopperId })),
    ...Array.from({ length: clicks }, () => tokenEvent('click', token, at, { shopperId })),
  ];
  expect((await postEvents(testApp, events)).json().accepted).toBe(events.length);
}

/** The raw events' figures (ad_events), to check the report, which reads only the rollups, against. */
async function recount(adSetId: number, viewThrough: boolean) {
  const { rows } = await testApp.deps.db.execute<Record<string, string>>(sql`
    select count(*) filter (where kind = 'IMPRESSION') as impressions,
      count(*) filter (where kind = 'CLICK') as clicks, coalesce(sum(cost_micros), 0) as costs,
      coalesce(sum(sales_micros) filter (where attribution = ${viewThrough ? 'VIEW' : 'DIRECT'}), 0) as sales,
      coalesce(sum(quantity) filter (where attribution = ${viewThrough ? 'VIEW' : 'DIRECT'}), 0) as items,
      coalesce(sum(sales_micros) filter (where attribution = 'HALO'), 0) as halo,
      coalesce(sum(quantity) filter (where attribution = 'HALO'), 0) as halo_items
    from ad_events where ad_set_id = ${adSetId}`);
  const raw = rows[0]!;
  return {
    impressionsCount: Number(raw.impressions),
    clicksCount: Number(raw.clicks),
    costTotal: formatMicros(BigInt(raw.costs!)),
    saleTotal: formatMicros(BigInt(raw.sales!)),
    itemsSoldTotal: Number(raw.items),
    haloSalesTotal: formatMicros(BigInt(raw.halo!)),
    haloItemsSoldTotal: Number(raw.halo_items),
  };
}

describe('dashboardReport over events ingested by the engine', () => {
  it('equals the raw events of the product and banner ad sets, hour by hour', async () => {
    const db = testApp.deps.db;
    const product = await makeAdSet(db, { companyId, brandId: sg.brandId, catalogId: sg.catalogId });
    const banner = await makeAdSet(db, {
      companyId,
      brandId: sg.brandId,
      catalogId: sg.catalogId,
      adType: 'BANNER',
    });
    await deliver(product, 5, 'shopper-a', 3);
    await deliver(product, 2, 'shopper-a', 1);
    await deliver(banner, 3, 'shopper-b', 0);
    const bought = new Date(Date.now() - HOUR);
    const purchases = [
      // shopper-a clicked the product ad of skus[0]: direct; skus[1] is the brand's: halo.
      purchaseEvent(sg.catalogId, [{ sku: sg.skus[0]!, quantity: 2, price: '12.50' }], bought, {
        shopperId: 'shopper-a',
      }),
      purchaseEvent(sg.catalogId, [{ sku: sg.skus[1]!, quantity: 1, price: '20' }], bought, {
        shopperId: 'shopper-a',
      }),
      // shopper-b only saw the banner: a view-through sale.
      purchaseEvent(sg.catalogId, [{ sku: sg.skus[2]!, quantity: 3, price: '5' }], bought, {
        shopperId: 'shopper-b',
      }),
    ];
    expect((await postEvents(testApp, purchases)).json().accepted).toBe(3);

    const staff = await signedIn(testApp, 'staff@demo.test');
    const range = {
      fromDate: new Date(Date.now() - 24 * HOUR).toISOString(),
      toDate: new Date(Date.now() + HOUR).toISOString(),
      supplierId: String(companyId),
    };
    for (const [adType, adSet] of [
      ['PRODUCT', product],
      ['BANNER', banner],
    ] as const) {
      const result = await staff.gql<{ dashboardReport: Report }>(REPORT, { ...range, adType });
      expect(result.body.errors).toBeUndefined();
      const got = result.body.data!.dashboardReport;
      const raw = await recount(adSet.id, adType === 'BANNER');
      expect(got, adType).toMatchObject(raw);
      expect(got.granularity).toBe('HOUR');
      const nonZero = got.reportImpressions.filter((p) => p.count > 0).map((p) => p.count);
      expect(nonZero, adType).toEqual(adType === 'PRODUCT' ? [4, 4] : [4]);
    }
    // Not a vacuous match: the raw events hold sales of each kind (the engine decides what a click costs).
    const product3 = await recount(product.id, false);
    expect(product3).toMatchObject({ clicksCount: 4, saleTotal: '25', haloSalesTotal: '20' });
    expect(product3.costTotal).not.toBe('0');
    // The banner's view-through sale counts its items too (decision 0257): 3 items, 15.
    expect(await recount(banner.id, true)).toMatchObject({ saleTotal: '15', itemsSoldTotal: 3 });
  });
});
