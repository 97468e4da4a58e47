import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, sponsorCampaigns } from '../db/schema/index';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { TestClient } from '../testing/graphql-client';

/**
 * Issue 9 point 8: input that used to reach PostgreSQL and come back as 'Unexpected error.' (NUL bytes,
 * ids past the integer column, years PostgreSQL cannot store, decimals past bigint) is refused per field.
 */
let testApp: TestApp;
let owner: TestClient;
let catalogId: string;
let campaignId: string;

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** The request was refused as bad input on `field`, and nothing came back as an unexpected error. */
function expectFieldError(body: Body, field: string, message: string) {
  expect(JSON.stringify(body)).not.toContain('Unexpected error');
  expect(body.errors, JSON.stringify(body)).toEqual([
    expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field } }),
  ]);
}

/** The mutation answered in its payload: ok false and the field's message. */
function expectPayloadError(payload: unknown, field: string, message: string) {
  expect(payload).toMatchObject({ ok: false, errors: [{ field, messages: [message] }] });
}

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 20 });
  owner = new TestClient(testApp.app);
  expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
  const [catalog] = await testApp.deps.db.select().from(catalogs).limit(1);
  catalogId = String(catalog!.id);
  const [campaign] = await testApp.deps.db.select().from(sponsorCampaigns).limit(1);
  campaignId = String(campaign?.id ?? 1);
});
afterAll(() => testApp.close());

describe('NUL characters', () => {
  it('are refused in a query argument, with the argument as field', async () => {
    const result = await owner.gql('query($s: String) { searchBrands(searchTerm: $s) { totalCount } }', {
      s: 'Acme\u0000',
    });
    expectFieldError(result.body, 'searchTerm', 'common:error.nulCharacter');
    const literal = await owner.gql('{ searchBrands(searchTerm: "Acme\\u0000") { totalCount } }');
    expectFieldError(literal.body, 'searchTerm', 'common:error.nulCharacter');
  });

  it("are refused in a mutation's payload, before the resolver changes anything", async () => {
    const result = await owner.gql<{ updateProfile: unknown }>(
      'mutation($f: String) { updateProfile(firstName: $f) { __typename ok errors { field messages } } }',
      { f: 'Ann\u0000' },
    );
    expect(result.body.errors).toBeUndefined();
    expectPayloadError(result.body.data!.updateProfile, 'firstName', 'common:error.nulCharacter');
    expect(result.body.data!.updateProfile).toMatchObject({ __typename: 'UpdateProfilePayload' });
  });

  it('are found inside lists of input objects (saveColumnSettings)', async () => {
    const result = await owner.gql<{ saveColumnSettings: unknown }>(
      `mutation($s: [ColumnSettingInput!]!) { saveColumnSettings(listKey: SPONSOR_CAMPAIGN, settings: $s) {
        ok errors { field messages } } }`,
      {
        s: [
          { id: 'name', show: true, title: 'Name' },
          { id: 'status', show: true, title: 'St\u0000atus' },
        ],
      },
    );
    expectPayloadError(result.body.data!.saveColumnSettings, 'settings.1.title', 'common:error.nulCharacter');
  });

  it('are found inside JSON values, keys included', async () => {
    const CREATE = `mutation($p: JSON) { createExportRequest(fileType: CSV, dataType: "credits", params: $p) {
      ok errors { field messages } exportRequest { id } } }`;
    const inValue = await owner.gql<{ createExportRequest: unknown }>(CREATE, {
      p: { kind: ['TOPUP\u0000'] },
    });
    expectPayloadError(inValue.body.data!.createExportRequest, 'params.kind.0', 'common:error.nulCharacter');
    const inKey = await owner.gql<{ createExportRequest: unknown }>(CREATE, { p: { 'k\u0000': 1 } });
    expectPayloadError(inKey.body.data!.createExportRequest, 'params', 'common:error.nulCharacter');
  });

  it('leave ordinary text alone', async () => {
    const result = await owner.gql<{ searchBrands: { totalCount: number } }>(
      'query($s: String) { searchBrands(searchTerm: $s) { totalCount } }',
      { s: 'Acme \u00e9\u4e2d' },
    );
    expect(result.body.errors).toBeUndefined();
  });
});

describe('ids', () => {
  it('past the integer column are a field error in companyById, not a database error', async () => {
    for (const id of ['1e308', '99999999999', '2147483648', 'abc', '-1']) {
      const result = await owner.gql(`{ companyById(id: "${id}") { id } }`);
      expectFieldError(result.body, 'id', 'common:error.invalidId');
    }
    const unknown = await owner.gql<{ companyById: unknown }>('{ companyById(id: "2147483647") { id } }');
    expect(unknown.body).toEqual({ data: { companyById: null } });
  });

  it('past the integer column find nothing in the id filters of the lists', async () => {
    const result = await owner.gql<{ adsSets: { totalCount: number } }>(
      'query($c: ID!, $b: ID) { adsSets(campaignId: $c, brandId: $b) { totalCount } }',
      { c: '99999999999', b: '1e308' },
    );
    expect(result.body).toEqual({ data: { adsSets: { totalCount: 0 } } });
  });
});

describe('dates', () => {
  const CAMPAIGNS = 'query($d: DateTime) { sponsorCampaigns(startDate: $d) { totalCount } }';

  it('with the year 0000 or +275760 are a field error in sponsorCampaigns and adsSets', async () => {
    for (const d of ['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '0000-01-01']) {
      expectFieldError((await owner.gql(CAMPAIGNS, { d })).body, 'startDate', 'common:error.invalidDate');
      const adsSets = await owner.gql(
        'query($c: ID!, $d: DateTime) { adsSets(campaignId: $c, endDate: $d) { totalCount } }',
        { c: campaignId, d },
      );
      expectFieldError(adsSets.body, 'endDate', 'common:error.invalidDate');
    }
    const literal = await owner.gql('{ sponsorCampaigns(startDate: "0000-01-01") { totalCount } }');
    expectFieldError(literal.body, 'startDate', 'common:error.invalidDate');
  });

  it('in ISO form within the years 1900 to 9999 pass', async () => {
    const result = await owner.gql(CAMPAIGNS, { d: '2026-03-01T00:00:00.000Z' });
    expect(result.body.errors).toBeUndefined();
  });
});

describe('decimals', () => {
  it('past the bigint column are a field error in productsMatchedFilter', async () => {
    const result = await owner.gql(
      'query($c: ID!, $p: Decimal) { productsMatchedFilter(catalogId: $c, minPrice: $p) { totalCount } }',
      { c: catalogId, p: '99999999999999999999' },
    );
    expectFieldError(result.body, 'minPrice', 'common:error.numberOutOfRange');
    const negative = await owner.gql(
      'query($c: ID!, $p: Decimal) { productsMatchedFilter(catalogId: $c, maxPrice: $p) { totalCount } }',
      { c: catalogId, p: '-1' },
    );
    expectFieldError(negative.body, 'maxPrice', 'sponsorRules:invalidNumber');
  });

  it('in a mutation argument answer in the payload (updateAdsetBudget)', async () => {
    const result = await owner.gql<{ updateAdsetBudget: unknown }>(
      'mutation($id: ID!, $b: Decimal) { updateAdsetBudget(id: $id, budget: $b) { ok errors { field messages } } }',
      { id: '1', b: '1,000' },
    );
    expectPayloadError(result.body.data!.updateAdsetBudget, 'budget', 'common:error.invalidNumber');
  });
});
