import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, companies, companyBrands } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Page = {
  objects: { id: string; name: string; logo: string }[];
  page: number;
  numPages: number;
  totalCount: number;
};
type Payload = {
  ok: boolean;
  errors: { field: string | null; messages: string[] }[];
  company: { id: string; brands: { id: string; name: string }[] } | null;
};

const ACCESSIBLE = `query($companyId: ID, $searchTerm: String, $page: Int, $pageSize: Int) {
  accessibleCompanyBrands(companyId: $companyId, searchTerm: $searchTerm, page: $page, pageSize: $pageSize) {
    objects { id name logo } page numPages totalCount } }`;
const SEARCH = `query($searchTerm: String, $page: Int) { searchBrands(searchTerm: $searchTerm, page: $page) {
  objects { id name } page numPages totalCount } }`;
const ADD =
  'mutation($ids: [ID!]!) { addBrands(brandIds: $ids) { ok errors { field messages } company { id brands { id name } } } }';
const REMOVE =
  'mutation($ids: [ID!]!) { removeBrands(brandIds: $ids) { ok errors { field messages } company { id brands { id name } } } }';

async function signedIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

async function companyId(name: string) {
  const [row] = await testApp.deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  return row!.id;
}

async function brandId(name: string) {
  const [row] = await testApp.deps.db.select({ id: brands.id }).from(brands).where(eq(brands.name, name));
  return String(row!.id);
}

async function brandNamesOf(company: string) {
  const rows = await testApp.deps.db
    .select({ name: brands.name })
    .from(companyBrands)
    .innerJoin(brands, eq(brands.id, companyBrands.brandId))
    .where(eq(companyBrands.companyId, await companyId(company)));
  return rows.map((row) => row.name).sort();
}

async function boltOwner() {
  const client = await signedIn('multi@demo.test');
  const bolt = String(await companyId('Bolt Apparel'));
  const accounts = await client.gql<{ userAccounts: { id: string; company: { id: string } }[] }>(
    '{ userAccounts { id company { id } } }',
  );
  const account = accounts.body.data!.userAccounts.find((candidate) => candidate.company.id === bolt)!;
  await client.gql('mutation($id: ID!) { switchAccount(accountId: $id) { ok } }', { id: account.id });
  return client;
}

describe('accessibleCompanyBrands', () => {
  it("lists the acting company's brands with logos, by name", async () => {
    const client = await signedIn('admin@demo.test');
    const result = await client.gql<{ accessibleCompanyBrands: Page }>(ACCESSIBLE, {});
    const page = result.body.data!.accessibleCompanyBrands;
    expect(page.objects.map((brand) => brand.name)).toEqual(await brandNamesOf('Acme Fashion'));
    expect(page.objects[0]?.logo).toMatch(/^\/media\/brands\/\d+\.svg$/);
    expect(page).toMatchObject({ page: 1, numPages: 1, totalCount: 4 });
  });

  it('searches and pages', async () => {
    const client = await signedIn('owner@demo.test');
    const search = await client.gql<{ accessibleCompanyBrands: Page }>(ACCESSIBLE, { searchTerm: 'north' });
    expect(search.body.data?.accessibleCompanyBrands.objects.map((brand) => brand.name)).toEqual([
      'Northwind',
    ]);
    const paged = await client.gql<{ accessibleCompanyBrands: Page }>(ACCESSIBLE, { page: 2, pageSize: 3 });
    expect(paged.body.data?.accessibleCompanyBrands).toMatchObject({ page: 2, numPages: 2, totalCount: 4 });
    expect(paged.body.data?.accessibleCompanyBrands.objects).toHaveLength(1);
  });

  it("ignores another company's id for non-staff and honours it for staff", async () => {
    const bolt = await boltOwner();
    const acme = String(await companyId('Acme Fashion'));
    const asBolt = await bolt.gql<{ accessibleCompanyBrands: Page }>(ACCESSIBLE, { companyId: acme });
    expect(asBolt.body.data?.accessibleCompanyBrands.objects.map((brand) => brand.name).sort()).toEqual(
      await brandNamesOf('Bolt Apparel'),
    );
    const staff = await signedIn('staff@demo.test');
    const asStaff = await staff.gql<{ accessibleCompanyBrands: Page }>(ACCESSIBLE, { companyId: acme });
    expect(asStaff.body.data?.accessibleCompanyBrands.totalCount).toBe(4);
  });

  it.each(['member@demo.test', 'viewer@demo.test'])('denies %s', async (email) => {
    const client = await signedIn(email);
    expect((await client.gql(ACCESSIBLE, {})).body.errors?.[0]?.message).toBe('common:permissionDenied');
  });
});

describe('searchBrands', () => {
  it('offers marketplace brands the company does not have, in pages of 20', async () => {
    const client = await signedIn('owner@demo.test');
    const first = await client.gql<{ searchBrands: Page }>(SEARCH, {});
    const page = first.body.data!.searchBrands;
    expect(page.objects.length).toBe(Math.min(20, page.totalCount));
    expect(page.numPages).toBe(Math.ceil(page.totalCount / 20));
    const [all] = await testApp.deps.db
      .select({ id: brands.id })
      .from(brands)
      .then((rows) => [rows.length]);
    expect(page.totalCount).toBe(all! - 4);
    expect(page.objects.map((brand) => brand.name)).not.toContain('Northwind');
  });

  it('searches by name, case-insensitively, with wildcards taken literally', async () => {
    const client = await signedIn('owner@demo.test');
    const found = await client.gql<{ searchBrands: Page }>(SEARCH, { searchTerm: 'SAFFRON' });
    expect(found.body.data?.searchBrands.objects.map((brand) => brand.name)).toEqual(['Saffron Street']);
    const none = await client.gql<{ searchBrands: Page }>(SEARCH, { searchTerm: '_%' });
    expect(none.body.data?.searchBrands.totalCount).toBe(0);
  });

  it('serves the sign-up form signed out with every brand, and denies viewers', async () => {
    const anonymous = await new TestClient(testApp.app).gql<{ searchBrands: Page }>(SEARCH, {
      searchTerm: 'North',
    });
    expect(anonymous.body.data?.searchBrands.objects.map((brand) => brand.name)).toEqual(['Northwind']);
    const viewer = await signedIn('viewer@demo.test');
    expect((await viewer.gql(SEARCH, {})).body.errors?.[0]?.message).toBe('common:permissionDenied');
  });
});

describe('addBrands and removeBrands', () => {
  it('adds brands to the company and removes them again, answering the company', async () => {
    const client = await signedIn('nobrand@demo.test');
    const ids = [await brandId('Mistral'), await brandId('Copper Fox')];
    const added = await client.gql<{ addBrands: Payload }>(ADD, { ids });
    expect(added.body.data?.addBrands.ok).toBe(true);
    expect(added.body.data?.addBrands.company?.brands.map((brand) => brand.name)).toEqual([
      'Copper Fox',
      'Mistral',
    ]);
    const again = await client.gql<{ addBrands: Payload }>(ADD, { ids: [ids[0]] });
    expect(again.body.data?.addBrands.company?.brands).toHaveLength(2);
    const removed = await client.gql<{ removeBrands: Payload }>(REMOVE, { ids });
    expect(removed.body.data?.removeBrands).toMatchObject({ ok: true, company: { brands: [] } });
  });

  it('refuses empty lists, unknown ids, too many ids and wrong types', async () => {
    const client = await signedIn('nobrand@demo.test');
    const cases: [unknown[], string][] = [
      [[], 'brands:error.requireBrand'],
      [['999999'], 'brands:error.unknownBrand'],
      [['abc'], 'brands:error.unknownBrand'],
      [Array.from({ length: 101 }, (_, index) => String(index + 1)), 'brands:error.tooManyBrands'],
    ];
    for (const [ids, message] of cases) {
      const result = await client.gql<{ addBrands: Payload }>(ADD, { ids });
      expect(result.body.data?.addBrands.errors).toEqual([{ field: 'brandIds', messages: [message] }]);
    }
    expect((await client.gql(ADD, { ids: [{ id: 1 }] })).body.errors?.length).toBeGreaterThan(0);
    expect(await brandNamesOf('Empty Co')).toEqual([]);
  });

  it("cannot remove Acme's brands from a Bolt session, even naming Acme in the header", async () => {
    const client = await boltOwner();
    const acme = String(await companyId('Acme Fashion'));
    const northwind = await brandId('Northwind');
    const removed = await client.gql<{ removeBrands: Payload }>(
      REMOVE,
      { ids: [northwind] },
      { 'x-company-id': acme },
    );
    expect(removed.body.data?.removeBrands.errors).toEqual([
      { field: 'brandIds', messages: ['brands:error.notInCompany'] },
    ]);
    expect(await brandNamesOf('Acme Fashion')).toContain('Northwind');
  });

  it("adds to the Bolt session's own company, never to Acme", async () => {
    const client = await boltOwner();
    const acme = await companyId('Acme Fashion');
    const mistral = await brandId('Mistral');
    const added = await client.gql<{ addBrands: Payload }>(
      ADD,
      { ids: [mistral] },
      { 'x-company-id': String(acme) },
    );
    expect(added.body.data?.addBrands.company?.id).toBe(String(await companyId('Bolt Apparel')));
    const inAcme = await testApp.deps.db
      .select()
      .from(companyBrands)
      .where(and(eq(companyBrands.companyId, acme), eq(companyBrands.brandId, Number(mistral))));
    expect(inAcme).toEqual([]);
    await client.gql(REMOVE, { ids: [mistral] });
  });

  it('removes all or nothing', async () => {
    const client = await signedIn('owner@demo.test');
    const result = await client.gql<{ removeBrands: Payload }>(REMOVE, {
      ids: [await brandId('Northwind'), await brandId('Bolt Active')],
    });
    expect(result.body.data?.removeBrands.ok).toBe(false);
    expect(await brandNamesOf('Acme Fashion')).toContain('Northwind');
  });

  it('lets staff change the company picked in the filter', async () => {
    const staff = await signedIn('staff@demo.test');
    const empty = String(await companyId('Empty Co'));
    const mistral = await brandId('Mistral');
    const added = await staff.gql<{ addBrands: Payload }>(ADD, { ids: [mistral] }, { 'x-company-id': empty });
    expect(added.body.data?.addBrands.company?.id).toBe(empty);
    await staff.gql(REMOVE, { ids: [mistral] }, { 'x-company-id': empty });
    expect(await brandNamesOf('Empty Co')).toEqual([]);
  });

  it.each(['member@demo.test', 'viewer@demo.test'])('denies %s', async (email) => {
    const client = await signedIn(email);
    const ids = [await brandId('Northwind')];
    expect((await client.gql(REMOVE, { ids })).body.errors?.[0]?.message).toBe('common:permissionDenied');
    expect((await client.gql(ADD, { ids: [await brandId('Mistral')] })).body.errors?.[0]?.message).toBe(
      'common:permissionDenied',
    );
  });
});
