import { MAX_SKUS } from '@portal/domain/sponsor-skus';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogs,
  companies,
  companySellers,
  configurations,
  products,
  sellers,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { parseExcludedFields } from '../meta-ads/campaign-input';
import { strangerSeller } from '../meta-ads/meta-ads-test-support';
import { sellerOf } from '../meta-ads/meta-scope';
import { decodePageToken, encodePageToken } from '../meta-ads/page-token';
import { marketplaceConfigFor } from './marketplace-config';

let testApp: TestApp;
let viewer: TestClient;
let acmeId: number;
/** An Acme seller with the most products, and a seller Acme does not manage. */
let sellerId: number;
let strangerSellerId: number;

const db = () => testApp.deps.db;

type Product = {
  id: string;
  sku: string;
  price: string;
  url: string;
  availability: string;
  condition: string;
};
const PRODUCT_FIELDS =
  'id sku name imageUrl price inventory url category description brand currency availability condition visibility';

beforeAll(async () => {
  testApp = await createTestApp();
  const [acme] = await db().select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  acmeId = acme!.id;
  const acmeSellerIds = (
    await db().select().from(companySellers).where(eq(companySellers.companyId, acmeId))
  ).map((row) => row.sellerId);
  const [busiest] = await db()
    .select({ sellerId: products.sellerId, n: count() })
    .from(products)
    .where(inArray(products.sellerId, acmeSellerIds))
    .groupBy(products.sellerId)
    .orderBy(desc(count()))
    .limit(1);
  sellerId = busiest!.sellerId;
  // Enough products for several pages, one of them out of stock.
  const [model] = await db().select().from(products).where(eq(products.sellerId, sellerId)).limit(1);
  const { id: _id, ...copy } = model!;
  await db()
    .insert(products)
    .values(
      Array.from({ length: 15 }, (_, index) => ({
        ...copy,
        sku: `META-TEST-${String(index).padStart(3, '0')}`,
        stock: index === 0 ? 0 : 5,
        priceMicros: BigInt(index + 1) * 1_000_000n,
      })),
    );
  strangerSellerId = await strangerSeller(testApp, acmeId);
  viewer = new TestClient(testApp.app);
  expect((await viewer.signIn('viewer@demo.test')).ok).toBe(true);
});
afterAll(() => testApp.close());

async function sellerProducts(id: number) {
  return db().select().from(products).where(eq(products.sellerId, id)).orderBy(asc(products.sku));
}

describe('getCatalogCategories', () => {
  it("answers the categories of the seller's products, to a viewer", async () => {
    const result = await viewer.gql<{ getCatalogCategories: { id: number; name: string }[] }>(
      'query($id: ID!) { getCatalogCategories(sellerId: $id) { id name } }',
      { id: sellerId },
    );
    expect(result.body.errors).toBeUndefined();
    const ids = new Set((await sellerProducts(sellerId)).map((product) => product.categoryId));
    const answered = result.body.data!.getCatalogCategories;
    expect(answered.map((category) => category.id).sort()).toEqual([...ids].sort());
    expect(answered.map((category) => category.name)).toEqual(
      [...answered.map((category) => category.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });
});

describe('getMatchingProducts', () => {
  const QUERY = `query($id: ID!, $categories: [Int!], $min: Decimal, $max: Decimal, $skus: [String!], $token: String) {
    getMatchingProducts(sellerId: $id, categories: $categories, minPrice: $min, maxPrice: $max, skus: $skus, pageToken: $token) {
      products { ${PRODUCT_FIELDS} } totalCount paging { previousPage nextPage } } }`;
  type Answer = {
    getMatchingProducts: {
      products: Product[];
      totalCount: number;
      paging: { previousPage: string | null; nextPage: string | null };
    };
  };

  it('pages the seller products 10 at a time behind opaque tokens, as Meta describes them', async () => {
    const all = await sellerProducts(sellerId);
    expect(all.length).toBeGreaterThan(10);
    const first = await viewer.gql<Answer>(QUERY, { id: sellerId });
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data!.getMatchingProducts;
    expect(page.totalCount).toBe(all.length);
    expect(page.products.map((product) => product.sku)).toEqual(all.slice(0, 10).map((row) => row.sku));
    expect(page.paging.previousPage).toBeNull();
    const product = all[0]!;
    expect(page.products[0]).toMatchObject({
      id: String(product.id),
      url: product.link,
      availability: product.stock > 0 ? 'in stock' : 'out of stock',
      condition: 'new',
      visibility: 'published',
    });
    const second = await viewer.gql<Answer>(QUERY, { id: sellerId, token: page.paging.nextPage });
    const next = second.body.data!.getMatchingProducts;
    expect(next.products.map((row) => row.sku)).toEqual(all.slice(10, 20).map((row) => row.sku));
    expect(next.paging.previousPage).toBe(encodePageToken(0));
  });

  it('filters by price, category and SKU', async () => {
    const all = await sellerProducts(sellerId);
    const prices = all.map((row) => row.priceMicros).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const median = prices[Math.floor(prices.length / 2)]!;
    const cheap = await viewer.gql<Answer>(QUERY, { id: sellerId, max: (Number(median) / 1e6).toString() });
    expect(cheap.body.data!.getMatchingProducts.totalCount).toBe(
      all.filter((row) => row.priceMicros <= median).length,
    );
    const category = all[0]!.categoryId;
    const byCategory = await viewer.gql<Answer>(QUERY, { id: sellerId, categories: [category] });
    expect(byCategory.body.data!.getMatchingProducts.totalCount).toBe(
      all.filter((row) => row.categoryId === category).length,
    );
    const bySku = await viewer.gql<Answer>(QUERY, { id: sellerId, skus: [all[3]!.sku, 'NOT-A-SKU'] });
    expect(bySku.body.data!.getMatchingProducts.products.map((row) => row.sku)).toEqual([all[3]!.sku]);
  });

  it('refuses a forged token, a negative price and a minimum above the maximum', async () => {
    const forged = await viewer.gql(QUERY, { id: sellerId, token: 'bm9wZQ' });
    expect(forged.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const negative = await viewer.gql(QUERY, { id: sellerId, min: '-1' });
    expect(negative.body.errors?.[0]?.message).toBe('mpa:error.priceNegative');
    const crossed = await viewer.gql(QUERY, { id: sellerId, min: '50', max: '10' });
    expect(crossed.body.errors?.[0]?.message).toBe('mpa:error.minPriceAboveMax');
  });

  it('takes as many SKUs as a sponsored lookup and refuses more as bad input on skus (not a database error)', async () => {
    // Past PostgreSQL's 65535 parameters, short enough to stay within the request body limit.
    const skus = (count: number) => Array.from({ length: count }, (_, index) => `Z${index}`);
    const most = await viewer.gql<Answer>(QUERY, { id: sellerId, skus: skus(MAX_SKUS) });
    expect(most.body.errors).toBeUndefined();
    expect(most.body.data!.getMatchingProducts.totalCount).toBe(0);
    const tooMany = await viewer.gql(QUERY, { id: sellerId, skus: skus(70_000) });
    expect(tooMany.body.errors?.[0]).toMatchObject({
      message: 'common:error.numberOutOfRange',
      extensions: { code: 'BAD_USER_INPUT', field: 'skus' },
    });
  });

  it("answers another company's seller as not found", async () => {
    const result = await viewer.gql<Answer>(QUERY, { id: strangerSellerId });
    expect(result.body.data?.getMatchingProducts ?? null).toBeNull();
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('metaCatalogProducts', () => {
  const QUERY = `query($id: ID!, $term: String, $set: String, $cursor: String, $limit: Int) {
    metaCatalogProducts(sellerId: $id, searchTerm: $term, productSetId: $set, cursor: $cursor, limit: $limit) {
      objects { ${PRODUCT_FIELDS} } totalCount nextPage previousPage } }`;
  type Answer = {
    metaCatalogProducts: {
      objects: Product[];
      totalCount: number;
      nextPage: string | null;
      previousPage: string | null;
    };
  };

  it('answers up to 1000 a page, searches name and SKU, and refuses a bigger page', async () => {
    const all = await sellerProducts(sellerId);
    const big = await viewer.gql<Answer>(QUERY, { id: sellerId, limit: 1000 });
    expect(big.body.data!.metaCatalogProducts.objects).toHaveLength(Math.min(all.length, 1000));
    expect(big.body.data!.metaCatalogProducts.nextPage).toBeNull();
    const three = await viewer.gql<Answer>(QUERY, { id: sellerId, limit: 3 });
    expect(three.body.data!.metaCatalogProducts.objects).toHaveLength(3);
    expect(decodePageToken(three.body.data!.metaCatalogProducts.nextPage, 'cursor')).toBe(3);
    const term = all[5]!.sku.slice(-6).toLowerCase();
    const found = await viewer.gql<Answer>(QUERY, { id: sellerId, term });
    const skus = found.body.data!.metaCatalogProducts.objects.map((row) => row.sku);
    expect(skus).toContain(all[5]!.sku);
    const tooMany = await viewer.gql(QUERY, { id: sellerId, limit: 1001 });
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it('refuses a product set that is not the seller account of the company', async () => {
    const result = await viewer.gql(QUERY, { id: sellerId, set: 'someone-elses-set' });
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const stranger = await viewer.gql(QUERY, { id: strangerSellerId });
    expect(stranger.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('getMarketplaceConfig and getExcludedMPAFields', () => {
  it("answers the seller's catalog as country, a default creative text and no page URL unless configured", async () => {
    const query =
      'query($id: ID!) { getMarketplaceConfig(sellerId: $id) { country creativeText defaultSellerPageUrl } }';
    const [row] = await db()
      .select({ seller: sellers, code: catalogs.code })
      .from(sellers)
      .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
      .where(eq(sellers.id, sellerId));
    const first = await viewer.gql<{ getMarketplaceConfig: Record<string, string | null> }>(query, {
      id: sellerId,
    });
    expect(first.body.data!.getMarketplaceConfig.country).toBe(row!.code);
    expect(first.body.data!.getMarketplaceConfig.creativeText).toContain(row!.seller.name);
    expect(first.body.data!.getMarketplaceConfig.defaultSellerPageUrl).toBeNull();

    await db()
      .insert(configurations)
      .values([
        { key: 'mpa_default_seller_page_url', value: JSON.stringify('{baseUrl}/seller/{originalSellerId}') },
        {
          key: 'mpa_default_creative_text',
          value: JSON.stringify({ [row!.code]: 'Hello from {sellerName}' }),
        },
      ]);
    const seller = await sellerOf({ db: db() }, { companyId: acmeId }, sellerId);
    const configured = await marketplaceConfigFor({ db: db(), seller });
    expect(configured.creativeText).toBe(`Hello from ${row!.seller.name}`);
    expect(configured.defaultSellerPageUrl).toMatch(new RegExp(`/seller/${row!.seller.originalSellerId}$`));
    const stranger = await viewer.gql(query, { id: strangerSellerId });
    expect(stranger.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads mpa_campaign_exclude_fields as JSON or a comma list', async () => {
    expect(parseExcludedFields(['creativeText', ' skus ', 'skus', 3])).toEqual(['creativeText', 'skus']);
    expect(parseExcludedFields('creativeText, customAudienceIds')).toEqual([
      'creativeText',
      'customAudienceIds',
    ]);
    expect(parseExcludedFields(null)).toEqual([]);
    const read = () => viewer.gql<{ getExcludedMPAFields: string[] }>('{ getExcludedMPAFields }');
    expect((await read()).body.data!.getExcludedMPAFields).toEqual([]);
    await db()
      .update(configurations)
      .set({ value: 'creativeText,skus' })
      .where(eq(configurations.key, 'mpa_campaign_exclude_fields'));
    expect((await read()).body.data!.getExcludedMPAFields).toEqual(['creativeText', 'skus']);
    await db()
      .update(configurations)
      .set({ value: '["creativeText"]' })
      .where(eq(configurations.key, 'mpa_campaign_exclude_fields'));
    expect((await read()).body.data!.getExcludedMPAFields).toEqual(['creativeText']);
  });
});
