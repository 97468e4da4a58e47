import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companySellers, configurations, featureFlags, sellers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Payload = {
  ok: boolean;
  errors: { field: string | null; messages: string[] }[];
  company: { id: string; name: string; size: string | null; sellers: { id: string }[] } | null;
};

const UPDATE = `mutation($name: String, $address: String, $address2: String, $postalCode: String, $registrationNo: String,
  $countryCode: String, $authorizedName: String, $reportCurrency: String, $timezone: String, $size: String, $sellerIds: [ID!]) {
  updateTeamProfile(name: $name, address: $address, address2: $address2, postalCode: $postalCode, registrationNo: $registrationNo,
    countryCode: $countryCode, authorizedName: $authorizedName, reportCurrency: $reportCurrency, timezone: $timezone,
    size: $size, sellerIds: $sellerIds) {
    ok errors { field messages } company { id name size reportCurrency address postalCode sellers { id } }
  } }`;
const ADD_SELLERS = `mutation($ids: [ID!]!) { addSellers(sellerIds: $ids) { ok errors { field messages } company { id sellers { id } } } }`;
const SUGGEST = `query($searchTerm: String, $catalogId: ID, $offset: Int, $limit: Int) {
  sellerSuggestion(searchTerm: $searchTerm, catalogId: $catalogId, offset: $offset, limit: $limit) { id nameWithCatalog originalSellerId catalog { code } } }`;

async function signedIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

async function companyByName(name: string) {
  const [row] = await testApp.deps.db.select().from(companies).where(eq(companies.name, name));
  return row!;
}

async function sellerByOriginalId(originalSellerId: string) {
  const [row] = await testApp.deps.db
    .select()
    .from(sellers)
    .where(eq(sellers.originalSellerId, originalSellerId));
  return row!;
}

async function boltOwner() {
  const client = await signedIn('multi@demo.test');
  const bolt = await companyByName('Bolt Apparel');
  const accounts = await client.gql<{ userAccounts: { id: string; company: { id: string } }[] }>(
    '{ userAccounts { id company { id } } }',
  );
  const account = accounts.body.data!.userAccounts.find(
    (candidate) => candidate.company.id === String(bolt.id),
  )!;
  await client.gql('mutation($id: ID!) { switchAccount(accountId: $id) { ok } }', { id: account.id });
  return client;
}

const acmeForm = async () => {
  const acme = await companyByName('Acme Fashion');
  return {
    name: acme.name,
    address: acme.address,
    address2: acme.address2,
    postalCode: acme.postalCode,
    registrationNo: acme.registrationNo,
    countryCode: acme.countryCode,
    authorizedName: acme.authorizedName,
    reportCurrency: acme.reportCurrency,
    timezone: acme.timezone,
    size: acme.size,
  };
};

describe('updateTeamProfile', () => {
  it('saves every field trimmed and answers the company', async () => {
    const client = await signedIn('admin@demo.test');
    const form = await acmeForm();
    const result = await client.gql<{ updateTeamProfile: Payload }>(UPDATE, {
      ...form,
      name: '  Acme Fashion  ',
      postalCode: ' 049315 ',
      size: '250',
      reportCurrency: 'USD',
    });
    expect(result.body.data?.updateTeamProfile).toMatchObject({
      ok: true,
      company: { name: 'Acme Fashion', size: '250', postalCode: '049315', reportCurrency: 'USD' },
    });
    await client.gql(UPDATE, form);
  });

  it('requires name and address, and refuses overlong text, unknown sizes, countries and currencies', async () => {
    const client = await signedIn('owner@demo.test');
    const form = await acmeForm();
    const missing = await client.gql<{ updateTeamProfile: Payload }>(UPDATE, {
      ...form,
      name: '  ',
      address: null,
    });
    expect(missing.body.data?.updateTeamProfile.errors).toEqual([
      { field: 'name', messages: ['company:error.requireName'] },
      { field: 'address', messages: ['company:error.requireAddress'] },
    ]);
    const bad = await client.gql<{ updateTeamProfile: Payload }>(UPDATE, {
      ...form,
      authorizedName: 'x'.repeat(256),
      size: '10-20',
      countryCode: 'ZZ',
      timezone: 'Nowhere/Land',
    });
    expect(bad.body.data?.updateTeamProfile.errors.map((error) => error.field).sort()).toEqual([
      'authorizedName',
      'countryCode',
      'size',
      'timezone',
    ]);
    const currency = await client.gql<{ updateTeamProfile: Payload }>(UPDATE, {
      ...form,
      reportCurrency: 'XYZ',
    });
    expect(currency.body.data?.updateTeamProfile.errors[0]?.field).toBe('reportCurrency');
    expect((await companyByName('Acme Fashion')).authorizedName).toBe(form.authorizedName);
  });

  it('answers a GraphQL error for wrong types', async () => {
    const client = await signedIn('owner@demo.test');
    const result = await client.gql(UPDATE, { ...(await acmeForm()), size: 250 });
    expect(result.body.errors?.length).toBeGreaterThan(0);
  });

  it('replaces the seller stores, but only with stores in catalogs of the company brands', async () => {
    const client = await signedIn('owner@demo.test');
    const form = await acmeForm();
    const acme = await companyByName('Acme Fashion');
    const before = await testApp.deps.db
      .select()
      .from(companySellers)
      .where(eq(companySellers.companyId, acme.id));
    const sgStore = await sellerByOriginalId('SG-SEL-0001');
    const saved = await client.gql<{ updateTeamProfile: Payload }>(UPDATE, {
      ...form,
      sellerIds: [String(sgStore.id)],
    });
    expect(saved.body.data?.updateTeamProfile.company?.sellers).toEqual([{ id: String(sgStore.id) }]);

    const unknown = await client.gql<{ updateTeamProfile: Payload }>(UPDATE, {
      ...form,
      sellerIds: ['999999'],
    });
    expect(unknown.body.data?.updateTeamProfile.errors).toEqual([
      { field: 'sellerIds', messages: ['company:error.unknownSeller'] },
    ]);
    await client.gql(UPDATE, { ...form, sellerIds: before.map((row) => String(row.sellerId)) });
  });

  it('hides excluded fields: their values are kept whatever is sent', async () => {
    await testApp.deps.db
      .update(configurations)
      .set({ value: '["registrationNo","size"]' })
      .where(eq(configurations.key, 'company_exclude_fields'));
    try {
      const client = await signedIn('owner@demo.test');
      const form = await acmeForm();
      const result = await client.gql<{ updateTeamProfile: Payload }>(UPDATE, {
        ...form,
        registrationNo: 'CHANGED',
        size: '1-50',
      });
      expect(result.body.data?.updateTeamProfile.ok).toBe(true);
      const acme = await companyByName('Acme Fashion');
      expect(acme.registrationNo).toBe(form.registrationNo);
      expect(acme.size).toBe(form.size);
    } finally {
      await testApp.deps.db
        .update(configurations)
        .set({ value: '[]' })
        .where(eq(configurations.key, 'company_exclude_fields'));
    }
  });

  it('refuses a report currency change while the currency setting is off', async () => {
    await testApp.deps.db
      .update(featureFlags)
      .set({ isActive: false })
      .where(eq(featureFlags.name, 'show_company_currency_setting'));
    try {
      const client = await signedIn('owner@demo.test');
      const result = await client.gql<{ updateTeamProfile: Payload }>(UPDATE, {
        ...(await acmeForm()),
        reportCurrency: 'MYR',
      });
      expect(result.body.data?.updateTeamProfile.errors).toEqual([
        { field: 'reportCurrency', messages: ['company:error.currencySettingHidden'] },
      ]);
    } finally {
      await testApp.deps.db
        .update(featureFlags)
        .set({ isActive: true })
        .where(eq(featureFlags.name, 'show_company_currency_setting'));
    }
  });

  it('refuses every change to a company that cannot be updated', async () => {
    const locked = await companyByName('Crescent Retail');
    expect(locked.canBeUpdated).toBe(false);
    const client = await signedIn('owner+crescent-retail@demo.test');
    const result = await client.gql<{ updateTeamProfile: Payload }>(UPDATE, {
      name: 'Renamed',
      address: 'Somewhere 1',
    });
    expect(result.body.data?.updateTeamProfile.errors).toEqual([
      { field: null, messages: ['company:error.cannotBeUpdated'] },
    ]);
    expect((await companyByName('Crescent Retail')).address).toBe(locked.address);
  });

  it.each(['member@demo.test', 'viewer@demo.test'])('denies %s', async (email) => {
    const client = await signedIn(email);
    const result = await client.gql(UPDATE, await acmeForm());
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  });

  it("changes only the acting company: a Bolt owner naming Acme's id in the header edits Bolt", async () => {
    const client = await boltOwner();
    const acme = await companyByName('Acme Fashion');
    const bolt = await companyByName('Bolt Apparel');
    const result = await client.gql<{ updateTeamProfile: Payload }>(
      UPDATE,
      { name: bolt.name, address: bolt.address },
      { 'x-company-id': String(acme.id) },
    );
    expect(result.body.data?.updateTeamProfile.company?.id).toBe(String(bolt.id));
    expect((await companyByName('Acme Fashion')).address).toBe(acme.address);
  });
});

describe('addSellers', () => {
  it('adds a store of a catalog where the company brands sell, once', async () => {
    const client = await boltOwner();
    const store = await sellerByOriginalId('MY-SEL-0003');
    const first = await client.gql<{ addSellers: Payload }>(ADD_SELLERS, { ids: [String(store.id)] });
    expect(first.body.data?.addSellers.ok).toBe(true);
    const again = await client.gql<{ addSellers: Payload }>(ADD_SELLERS, { ids: [String(store.id)] });
    expect(
      again.body.data?.addSellers.company?.sellers.filter((seller) => seller.id === String(store.id)),
    ).toHaveLength(1);
  });

  it('refuses stores outside the catalogs of the company brands, unknown ids and empty lists', async () => {
    const client = await boltOwner();
    // Bolt's brands now reach every catalog (Kite Athletics, seeded for the copy demo, adds ID and TW):
    // Banyan Brands' reach only ID, MY and SG, so Taiwan is out for them.
    const banyan = await signedIn('owner+banyan-brands@demo.test');
    const twStore = await sellerByOriginalId('TW-SEL-0001');
    const outside = await banyan.gql<{ addSellers: Payload }>(ADD_SELLERS, { ids: [String(twStore.id)] });
    expect(outside.body.data?.addSellers.errors[0]?.messages).toEqual([
      'company:error.sellerOutsideBrandCatalogs',
    ]);
    const unknown = await client.gql<{ addSellers: Payload }>(ADD_SELLERS, { ids: ['abc'] });
    expect(unknown.body.data?.addSellers.errors[0]?.messages).toEqual(['company:error.unknownSeller']);
    const empty = await client.gql<{ addSellers: Payload }>(ADD_SELLERS, { ids: [] });
    expect(empty.body.data?.addSellers.errors[0]?.messages).toEqual(['company:error.requireSeller']);
  });

  it('denies members and locked companies', async () => {
    const member = await signedIn('member@demo.test');
    expect((await member.gql(ADD_SELLERS, { ids: ['1'] })).body.errors?.[0]?.message).toBe(
      'common:permissionDenied',
    );
    const locked = await signedIn('owner+crescent-retail@demo.test');
    const result = await locked.gql<{ addSellers: Payload }>(ADD_SELLERS, { ids: ['1'] });
    expect(result.body.data?.addSellers.errors[0]?.messages).toEqual(['company:error.cannotBeUpdated']);
  });
});

describe('sellerSuggestion', () => {
  it('finds stores by name or marketplace id, at most 10, by offset', async () => {
    const client = await signedIn('owner@demo.test');
    const first = await client.gql<{ sellerSuggestion: { id: string; originalSellerId: string }[] }>(
      SUGGEST,
      {
        limit: 50,
      },
    );
    expect(first.body.data?.sellerSuggestion).toHaveLength(10);
    const next = await client.gql<{ sellerSuggestion: { id: string }[] }>(SUGGEST, { offset: 10 });
    expect(next.body.data?.sellerSuggestion[0]?.id).not.toBe(first.body.data?.sellerSuggestion[0]?.id);
    const byId = await client.gql<{ sellerSuggestion: { originalSellerId: string }[] }>(SUGGEST, {
      searchTerm: 'SG-SEL-0001',
    });
    expect(byId.body.data?.sellerSuggestion.map((seller) => seller.originalSellerId)).toEqual([
      'SG-SEL-0001',
    ]);
  });

  it('filters by catalog and treats LIKE wildcards literally', async () => {
    const client = await signedIn('admin@demo.test');
    const [tw] = await testApp.deps.db
      .select()
      .from(sellers)
      .where(eq(sellers.originalSellerId, 'TW-SEL-0001'));
    const inTaiwan = await client.gql<{ sellerSuggestion: { catalog: { code: string } }[] }>(SUGGEST, {
      catalogId: String(tw!.catalogId),
    });
    expect(new Set(inTaiwan.body.data?.sellerSuggestion.map((seller) => seller.catalog.code))).toEqual(
      new Set(['TW']),
    );
    const wildcard = await client.gql<{ sellerSuggestion: unknown[] }>(SUGGEST, { searchTerm: '%' });
    expect(wildcard.body.data?.sellerSuggestion).toEqual([]);
  });

  it('serves the sign-up form signed out and denies viewers inside a company', async () => {
    const anonymous = await new TestClient(testApp.app).gql<{ sellerSuggestion: unknown[] }>(SUGGEST, {});
    expect(anonymous.body.data?.sellerSuggestion.length).toBeGreaterThan(0);
    const viewer = await signedIn('viewer@demo.test');
    expect((await viewer.gql(SUGGEST, {})).body.errors?.[0]?.message).toBe('common:permissionDenied');
  });
});
