import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Company = { id: string; name: string };
const ME_COMPANY = '{ me { isGfg company { id name } role { name } } }';

async function signedIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

describe('me', () => {
  it('returns every field the spec lists, with the company, its brands, sellers and wallet currency', async () => {
    const client = await signedIn('owner@demo.test');
    const result = await client.gql<{
      me: Record<string, unknown> & {
        company: { brands: unknown[]; sellers: { catalog: { code: string } }[] };
      };
    }>(`{ me {
      id name email firstName lastName title language allLanguages { code label } timezone enabled2fa hasUsablePassword
      isGfg isOwner isImpersonate isApprovedByStaff role { id name } intercomUserHash
      company { id name nameWithCluster isCluster address address2 postalCode timezone registrationNo authorizedName countryCode size
        reportCurrency trackingDepartments canBeToppedUp canBeUpdated walletCurrency { code symbol rate maxFractionDigits }
        brands { id name logo } sellers { id nameWithCatalog originalSellerId isMpaOnboarded catalog { id code } } }
    } }`);
    expect(result.body.errors).toBeUndefined();
    const me = result.body.data!.me;
    expect(me).toMatchObject({
      email: 'owner@demo.test',
      isOwner: true,
      isGfg: false,
      isImpersonate: false,
      hasUsablePassword: true,
      isApprovedByStaff: true,
    });
    expect(me.allLanguages).toEqual([
      { code: 'en', label: 'English' },
      { code: 'pt', label: 'Português' },
      { code: 'id', label: 'Bahasa Indonesia' },
    ]);
    expect(me.company.brands.length).toBeGreaterThan(1);
    expect(new Set(me.company.sellers.map((seller) => seller.catalog.code)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('accounts', () => {
  it('lists both accounts of a user in two companies and switches between them', async () => {
    const client = await signedIn('multi@demo.test');
    const accounts = await client.gql<{
      userAccounts: { id: string; company: Company; role: { name: string } }[];
    }>('{ userAccounts { id company { id name } role { name } } }');
    const list = accounts.body.data!.userAccounts;
    expect(list.map((account) => account.company.name).sort()).toEqual(['Acme Fashion', 'Bolt Apparel']);
    const before = await client.gql<{ me: { company: Company } }>(ME_COMPANY);
    const other = list.find((account) => account.company.id !== before.body.data!.me.company.id)!;
    const switched = await client.gql<{ switchAccount: { ok: boolean } }>(
      'mutation($id: ID!) { switchAccount(accountId: $id) { ok errors { messages } } }',
      { id: other.id },
    );
    expect(switched.body.data?.switchAccount.ok).toBe(true);
    const after = await client.gql<{ me: { company: Company; role: { name: string } } }>(ME_COMPANY);
    expect(after.body.data!.me.company.name).toBe(other.company.name);
    expect(after.body.data!.me.role.name).toBe(other.role.name);
  });

  it("refuses to switch into somebody else's account", async () => {
    const multi = await signedIn('multi@demo.test');
    const accounts = await multi.gql<{ userAccounts: { id: string; company: Company }[] }>(
      '{ userAccounts { id company { id name } } }',
    );
    const bolt = accounts.body.data!.userAccounts.find((account) => account.company.name === 'Bolt Apparel')!;
    const owner = await signedIn('owner@demo.test');
    const result = await owner.gql<{ switchAccount: { ok: boolean } }>(
      'mutation($id: ID!) { switchAccount(accountId: $id) { ok } }',
      { id: bolt.id },
    );
    expect(result.body.data?.switchAccount.ok).toBe(false);
    const me = await owner.gql<{ me: { company: Company } }>(ME_COMPANY);
    expect(me.body.data!.me.company.name).toBe('Acme Fashion');
  });
});

describe('staff company filter', () => {
  it('searches companies 20 per page, case-insensitively', async () => {
    const staff = await signedIn('staff@demo.test');
    const all = await staff.gql<{
      searchCompanies: { objects: Company[]; numPages: number; totalCount: number };
    }>('{ searchCompanies(page: 1) { objects { id name } page numPages totalCount } }');
    const page = all.body.data!.searchCompanies;
    expect(page.objects.length).toBe(Math.min(20, page.totalCount));
    expect(page.numPages).toBe(Math.ceil(page.totalCount / 20));
    const found = await staff.gql<{ searchCompanies: { objects: Company[] } }>(
      '{ searchCompanies(searchTerm: "acme") { objects { name } } }',
    );
    expect(found.body.data!.searchCompanies.objects.map((company) => company.name)).toEqual(['Acme Fashion']);
  });

  it('lets staff act for the company named in X-Company-Id', async () => {
    const staff = await signedIn('staff@demo.test');
    const found = await staff.gql<{ searchCompanies: { objects: Company[] } }>(
      '{ searchCompanies(searchTerm: "Bolt") { objects { id name } } }',
    );
    const bolt = found.body.data!.searchCompanies.objects[0]!;
    const me = await staff.gql<{ me: { company: Company; role: null } }>(
      ME_COMPANY,
      {},
      { 'x-company-id': bolt.id },
    );
    expect(me.body.data!.me).toMatchObject({ company: { name: 'Bolt Apparel' }, role: null });
  });

  it('ignores X-Company-Id for ordinary users and hides other companies from them', async () => {
    const staff = await signedIn('staff@demo.test');
    const found = await staff.gql<{ searchCompanies: { objects: Company[] } }>(
      '{ searchCompanies(searchTerm: "Bolt") { objects { id } } }',
    );
    const boltId = found.body.data!.searchCompanies.objects[0]!.id;
    const owner = await signedIn('owner@demo.test');
    const me = await owner.gql<{ me: { company: Company } }>(ME_COMPANY, {}, { 'x-company-id': boltId });
    expect(me.body.data!.me.company.name).toBe('Acme Fashion');
    const byId = await owner.gql<{ companyById: Company | null }>(
      'query($id: ID!) { companyById(id: $id) { name } }',
      { id: boltId },
    );
    expect(byId.body.data!.companyById).toBeNull();
    const search = await owner.gql('{ searchCompanies { totalCount } }');
    expect(search.body.errors?.[0]?.message).toBe('common:permissionDenied');
  });
});

describe('catalog reference', () => {
  it('lists all catalogs with base URL, currency and time zone', async () => {
    const client = await signedIn('member@demo.test');
    const result = await client.gql<{
      allCatalogs: {
        code: string;
        baseUrl: string;
        currencyCode: string;
        timeZone: string;
        tzOffset: number;
      }[];
    }>('{ allCatalogs { id code name baseUrl currencyCode currencySymbol timeZone tzOffset } }');
    const catalogs = result.body.data!.allCatalogs;
    expect(catalogs.map((catalog) => catalog.code)).toEqual(['SG', 'ID', 'MY', 'PH', 'HK', 'TW']);
    // Decision 0171: an IANA zone per catalog; the spec's tzOffset is read from it.
    expect(catalogs.find((catalog) => catalog.code === 'ID')).toMatchObject({
      timeZone: 'Asia/Jakarta',
      tzOffset: 7,
    });
  });

  it('lists the catalogs of the company brands, or of one brand', async () => {
    const client = await signedIn('owner@demo.test');
    const me = await client.gql<{ me: { company: { brands: { id: string }[] } } }>(
      '{ me { company { brands { id } } } }',
    );
    const all = await client.gql<{ brandCatalogs: { code: string }[] }>('{ brandCatalogs { code } }');
    expect(all.body.data!.brandCatalogs.length).toBeGreaterThanOrEqual(3);
    const brandId = me.body.data!.me.company.brands[0]!.id;
    const one = await client.gql<{ brandCatalogs: { code: string }[] }>(
      'query($id: ID) { brandCatalogs(brandId: $id) { code } }',
      { id: brandId },
    );
    expect(one.body.data!.brandCatalogs.length).toBeGreaterThan(0);
    expect(one.body.data!.brandCatalogs.length).toBeLessThanOrEqual(all.body.data!.brandCatalogs.length);
  });

  it('lists the roles in rank order', async () => {
    const client = await signedIn('viewer@demo.test');
    const result = await client.gql<{ roles: { name: string }[] }>('{ roles { id name } }');
    expect(result.body.data!.roles.map((role) => role.name)).toEqual(['OWNER', 'ADMIN', 'MEMBER', 'VIEWER']);
  });
});
