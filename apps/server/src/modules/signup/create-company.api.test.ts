import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { brandIdNamed } from './sign-up-test-data';

let testApp: TestApp;
let brandId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  brandId = await brandIdNamed(new TestClient(testApp.app), 'Harbor Lane');
});
afterAll(() => testApp.close());

type Payload = {
  ok: boolean;
  accountId?: string | null;
  errors: { field: string | null; messages: string[] }[];
};
const COMPANY_VARS = `$companyName: String, $registrationNo: String, $authorizedName: String, $address: String,
  $postalCode: String, $phoneNumber: String, $countryCode: String, $timezone: String, $walletCurrencyCode: String,
  $brandIds: [ID!], $sellerIds: [ID!]`;
const COMPANY_ARGS = `companyName: $companyName, registrationNo: $registrationNo, authorizedName: $authorizedName,
  address: $address, postalCode: $postalCode, phoneNumber: $phoneNumber, countryCode: $countryCode,
  timezone: $timezone, walletCurrencyCode: $walletCurrencyCode, brandIds: $brandIds, sellerIds: $sellerIds`;
const CREATE = `mutation(${COMPANY_VARS}) { createCompany(${COMPANY_ARGS}) { ok accountId errors { field messages } } }`;
const CHECK = `mutation(${COMPANY_VARS}) { checkErrorCreateCompanyData(${COMPANY_ARGS}) { ok errors { field messages } } }`;

let counter = 0;
function companyVariables(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    companyName: `Second Venture ${counter}`,
    registrationNo: 'REG-2',
    authorizedName: 'Olive Owner',
    address: '2 Second Street',
    postalCode: '049315',
    countryCode: 'MY',
    timezone: 'Asia/Kuala_Lumpur',
    walletCurrencyCode: 'MYR',
    brandIds: [brandId],
    sellerIds: [],
    ...overrides,
  };
}

async function signedIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

async function setFlag(isActive: boolean) {
  const staff = await signedIn('staff@demo.test');
  await staff.gql(
    'mutation($a: Boolean!) { updateFeatureFlag(name: "user_multiple_companies", isActive: $a) { ok } }',
    {
      a: isActive,
    },
  );
}

describe('createCompany', () => {
  it('makes the owner OWNER of a new company they can switch into; phone is never required', async () => {
    const client = await signedIn('owner@demo.test');
    const check = await client.gql<{ checkErrorCreateCompanyData: Payload }>(CHECK, companyVariables());
    expect(check.body.data!.checkErrorCreateCompanyData).toEqual({ ok: true, errors: [] });
    const variables = companyVariables({ phoneNumber: null });
    const created = await client.gql<{ createCompany: Payload }>(CREATE, variables);
    expect(created.body.data!.createCompany).toMatchObject({ ok: true, errors: [] });
    const accountId = created.body.data!.createCompany.accountId!;

    const switched = await client.gql<{ switchAccount: Payload }>(
      'mutation($id: ID!) { switchAccount(accountId: $id) { ok errors { messages } } }',
      { id: accountId },
    );
    expect(switched.body.data!.switchAccount.ok).toBe(true);
    const me = await client.gql<{
      me: {
        role: { name: string };
        company: {
          name: string;
          countryCode: string;
          walletCurrency: { code: string };
          brands: { id: string }[];
        };
      };
    }>('{ me { role { name } company { name countryCode walletCurrency { code } brands { id } } } }');
    expect(me.body.data!.me).toEqual({
      role: { name: 'OWNER' },
      company: {
        name: variables.companyName,
        countryCode: 'MY',
        walletCurrency: { code: 'MYR' },
        brands: [{ id: brandId }],
      },
    });
  });

  it('lets an admin create one too', async () => {
    const client = await signedIn('admin@demo.test');
    const created = await client.gql<{ createCompany: Payload }>(CREATE, companyVariables());
    expect(created.body.data!.createCompany.ok).toBe(true);
  });

  it('refuses members, viewers and the signed-out', async () => {
    for (const email of ['member@demo.test', 'viewer@demo.test']) {
      const client = await signedIn(email);
      for (const query of [CREATE, CHECK]) {
        const result = await client.gql(query, companyVariables());
        expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
      }
    }
    const anonymous = new TestClient(testApp.app);
    const result = await anonymous.gql(CREATE, companyVariables());
    expect(result.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });

  it('answers missing, overlong and unknown values per field; the pre-check says the same', async () => {
    const client = await signedIn('owner@demo.test');
    const variables = companyVariables({
      companyName: '  ',
      address: 'y'.repeat(256),
      brandIds: [],
      countryCode: 'ZZ',
      walletCurrencyCode: 'EUR',
    });
    const expected = {
      companyName: ['signup:error.requireCompanyName'],
      address: ['signup:error.tooLong'],
      brandIds: ['signup:error.requireBrand'],
      countryCode: ['signup:error.requireCountry'],
    };
    const fields = (errors: Payload['errors']) =>
      Object.fromEntries(errors.map((e) => [e.field, e.messages]));
    const check = await client.gql<{ checkErrorCreateCompanyData: Payload }>(CHECK, variables);
    expect(fields(check.body.data!.checkErrorCreateCompanyData.errors)).toEqual(expected);
    const created = await client.gql<{ createCompany: Payload }>(CREATE, variables);
    expect(created.body.data!.createCompany).toMatchObject({ ok: false, accountId: null });
    expect(fields(created.body.data!.createCompany.errors)).toEqual(expected);

    const unknown = await client.gql<{ createCompany: Payload }>(
      CREATE,
      companyVariables({ brandIds: ['424242'], walletCurrencyCode: 'EUR' }),
    );
    expect(fields(unknown.body.data!.createCompany.errors)).toEqual({
      brandIds: ['signup:error.unknownBrand'],
      walletCurrencyCode: ['signup:error.invalidWalletCurrency'],
    });
  });

  it('is refused while the flag user_multiple_companies is off', async () => {
    await setFlag(false);
    try {
      const client = await signedIn('owner@demo.test');
      const created = await client.gql<{ createCompany: Payload }>(CREATE, companyVariables());
      expect(created.body.data!.createCompany).toEqual({
        ok: false,
        accountId: null,
        errors: [{ field: null, messages: ['signup:error.multipleCompaniesDisabled'] }],
      });
    } finally {
      await setFlag(true);
    }
  });

  it('limits new companies per user', async () => {
    const client = await signedIn('multi@demo.test');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const result = await client.gql<{ createCompany: Payload }>(CREATE, companyVariables({ brandIds: [] }));
      expect(result.body.data!.createCompany.errors[0]?.field).toBe('brandIds');
    }
    const refused = await client.gql<{ createCompany: Payload }>(CREATE, companyVariables());
    expect(refused.body.data!.createCompany.errors).toEqual([
      { field: null, messages: ['common:error.tooManyRequests'] },
    ]);
  });
});
