import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, catalogs, companies, companyBrands, companySellers, products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { restCall } from '../documents/documents-test-helpers';
import { runJobsOnce } from '../jobs/job-runner';
import { signedIn } from '../sponsor-lists/sponsor-lists-test-helpers';

const CREATE =
  'mutation($params: JSON) { createExportRequest(fileType: CSV, dataType: "MATCHING_SKUS", params: $params) { ok errors { field messages } exportRequest { id } } }';
const STATUS = 'query($id: ID!) { exportRequest(id: $id) { status statusReason exportedFileUrl } }';
const COUNT =
  'query($catalogId: ID!, $maxPrice: Decimal) { countProductsMatchedFilter(catalogId: $catalogId, maxPrice: $maxPrice) }';

type Created = {
  createExportRequest: {
    ok: boolean;
    errors: { field: string | null; messages: string[] }[];
    exportRequest: { id: string } | null;
  };
};
type Status = { exportRequest: { status: string; statusReason: string | null; exportedFileUrl: string } };

let testApp: TestApp;
let viewer: TestClient;
let sgId: number;
let acmeId: number;
let sgSellerIds: number[];

async function exportRows(params: Record<string, unknown>) {
  const created = await viewer.gql<Created>(CREATE, { params });
  expect(created.body.data!.createExportRequest.errors).toEqual([]);
  await runJobsOnce(testApp.deps);
  const id = created.body.data!.createExportRequest.exportRequest!.id;
  const request = (await viewer.gql<Status>(STATUS, { id })).body.data!.exportRequest;
  if (request.status !== 'COMPLETED')
    return { status: request.status, reason: request.statusReason, rows: [] };
  const body = (await restCall(testApp.app, viewer, 'GET', request.exportedFileUrl)).body;
  const lines = body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('sku,name,brand,price,currency,stock,sizes,link');
  return { status: request.status, reason: null, rows: lines.slice(1).map((line) => line.split(',')) };
}

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 120 });
  viewer = await signedIn(testApp, 'viewer@demo.test');
  const [sg] = await testApp.deps.db.select().from(catalogs).where(eq(catalogs.code, 'SG'));
  sgId = sg!.id;
  const [acme] = await testApp.deps.db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  acmeId = acme!.id;
  // With validate_uploaded_product_seller on only the company's sellers' products match (decision 0267): 120
  // demo products leave Acme few in SG, so their sellers are made Acme's.
  const brandIds = (
    await testApp.deps.db.select().from(companyBrands).where(eq(companyBrands.companyId, acmeId))
  ).map((row) => row.brandId);
  sgSellerIds = [
    ...new Set(
      (
        await testApp.deps.db
          .select({ sellerId: products.sellerId })
          .from(products)
          .where(and(eq(products.catalogId, sgId), inArray(products.brandId, brandIds)))
      ).map((row) => row.sellerId),
    ),
  ];
  await testApp.deps.db
    .insert(companySellers)
    .values(sgSellerIds.map((sellerId) => ({ companyId: acmeId, sellerId })))
    .onConflictDoNothing();
}, 180_000);
afterAll(() => testApp.close());

describe('MATCHING_SKUS export', () => {
  it("writes every product the filter matches, of the company's brands only, by SKU (any role)", async () => {
    const { rows } = await exportRows({ catalogId: String(sgId) });
    const count = (
      await viewer.gql<{ countProductsMatchedFilter: number }>(COUNT, { catalogId: String(sgId) })
    ).body.data!.countProductsMatchedFilter;
    expect(count).toBeGreaterThan(0);
    expect(rows).toHaveLength(count);
    const skus = rows.map((row) => row[0]!);
    expect(skus).toEqual([...skus].sort());
    const own = await testApp.deps.db
      .select({ name: brands.name })
      .from(companyBrands)
      .innerJoin(brands, eq(brands.id, companyBrands.brandId))
      .where(eq(companyBrands.companyId, acmeId));
    const ownNames = new Set(own.map((brand) => brand.name));
    expect(rows.every((row) => ownNames.has(row[2]!) && row[4] === 'SGD')).toBe(true);
    const [stored] = await testApp.deps.db.select().from(products).where(eq(products.sku, skus[0]!));
    expect(rows[0]![5]).toBe(String(stored!.stock));
  });

  it("applies the price bound as the preview does, and another company's brand matches nothing", async () => {
    const { rows } = await exportRows({ catalogId: String(sgId), maxPrice: '40' });
    const count = (
      await viewer.gql<{ countProductsMatchedFilter: number }>(COUNT, {
        catalogId: String(sgId),
        maxPrice: '40',
      })
    ).body.data!.countProductsMatchedFilter;
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => Number(row[3]) <= 40)).toBe(true);
    const own = await testApp.deps.db.select().from(companyBrands).where(eq(companyBrands.companyId, acmeId));
    const ownIds = new Set(own.map((row) => row.brandId));
    const foreignId = (await testApp.deps.db.select({ id: brands.id }).from(brands)).find(
      (brand) => !ownIds.has(brand.id),
    )!.id;
    expect((await exportRows({ catalogId: String(sgId), brandId: String(foreignId) })).rows).toEqual([]);
  });

  it("leaves out products of sellers that are not the company's while validate_uploaded_product_seller is on", async () => {
    const all = (await exportRows({ catalogId: String(sgId) })).rows;
    expect(all.length).toBeGreaterThan(0);
    await testApp.deps.db
      .delete(companySellers)
      .where(and(eq(companySellers.companyId, acmeId), inArray(companySellers.sellerId, sgSellerIds)));
    try {
      expect((await exportRows({ catalogId: String(sgId) })).rows).toEqual([]);
    } finally {
      await testApp.deps.db
        .insert(companySellers)
        .values(sgSellerIds.map((sellerId) => ({ companyId: acmeId, sellerId })))
        .onConflictDoNothing();
    }
  });

  it('refuses bad filters when asked, and a company staff has not approved with that reason', async () => {
    const bad = await viewer.gql<Created>(CREATE, { params: { catalogId: 'x', minPrice: '-1' } });
    expect(bad.body.data!.createExportRequest.ok).toBe(false);
    expect(bad.body.data!.createExportRequest.errors.map((error) => error.field).sort()).toEqual([
      'params.catalogId',
      'params.minPrice',
    ]);
    await testApp.deps.db.update(companies).set({ isApprovedByStaff: false }).where(eq(companies.id, acmeId));
    try {
      expect(await exportRows({ catalogId: String(sgId) })).toMatchObject({
        status: 'FAILED',
        reason: 'exports:reason.notApproved',
      });
    } finally {
      await testApp.deps.db
        .update(companies)
        .set({ isApprovedByStaff: true })
        .where(eq(companies.id, acmeId));
    }
  });
});
