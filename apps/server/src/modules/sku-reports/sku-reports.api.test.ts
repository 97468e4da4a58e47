import { formatMicros } from '@portal/domain/money';
import { conv, cpc, ctr, roas } from '@portal/domain/sponsor-metrics';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adHaloSkusHourly,
  adRollupsHourly,
  currencies,
  priceHistory,
  products,
  sponsorAdSets,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { restCall } from '../documents/documents-test-helpers';
import { runJobsOnce } from '../jobs/job-runner';
import { updateFeatureFlag } from '../platform/feature-flags';
import {
  type Company,
  campaignOf,
  companyNamed,
  signedIn,
  units,
} from '../sponsor-lists/sponsor-lists-test-helpers';

const REPORT = `query($campaignId: ID, $adSetId: ID, $startDate: DateTime, $endDate: DateTime, $page: Int, $pageSize: Int, $sortBy: String, $direction: SortDirection) {
  skusReport(campaignId: $campaignId, adSetId: $adSetId, startDate: $startDate, endDate: $endDate, page: $page, pageSize: $pageSize, sortBy: $sortBy, direction: $direction) {
    page numPages totalCount currency
    objects { sku name image impressions clicks cpc ctr conv click7Sales haloSales costs roas purchases itemsSold haloItemsSold availableSizes status }
  }
}`;
const HISTORY = `query($sku: String!, $campaignId: ID, $fromDate: String!, $toDate: String!) {
  skuPriceHistory(sku: $sku, campaignId: $campaignId, fromDate: $fromDate, toDate: $toDate) {
    sku interval timeZone priceCurrency priceChangedAt
    points { day impressions clicks quantity newQuantity averageValue newAverageValue blackPrice permanentMarkdownPrice promotionPrice }
  }
}`;
const HALO = `query($sku: String!, $campaignId: ID, $startDate: DateTime, $endDate: DateTime) {
  reportHaloAttributedSku(sku: $sku, campaignId: $campaignId, startDate: $startDate, endDate: $endDate) { sku sales quantity }
}`;

type Fact = {
  hour: string;
  sku: string;
  impressions: number;
  clicks: number;
  costs: bigint;
  purchases?: number;
  itemsSold?: number;
  click7Sales?: bigint;
  haloItemsSold?: number;
  haloSales?: bigint;
};

let testApp: TestApp;
let acme: Company;
let bolt: Company;
let owner: TestClient;
let campaignId: number;
let adSetId: number;
let boltCampaignId: number;
let skus: [string, string, string];
const facts: Fact[] = [];
// Acme's ID catalog is Asia/Jakarta (UTC+7): 2026-11-20 starts at 2026-11-19T17:00Z.
const range = { startDate: '2026-11-19T17:00:00.000Z', endDate: '2026-11-21T16:59:59.999Z' };

async function report(variables: Record<string, unknown>) {
  const result = await owner.gql<{
    skusReport: { objects: Record<string, unknown>[] } & Record<string, unknown>;
  }>(REPORT, { campaignId, ...range, ...variables });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.skusReport;
}

async function refusal(query: string, variables: Record<string, unknown>) {
  const result = await owner.gql(query, variables);
  return result.body.errors?.[0]?.extensions as { code: string; field: string } | undefined;
}

function expectedRow(sku: string) {
  const mine = facts.filter((f) => f.sku === sku && f.hour >= range.startDate && f.hour <= range.endDate);
  const sum = (pick: (f: Fact) => number | undefined) => mine.reduce((t, f) => t + (pick(f) ?? 0), 0);
  const sumMicros = (pick: (f: Fact) => bigint | undefined) => mine.reduce((t, f) => t + (pick(f) ?? 0n), 0n);
  const impressions = sum((f) => f.impressions);
  const clicks = sum((f) => f.clicks);
  const costs = sumMicros((f) => f.costs);
  const sales = sumMicros((f) => f.click7Sales);
  const purchases = sum((f) => f.purchases);
  return {
    sku,
    impressions,
    clicks,
    cpc: formatMicros(cpc(costs, clicks)),
    ctr: ctr(clicks, impressions),
    conv: conv(purchases, clicks),
    click7Sales: formatMicros(sales),
    haloSales: formatMicros(sumMicros((f) => f.haloSales)),
    costs: formatMicros(costs),
    roas: roas(sales, costs),
    purchases,
    itemsSold: sum((f) => f.itemsSold),
    haloItemsSold: sum((f) => f.haloItemsSold),
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.deps.db;
  acme = await companyNamed(db, 'Acme Fashion', 'Northwind', 'ID');
  bolt = await companyNamed(db, 'Bolt Apparel', 'Bolt Active', 'ID');
  const catalogProducts = await db
    .select()
    .from(products)
    .where(eq(products.catalogId, acme.catalogId))
    .orderBy(products.sku)
    .limit(2);
  skus = [catalogProducts[0]!.sku, catalogProducts[1]!.sku, 'ID-GONE-1'];
  await db
    .update(products)
    .set({ stock: 0 })
    .where(and(eq(products.catalogId, acme.catalogId), eq(products.sku, skus[1])));
  const { campaign } = await campaignOf(db, acme, { name: 'SKU report', skus });
  campaignId = campaign.id;
  [{ id: adSetId }] = (await db
    .select({ id: sponsorAdSets.id })
    .from(sponsorAdSets)
    .where(eq(sponsorAdSets.campaignId, campaignId))) as [{ id: number }];
  const bolted = await campaignOf(db, bolt, { name: 'Bolt SKU report', skus });
  boltCampaignId = bolted.campaign.id;
  const [boltAdSet] = await db
    .select({ id: sponsorAdSets.id })
    .from(sponsorAdSets)
    .where(eq(sponsorAdSets.campaignId, boltCampaignId));

  facts.push(
    {
      hour: '2026-11-19T17:00:00.000Z',
      sku: skus[0],
      impressions: 400,
      clicks: 8,
      costs: units(4),
      purchases: 2,
      itemsSold: 3,
      click7Sales: units(90),
    },
    {
      hour: '2026-11-21T16:00:00.000Z',
      sku: skus[0],
      impressions: 100,
      clicks: 2,
      costs: units(1),
      haloItemsSold: 1,
      haloSales: units(20),
    },
    {
      hour: '2026-11-20T05:00:00.000Z',
      sku: skus[1],
      impressions: 900,
      clicks: 3,
      costs: units(6),
      purchases: 1,
      itemsSold: 1,
      click7Sales: units(10),
    },
    { hour: '2026-11-20T06:00:00.000Z', sku: skus[2], impressions: 50, clicks: 1, costs: 500_000n },
    // Outside the range (the hour before its first day, the hour after its last): never counted.
    { hour: '2026-11-19T16:00:00.000Z', sku: skus[0], impressions: 7000, clicks: 70, costs: units(70) },
    { hour: '2026-11-21T17:00:00.000Z', sku: skus[1], impressions: 7000, clicks: 70, costs: units(70) },
  );
  const row = (fact: Fact, company: Company, ids: { campaign: number; adSet: number }) => ({
    hour: new Date(fact.hour),
    adSetId: ids.adSet,
    campaignId: ids.campaign,
    companyId: company.id,
    catalogId: acme.catalogId,
    brandId: company.brandId,
    sku: fact.sku,
    impressions: fact.impressions,
    clicks: fact.clicks,
    costsMicros: fact.costs,
    purchases: fact.purchases ?? 0,
    itemsSold: fact.itemsSold ?? 0,
    click7SalesMicros: fact.click7Sales ?? 0n,
    haloItemsSold: fact.haloItemsSold ?? 0,
    haloSalesMicros: fact.haloSales ?? 0n,
  });
  await db.insert(adRollupsHourly).values([
    ...facts.map((fact) => row(fact, acme, { campaign: campaignId, adSet: adSetId })),
    // Bolt's campaign, same SKUs and hours: never in Acme's report.
    row({ ...facts[0]!, impressions: 9999 }, bolt, { campaign: boltCampaignId, adSet: boltAdSet!.id }),
  ]);
  owner = await signedIn(testApp, 'owner@demo.test');
});
afterAll(() => testApp.close());

describe('skusReport', () => {
  it('sums each SKU of the campaign inside the range with the report formulas, with its catalog product', async () => {
    const page = await report({});
    expect(page).toMatchObject({ page: 1, numPages: 1, totalCount: 3, currency: 'SGD' });
    const bySku = new Map(page.objects.map((row) => [row.sku, row]));
    for (const sku of skus) expect(bySku.get(sku)).toMatchObject(expectedRow(sku));
    expect(bySku.get(skus[0])).toMatchObject({ status: 'IN_STOCK' });
    expect((bySku.get(skus[0])!.availableSizes as string[]).length).toBeGreaterThan(0);
    expect(bySku.get(skus[0])!.name).toBeTruthy();
    expect(bySku.get(skus[1])).toMatchObject({ status: 'OUT_OF_STOCK', availableSizes: [] });
    expect(bySku.get(skus[2])).toMatchObject({ status: 'NOT_IN_CATALOG', name: null, availableSizes: [] });
    // The ad set's report is the campaign's (one ad set).
    expect((await report({ campaignId: null, adSetId })).objects).toEqual(page.objects);
  });

  it('sorts by each metric, most first unless asked, ties by SKU; pages', async () => {
    const order = async (sortBy: string, direction?: string) =>
      (await report({ sortBy, direction })).objects.map((row) => row.sku);
    expect(await order('impressions')).toEqual([skus[1], skus[0], skus[2]]);
    expect(await order('costs', 'asc')).toEqual([skus[2], skus[0], skus[1]]);
    expect(await order('clicks')).toEqual([skus[0], skus[1], skus[2]]);
    expect(await order('roas')).toEqual([skus[0], skus[1], skus[2]]);
    expect(await order('status', 'asc')).toEqual([skus[0], skus[2], skus[1]]);
    expect(await order('sku')).toEqual([...skus].sort());
    const second = await report({ sortBy: 'impressions', pageSize: 2, page: 2 });
    expect(second).toMatchObject({ page: 2, numPages: 2, totalCount: 3 });
    expect(second.objects.map((row) => row.sku)).toEqual([skus[2]]);
  });

  it("gives nothing for another company's campaign", async () => {
    const page = await report({ campaignId: boltCampaignId });
    expect(page).toMatchObject({ objects: [], totalCount: 0, currency: null });
  });

  it('refuses bad input as a field error', async () => {
    expect(
      await refusal(REPORT, { campaignId, startDate: range.endDate, endDate: range.startDate }),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'endDate',
    });
    expect(await refusal(REPORT, { campaignId, sortBy: 'nonsense' })).toMatchObject({ field: 'sortBy' });
    expect(await refusal(REPORT, {})).toMatchObject({ field: 'campaignId' });
    expect(await refusal(REPORT, { campaignId: 'x' })).toMatchObject({ field: 'campaignId' });
    expect(await refusal(REPORT, { campaignId, pageSize: 5001 })).toMatchObject({ field: 'pageSize' });
    const history = { sku: skus[0], campaignId };
    expect(
      await refusal(HISTORY, { ...history, fromDate: '2026-13-01', toDate: '2026-11-02' }),
    ).toMatchObject({
      field: 'fromDate',
    });
    expect(
      await refusal(HISTORY, { ...history, fromDate: '2026-11-03', toDate: '2026-11-02' }),
    ).toMatchObject({
      field: 'toDate',
    });
    expect(
      await refusal(HISTORY, { ...history, sku: ' ', fromDate: '2026-11-01', toDate: '2026-11-02' }),
    ).toMatchObject({
      field: 'sku',
    });
  });
});

describe('skuPriceHistory', () => {
  type History = {
    interval: string;
    priceChangedAt: string | null;
    points: Record<string, unknown>[];
  };
  const history = async (fromDate: string, toDate: string, asked = campaignId) => {
    const result = await owner.gql<{ skuPriceHistory: History }>(HISTORY, {
      sku: skus[0],
      campaignId: asked,
      fromDate,
      toDate,
    });
    expect(result.body.errors).toBeUndefined();
    return result.body.data!.skuPriceHistory;
  };

  beforeAll(async () => {
    const db = testApp.deps.db;
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.catalogId, acme.catalogId), eq(products.sku, skus[0])));
    await db.delete(priceHistory).where(eq(priceHistory.productId, product!.id));
    const at = (instant: string) => new Date(instant);
    const change = (
      publishedAt: string,
      type: string,
      extra: Partial<typeof priceHistory.$inferInsert> = {},
    ) => ({
      productId: product!.id,
      publishedAt: at(publishedAt),
      blackPriceMicros: units(100),
      priceChangeType: type,
      ...extra,
    });
    // Times in Jakarta (UTC+7): each change at 10:00 local of its day.
    await db.insert(priceHistory).values([
      change('2026-11-01T03:00:00Z', 'repricing'),
      change('2026-11-03T03:00:00Z', 'permanent_markdown', {
        permMarkdownPriceMicros: units(80),
        permMarkdownFrom: at('2026-11-03T03:00:00Z'),
      }),
      change('2026-11-05T03:00:00Z', 'promotion', {
        promotionPriceMicros: units(60),
        promotionFrom: at('2026-11-05T03:00:00Z'),
        promotionTo: at('2026-11-10T16:59:59Z'),
      }),
      change('2026-11-06T03:00:00Z', 'flash_sale', { blackPriceMicros: units(1) }),
      change('2026-11-07T03:00:00Z', 'remove_promotion'),
      change('2026-11-09T03:00:00Z', 'remove_permanent_markdown'),
      change('2026-11-11T03:00:00Z', 'permanent_markdown', {
        permMarkdownPriceMicros: units(90),
        permMarkdownFrom: at('2026-11-11T03:00:00Z'),
      }),
      change('2026-11-12T03:00:00Z', 'promotion', {
        promotionPriceMicros: units(70),
        promotionFrom: at('2026-11-12T03:00:00Z'),
      }),
      change('2026-11-13T03:00:00Z', 'remove_markdowns'),
      change('2026-11-20T03:00:00Z', 'repricing', { blackPriceMicros: units(120) }),
    ]);
  });

  it('applies every priceChangeType of spec 2; an unknown one is logged and skipped', async () => {
    const warn = vi.spyOn(testApp.deps.logger, 'warn');
    const result = await history('2026-11-01', '2026-11-14');
    expect(result.interval).toBe('DAY');
    expect(result.points).toHaveLength(14);
    const prices = result.points.map((p) => [
      p.day,
      p.blackPrice,
      p.permanentMarkdownPrice,
      p.promotionPrice,
    ]);
    expect(prices).toEqual([
      ['2026-11-01', '100', null, null],
      ['2026-11-02', '100', null, null],
      ['2026-11-03', '100', '80', null],
      ['2026-11-04', '100', '80', null],
      ['2026-11-05', '100', '80', '60'],
      // flash_sale is no type of spec 2: its black price of 1 never shows.
      ['2026-11-06', '100', '80', '60'],
      ['2026-11-07', '100', '80', null],
      ['2026-11-08', '100', '80', null],
      ['2026-11-09', '100', null, null],
      ['2026-11-10', '100', null, null],
      ['2026-11-11', '100', '90', null],
      ['2026-11-12', '100', '90', '70'],
      ['2026-11-13', '100', null, null],
      ['2026-11-14', '100', null, null],
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ priceChangeType: 'flash_sale', sku: skus[0] }),
      'unknown priceChangeType skipped',
    );
    warn.mockRestore();
  });

  it('has daily points under 93 days: quantity and average value before the last price change, new ones from it', async () => {
    const result = await history('2026-11-19', '2026-11-21');
    // 90 SGD of sales for 3 items, in the catalog's currency (IDR) like the prices it is drawn with.
    const rates = await testApp.deps.db.select().from(currencies);
    const rate = (code: string) => Number(rates.find((row) => row.code === code)!.rate);
    const average = formatMicros(BigInt(Math.round((30_000_000 * rate('IDR')) / rate('SGD'))));
    expect(result.priceChangedAt).toBe('2026-11-20T03:00:00.000Z');
    expect(result.points).toEqual([
      {
        day: '2026-11-19',
        impressions: 7000,
        clicks: 70,
        quantity: 0,
        newQuantity: null,
        averageValue: null,
        newAverageValue: null,
        blackPrice: '100',
        permanentMarkdownPrice: null,
        promotionPrice: null,
      },
      {
        day: '2026-11-20',
        impressions: 400,
        clicks: 8,
        quantity: null,
        newQuantity: 3,
        averageValue: null,
        newAverageValue: average,
        blackPrice: '120',
        permanentMarkdownPrice: null,
        promotionPrice: null,
      },
      {
        day: '2026-11-21',
        impressions: 100,
        clicks: 2,
        quantity: null,
        newQuantity: 0,
        averageValue: null,
        newAverageValue: null,
        blackPrice: '120',
        permanentMarkdownPrice: null,
        promotionPrice: null,
      },
    ]);
  });

  it('has one point per week, on its Monday, from 93 days on', async () => {
    const under = await history('2026-08-23', '2026-11-22');
    expect(under.interval).toBe('DAY');
    expect(under.points).toHaveLength(92);
    const weekly = await history('2026-08-22', '2026-11-22');
    expect(weekly.interval).toBe('WEEK');
    const days = weekly.points.map((p) => p.day as string);
    for (const day of days) expect(new Date(`${day}T00:00:00Z`).getUTCDay()).toBe(1);
    // Only the range's Mondays: the first is 2026-08-24, not 2026-08-17 before the range (QA walk 2, item 10).
    expect(days[0]).toBe('2026-08-24');
    expect(days.at(-1)).toBe('2026-11-16');
    // The week of 2026-11-16 holds the three days' figures.
    expect(weekly.points.at(-1)).toMatchObject({ impressions: 7500, clicks: 80 });
  });

  it('splits the week holding the last price change into its quantity before the change and its new one (QA walk 19)', async () => {
    const db = testApp.deps.db;
    // Tuesday 2026-11-17 in Jakarta, before the repricing of Friday the 20th: 2 items for 40 SGD.
    const hour = new Date('2026-11-17T05:00:00.000Z');
    await db.insert(adRollupsHourly).values({
      hour,
      adSetId,
      campaignId,
      companyId: acme.id,
      catalogId: acme.catalogId,
      brandId: acme.brandId,
      sku: skus[0]!,
      impressions: 0,
      clicks: 0,
      costsMicros: 0n,
      purchases: 1,
      itemsSold: 2,
      click7SalesMicros: units(40),
      haloItemsSold: 0,
      haloSalesMicros: 0n,
    });
    try {
      const weekly = await history('2026-08-22', '2026-11-22');
      expect(weekly.interval).toBe('WEEK');
      // The week of Monday the 16th: 2 items sold before the change (the 17th), 3 from it (the 20th).
      expect(weekly.points.at(-1)).toMatchObject({ day: '2026-11-16', quantity: 2, newQuantity: 3 });
      expect(weekly.points.at(-1)!.averageValue).not.toBeNull();
      expect(weekly.points.at(-1)!.newAverageValue).not.toBeNull();
      // The weeks before it have no new figures, as before.
      expect(weekly.points.at(-2)).toMatchObject({ quantity: 0, newQuantity: null });
    } finally {
      await db
        .delete(adRollupsHourly)
        .where(
          and(
            eq(adRollupsHourly.hour, hour),
            eq(adRollupsHourly.adSetId, adSetId),
            eq(adRollupsHourly.sku, skus[0]!),
          ),
        );
    }
  });

  it("counts the days before the range's first Monday in it, and no day outside the range", async () => {
    // Friday 2026-11-20 to Sunday 2027-02-21: the first point is Monday 2026-11-23 and holds the 20th to the 29th.
    const weekly = await history('2026-11-20', '2027-02-21');
    expect(weekly.interval).toBe('WEEK');
    const days = weekly.points.map((p) => p.day as string);
    expect(days[0]).toBe('2026-11-23');
    expect(days.at(-1)).toBe('2027-02-15');
    const daily = await history('2026-11-20', '2026-11-29');
    const sum = (points: Record<string, unknown>[], key: string) =>
      points.reduce((total, point) => total + Number(point[key] ?? 0), 0);
    const first = weekly.points[0]!;
    expect(first.impressions).toBe(sum(daily.points, 'impressions'));
    expect(first.clicks).toBe(sum(daily.points, 'clicks'));
    // The 7,000 impressions of Thursday the 19th (Jakarta) are outside the range.
    expect(first.impressions).toBeGreaterThan(0);
    // The SKU has no figures after the 22nd: the weeks add up to the same days' total.
    expect(sum(weekly.points, 'impressions')).toBe(sum(daily.points, 'impressions'));
  });

  it("is empty for another company's campaign", async () => {
    expect((await history('2026-11-19', '2026-11-21', boltCampaignId)).points).toEqual([]);
  });
});

describe('reportHaloAttributedSku', () => {
  it('lists the SKUs bought after an ad of the SKU, best-selling first, in scope', async () => {
    const db = testApp.deps.db;
    const base = {
      adSetId,
      campaignId,
      companyId: acme.id,
      catalogId: acme.catalogId,
      brandId: acme.brandId,
      sku: skus[0],
    };
    await db.insert(adHaloSkusHourly).values([
      {
        ...base,
        hour: new Date('2026-11-20T01:00:00Z'),
        itemSku: 'ID-H-1',
        haloSalesMicros: units(5),
        haloItemsSold: 1,
      },
      {
        ...base,
        hour: new Date('2026-11-20T02:00:00Z'),
        itemSku: 'ID-H-1',
        haloSalesMicros: units(6),
        haloItemsSold: 2,
      },
      {
        ...base,
        hour: new Date('2026-11-20T02:00:00Z'),
        itemSku: 'ID-H-2',
        haloSalesMicros: units(20),
        haloItemsSold: 1,
      },
      {
        ...base,
        hour: new Date('2026-11-25T02:00:00Z'),
        itemSku: 'ID-H-3',
        haloSalesMicros: units(99),
        haloItemsSold: 1,
      },
    ]);
    const ask = async (asked: number) => {
      const result = await owner.gql<{ reportHaloAttributedSku: unknown[] }>(HALO, {
        sku: skus[0],
        campaignId: asked,
        ...range,
      });
      expect(result.body.errors).toBeUndefined();
      return result.body.data!.reportHaloAttributedSku;
    };
    expect(await ask(campaignId)).toEqual([
      { sku: 'ID-H-2', sales: '20', quantity: 1 },
      { sku: 'ID-H-1', sales: '11', quantity: 3 },
    ]);
    expect(await ask(boltCampaignId)).toEqual([]);
  });
});

describe('SKU_PERFORMANCE and CAMPAIGN_SALES exports', () => {
  const CREATE =
    'mutation($dataType: String!, $params: JSON) { createExportRequest(fileType: CSV, dataType: $dataType, params: $params) { ok errors { field messages } exportRequest { id } } }';
  const STATUS = 'query($id: ID!) { exportRequest(id: $id) { status statusReason exportedFileUrl } }';
  type Created = {
    createExportRequest: { ok: boolean; errors: { field: string }[]; exportRequest: { id: string } | null };
  };

  async function exportCsv(dataType: string, params: Record<string, unknown>) {
    const created = await owner.gql<Created>(CREATE, { dataType, params });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data!.createExportRequest.ok).toBe(true);
    await runJobsOnce(testApp.deps);
    const status = await owner.gql<{ exportRequest: { status: string; exportedFileUrl: string } }>(STATUS, {
      id: created.body.data!.createExportRequest.exportRequest!.id,
    });
    const request = status.body.data!.exportRequest;
    expect(request.status).toBe('COMPLETED');
    const body = (await restCall(testApp.app, owner, 'GET', request.exportedFileUrl)).body;
    return body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  }

  it("writes the dialog's SKU table, in its order", async () => {
    const lines = await exportCsv('SKU_PERFORMANCE', {
      campaignId,
      ...range,
      sortBy: 'costs',
      direction: 'asc',
    });
    expect(lines[0]).toBe(
      'sku,name,status,availableSizes,impressions,clicks,ctr,conv,currency,costs,cpc,roas,purchases,itemsSold,sales,haloItemsSold,haloSales,totalSales,totalItemsSold',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([skus[2], skus[0], skus[1]]);
    const gone = lines.find((line) => line.startsWith(skus[2]))!.split(',');
    expect(gone.slice(2, 12)).toEqual([
      'NOT_IN_CATALOG',
      '',
      '50',
      '1',
      '2.00',
      '0.00',
      'SGD',
      '0.50',
      '0.50',
      '0.00',
    ]);
    // Another company's campaign: the header only.
    expect(await exportCsv('SKU_PERFORMANCE', { campaignId: boltCampaignId })).toHaveLength(1);
  });

  it('writes ratios with two decimals, as the dialog shows them', async () => {
    const lines = await exportCsv('SKU_PERFORMANCE', { campaignId, ...range });
    const header = lines[0]!.split(',');
    const cells = lines.find((line) => line.startsWith(skus[1]))!.split(',');
    const row = Object.fromEntries(header.map((name, i) => [name, cells[i]]));
    // 1 click of 900 impressions, 1 purchase of 3 clicks, SGD 10 of sales for SGD 6: none of them round.
    expect(row).toMatchObject({ ctr: '0.33', conv: '33.33', roas: '166.67' });
  });

  it('has the columns the dialog has: purchases and the figures with halo only while their flag is on', async () => {
    const asRows = (lines: string[]) => {
      const header = lines[0]!.split(',');
      return {
        header,
        first: Object.fromEntries(
          lines
            .find((line) => line.startsWith(skus[0]))!
            .split(',')
            .map((cell, i) => [header[i], cell]),
        ),
      };
    };
    const on = asRows(await exportCsv('SKU_PERFORMANCE', { campaignId, ...range }));
    expect(on.header.slice(-7)).toEqual([
      'purchases',
      'itemsSold',
      'sales',
      'haloItemsSold',
      'haloSales',
      'totalSales',
      'totalItemsSold',
    ]);
    // SGD 90 direct and 20 halo; 3 items direct and 1 halo.
    expect(on.first).toMatchObject({
      purchases: '2',
      sales: '90.00',
      haloSales: '20.00',
      totalSales: '110.00',
    });
    expect(on.first).toMatchObject({ itemsSold: '3', haloItemsSold: '1', totalItemsSold: '4' });

    const flag = { name: 'additional_sku_performance_metrics' };
    await updateFeatureFlag({ deps: testApp.deps, input: { ...flag, isActive: false } });
    try {
      const off = asRows(await exportCsv('SKU_PERFORMANCE', { campaignId, ...range }));
      expect(off.header).toEqual([
        'sku',
        'name',
        'status',
        'availableSizes',
        'impressions',
        'clicks',
        'ctr',
        'conv',
        'currency',
        'costs',
        'cpc',
        'roas',
        'itemsSold',
        'sales',
        'haloItemsSold',
        'haloSales',
      ]);
      expect(off.first).toMatchObject({
        itemsSold: '3',
        sales: '90.00',
        haloItemsSold: '1',
        haloSales: '20.00',
      });
    } finally {
      await updateFeatureFlag({ deps: testApp.deps, input: { ...flag, isActive: true } });
    }
  });

  it("writes one ad set's sales per catalog day and SKU", async () => {
    const lines = await exportCsv('CAMPAIGN_SALES', {
      adSetId,
      fromDate: '2026-11-20',
      toDate: '2026-11-21',
    });
    expect(lines[0]).toBe(
      'date,sku,name,impressions,clicks,currency,costs,purchases,itemsSold,sales,haloItemsSold,haloSales',
    );
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.map((row) => [row[0], row[1]])).toEqual(
      [
        ['2026-11-20', skus[0]],
        ['2026-11-20', skus[1]],
        ['2026-11-20', skus[2]],
        ['2026-11-21', skus[0]],
      ].sort((a, b) => (a.join() < b.join() ? -1 : 1)),
    );
    const first = rows.find((row) => row[0] === '2026-11-20' && row[1] === skus[0])!;
    expect(first.slice(3)).toEqual(['400', '8', 'SGD', '4.00', '2', '3', '90.00', '0', '0.00']);
  });

  it('refuses a sales export without its ad set or days', async () => {
    const created = await owner.gql<Created>(CREATE, {
      dataType: 'CAMPAIGN_SALES',
      params: { fromDate: 'x' },
    });
    const fields = created.body.data!.createExportRequest.errors.map((error) => error.field).sort();
    expect(fields).toEqual(['params.adSetId', 'params.fromDate', 'params.toDate']);
  });

  it('refuses the parameters the reports refuse as field errors when the export is asked for', async () => {
    const refused = async (dataType: string, params: Record<string, unknown>) => {
      const created = await owner.gql<Created>(CREATE, { dataType, params });
      expect(created.body.errors).toBeUndefined();
      const payload = created.body.data!.createExportRequest;
      expect(payload).toMatchObject({ ok: false, exportRequest: null });
      return payload.errors;
    };
    const days = (fromDate: string, toDate: string) => ({ adSetId, fromDate, toDate });
    expect(await refused('CAMPAIGN_SALES', days('2026-11-21', '2026-11-20'))).toEqual([
      { field: 'params.toDate', messages: ['sponsorSkuReport:error.rangeReversed'] },
    ]);
    // 3,661 days (2016-01-01 + 3,660 days is 2026-01-08); ten years, the most "Lifetime" asks, are taken.
    expect(await refused('CAMPAIGN_SALES', days('2016-01-01', '2026-01-08'))).toEqual([
      { field: 'params.toDate', messages: ['sponsorSkuReport:error.rangeTooLong?max=3660'] },
    ]);
    expect(await refused('SKU_PERFORMANCE', { ...range, sortBy: 'costs' })).toEqual([
      { field: 'params.campaignId', messages: ['sponsorSkuReport:error.ownerRequired'] },
    ]);
    expect(
      await refused('SKU_PERFORMANCE', {
        adId: '',
        startDate: range.endDate,
        endDate: range.startDate,
        adSetId,
      }),
    ).toEqual([{ field: 'params.endDate', messages: ['sponsorSkuReport:error.rangeReversed'] }]);
    expect(await refused('SKU_PERFORMANCE', { campaignId, sortBy: 'nonsense' })).toEqual([
      { field: 'params.sortBy', messages: ['common:error.invalidValue'] },
    ]);
    // A malformed value is its field's error alone, not also the rule's.
    expect(await refused('SKU_PERFORMANCE', { campaignId: 'x', startDate: 'y' })).toEqual([
      { field: 'params.campaignId', messages: ['common:error.invalidId'] },
      { field: 'params.startDate', messages: ['common:error.invalidDate'] },
    ]);
  });

  it('accepts a range of exactly 1,100 days and a single day', async () => {
    // Every fact's day, the two outside the dialog's range included (2026-11-19 and 2026-11-22 in Jakarta).
    expect(
      await exportCsv('CAMPAIGN_SALES', { adSetId, fromDate: '2024-01-01', toDate: '2027-01-04' }),
    ).toHaveLength(7);
    expect(
      await exportCsv('CAMPAIGN_SALES', { adSetId, fromDate: '2026-11-21', toDate: '2026-11-21' }),
    ).toHaveLength(2);
  });

  it('refuses each data type while its flag is off', async () => {
    for (const [dataType, flag, params] of [
      [
        'CAMPAIGN_SALES',
        'download_campaign_sales',
        { adSetId, fromDate: '2026-11-20', toDate: '2026-11-21' },
      ],
      ['SKU_PERFORMANCE', 'download_sku_performance_report', { campaignId }],
    ] as const) {
      await updateFeatureFlag({ deps: testApp.deps, input: { name: flag, isActive: false } });
      const off = await owner.gql<Created>(CREATE, { dataType, params });
      expect(off.body.data!.createExportRequest).toMatchObject({
        ok: false,
        errors: [{ field: 'dataType', messages: ['exports:error.unknownDataType'] }],
      });
      await updateFeatureFlag({ deps: testApp.deps, input: { name: flag, isActive: true } });
    }
  });
});
