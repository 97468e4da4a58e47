import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandCatalogs,
  companies,
  companyBrands,
  companySellers,
  memberships,
  outboxEmails,
  roles,
  sellers,
  users,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import {
  brandIdNamed,
  type CreateAccountAnswer,
  SIGN_UP_MUTATION,
  STRONG_PASSWORD,
  signUpVariables,
  uniqueEmail,
} from './sign-up-test-data';

const TOO_MANY = 'common:error.tooManyRequests';

let testApp: TestApp;
let brandId: string;
beforeAll(async () => {
  // The tests stand for many clients through X-Forwarded-For, which counts only from a trusted proxy.
  testApp = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  brandId = await brandIdNamed(new TestClient(testApp.app), 'Northwind');
});
afterAll(() => testApp.close());

let addressCounter = 0;
/** Each test its own client address, so the per-address limits of one test do not leak into another. */
function clientFrom() {
  addressCounter += 1;
  const client = new TestClient(testApp.app);
  const headers = { 'x-forwarded-for': `10.1.0.${addressCounter}` };
  return {
    client,
    gql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      client.gql<T>(query, variables, headers),
  };
}

type Check = { ok: boolean; errors: { field: string | null; messages: string[] }[] };
const CHECK_ERRORS = `mutation($fullName: String, $email: String, $password: String, $companyName: String, $registrationNo: String,
  $authorizedName: String, $address: String, $postalCode: String, $phoneNumber: String, $countryCode: String,
  $walletCurrencyCode: String, $brandIds: [ID!], $sellerIds: [ID!]) {
  checkErrorSignUpData(fullName: $fullName, email: $email, password: $password, companyName: $companyName,
    registrationNo: $registrationNo, authorizedName: $authorizedName, address: $address, postalCode: $postalCode,
    phoneNumber: $phoneNumber, countryCode: $countryCode, walletCurrencyCode: $walletCurrencyCode,
    brandIds: $brandIds, sellerIds: $sellerIds) { ok errors { field messages } } }`;
const CHECK_WARNINGS =
  'mutation($companyName: String) { checkWarningSignUpData(companyName: $companyName) { ok errors { messages } warnings { field messages } } }';

const fieldsOf = (errors: Check['errors']) =>
  Object.fromEntries(errors.map((error) => [error.field, error.messages]));

describe('sign-up options', () => {
  it('searches brands without a session, at most 50, wildcards matching themselves', async () => {
    const { gql } = clientFrom();
    const all = await gql<{ signUpBrandOptions: { id: string; name: string; logo: string }[] }>(
      '{ signUpBrandOptions { id name logo } }',
    );
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data!.signUpBrandOptions.length).toBeGreaterThan(10);
    expect(all.body.data!.signUpBrandOptions.length).toBeLessThanOrEqual(50);
    const north = await gql<{ signUpBrandOptions: { name: string }[] }>(
      '{ signUpBrandOptions(searchTerm: "nORTH") { name } }',
    );
    expect(north.body.data!.signUpBrandOptions.map((brand) => brand.name)).toEqual(['Northwind']);
    const wildcard = await gql<{ signUpBrandOptions: unknown[] }>(
      '{ signUpBrandOptions(searchTerm: "%") { id } }',
    );
    expect(wildcard.body.data!.signUpBrandOptions).toEqual([]);
  });

  it("offers the seller stores of the chosen brands' catalogs only", async () => {
    const { gql } = clientFrom();
    const lumen = await brandIdNamed(clientFrom().client, 'Lumen & Loom');
    const result = await gql<{ signUpSellerOptions: { id: string; catalog: { code: string } }[] }>(
      'query($ids: [ID!]!) { signUpSellerOptions(brandIds: $ids) { id catalog { code } } }',
      { ids: [lumen] },
    );
    const codes = new Set(result.body.data!.signUpSellerOptions.map((seller) => seller.catalog.code));
    expect([...codes].sort()).toEqual(['MY', 'PH', 'SG']);
    const none = await gql<{ signUpSellerOptions: unknown[] }>(
      '{ signUpSellerOptions(brandIds: []) { id } }',
    );
    expect(none.body.data!.signUpSellerOptions).toEqual([]);
  });
});

describe('checkErrorSignUpData', () => {
  it('accepts a complete company step before any brand is chosen', async () => {
    const { gql } = clientFrom();
    const result = await gql<{ checkErrorSignUpData: Check }>(CHECK_ERRORS, signUpVariables());
    expect(result.body.data!.checkErrorSignUpData).toEqual({ ok: true, errors: [] });
  });

  it('names every missing and overlong field, with the spec messages', async () => {
    const { gql } = clientFrom();
    const result = await gql<{ checkErrorSignUpData: Check }>(CHECK_ERRORS, {
      fullName: ' ',
      email: 'nope',
      address: 'x'.repeat(300),
    });
    const errors = fieldsOf(result.body.data!.checkErrorSignUpData.errors);
    expect(result.body.data!.checkErrorSignUpData.ok).toBe(false);
    expect(errors).toMatchObject({
      fullName: ['signup:error.requireFullName'],
      email: ['signup:error.invalidEmail'],
      companyName: ['signup:error.requireCompanyName'],
      registrationNo: ['signup:error.requireRegistrationNo'],
      authorizedName: ['signup:error.requireRepresentative'],
      address: ['signup:error.tooLong'],
      postalCode: ['signup:error.requirePostalCode'],
      phoneNumber: ['signup:error.requirePhoneNumber'],
      countryCode: ['signup:error.requireCountry'],
    });
  });

  it('asks a registered e-mail to sign in instead, whatever its case', async () => {
    const { gql } = clientFrom();
    const result = await gql<{ checkErrorSignUpData: Check }>(
      CHECK_ERRORS,
      signUpVariables({ email: ' OWNER@demo.test ' }),
    );
    expect(fieldsOf(result.body.data!.checkErrorSignUpData.errors)).toEqual({
      email: ['signup:error.emailTaken'],
    });
  });

  it('tells whether e-mails are registered for 20 different e-mails an address an hour, repeats free', async () => {
    const { gql } = clientFrom();
    const check = async (email: string) =>
      (await gql<{ checkErrorSignUpData: Check }>(CHECK_ERRORS, signUpVariables({ email }))).body.data!
        .checkErrorSignUpData;
    expect((await check('owner@demo.test')).errors).toEqual([
      { field: 'email', messages: ['signup:error.emailTaken'] },
    ]);
    for (let index = 1; index < 20; index += 1) expect((await check(uniqueEmail('sweep'))).ok).toBe(true);
    // The 21st different e-mail gets no answer about it, registered or not.
    const refused = { ok: false, errors: [{ field: null, messages: [TOO_MANY] }] };
    expect(await check('admin@demo.test')).toEqual(refused);
    expect(await check(uniqueEmail('sweep'))).toEqual(refused);
    // One person's retries of an e-mail already asked about still get their answer.
    expect((await check(' OWNER@demo.test ')).errors).toEqual([
      { field: 'email', messages: ['signup:error.emailTaken'] },
    ]);
    // createAccount draws on the same ration: it cannot be used to go on sweeping.
    const email = uniqueEmail('sweep');
    const created = await gql<CreateAccountAnswer>(
      SIGN_UP_MUTATION,
      signUpVariables({ email, brandIds: [brandId] }),
    );
    expect(created.body.data!.createAccount.errors).toEqual([{ field: null, messages: [TOO_MANY] }]);
    expect(await testApp.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // Another address has its own ration.
    const other = clientFrom();
    const elsewhere = await other.gql<{ checkErrorSignUpData: Check }>(
      CHECK_ERRORS,
      signUpVariables({ email: 'admin@demo.test' }),
    );
    expect(elsewhere.body.data!.checkErrorSignUpData.errors).toEqual([
      { field: 'email', messages: ['signup:error.emailTaken'] },
    ]);
  });

  it('refuses unknown brands, stores outside the brands catalogs and a currency a wallet cannot use', async () => {
    const { gql } = clientFrom();
    const lumen = await brandIdNamed(clientFrom().client, 'Lumen & Loom');
    const lumenCatalogs = testApp.deps.db
      .select({ id: brandCatalogs.catalogId })
      .from(brandCatalogs)
      .where(eq(brandCatalogs.brandId, Number(lumen)));
    // A store in a catalog where Lumen & Loom does not sell.
    const [foreign] = await testApp.deps.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(notInArray(sellers.catalogId, lumenCatalogs))
      .limit(1);
    const sellerId = foreign!.id;
    const result = await gql<{ checkErrorSignUpData: Check }>(
      CHECK_ERRORS,
      signUpVariables({ brandIds: ['999999'], walletCurrencyCode: 'XXX' }),
    );
    expect(fieldsOf(result.body.data!.checkErrorSignUpData.errors)).toEqual({
      brandIds: ['signup:error.unknownBrand'],
      walletCurrencyCode: ['signup:error.invalidWalletCurrency'],
    });
    const stores = await gql<{ checkErrorSignUpData: Check }>(
      CHECK_ERRORS,
      signUpVariables({ brandIds: [lumen], sellerIds: [String(sellerId)] }),
    );
    expect(fieldsOf(stores.body.data!.checkErrorSignUpData.errors)).toEqual({
      sellerIds: ['signup:error.unknownSeller'],
    });
  });
});

describe('checkWarningSignUpData', () => {
  it('warns when another company already uses the name, ignoring case and spaces', async () => {
    const { gql } = clientFrom();
    const taken = await gql<{ checkWarningSignUpData: Check & { warnings: Check['errors'] } }>(
      CHECK_WARNINGS,
      {
        companyName: '  acme FASHION ',
      },
    );
    expect(taken.body.data!.checkWarningSignUpData).toEqual({
      ok: false,
      errors: [],
      warnings: [{ field: 'companyName', messages: ['signup:warning.companyNameTaken'] }],
    });
    const free = await gql<{ checkWarningSignUpData: { ok: boolean; warnings: unknown[] } }>(CHECK_WARNINGS, {
      companyName: 'A Name Nobody Uses',
    });
    expect(free.body.data!.checkWarningSignUpData).toMatchObject({ ok: true, warnings: [] });
  });
});

describe('checkWarningSignUpData: registration numbers (issue 12)', () => {
  const WARNINGS = `mutation($companyName: String, $registrationNo: String, $countryCode: String) {
    checkWarningSignUpData(companyName: $companyName, registrationNo: $registrationNo, countryCode: $countryCode) {
      ok warnings { field messages } } }`;

  it('warns about a name with other inner spacing and a registration number used in the same country', async () => {
    const [acme] = await testApp.deps.db
      .select({ registrationNo: companies.registrationNo, countryCode: companies.countryCode })
      .from(companies)
      .where(eq(companies.name, 'Acme Fashion'));
    expect(acme!.registrationNo).not.toBe('');
    const spaced = ` ${acme!.registrationNo.toLowerCase().split('').join(' ')} `;
    const { gql } = clientFrom();
    const taken = await gql<{ checkWarningSignUpData: { ok: boolean; warnings: Check['errors'] } }>(
      WARNINGS,
      {
        companyName: 'ACME    fashion',
        registrationNo: spaced,
        countryCode: acme!.countryCode.toLowerCase(),
      },
    );
    expect(taken.body.data!.checkWarningSignUpData).toEqual({
      ok: false,
      warnings: [
        { field: 'companyName', messages: ['signup:warning.companyNameTaken'] },
        { field: 'registrationNo', messages: ['signup:warning.registrationNoTaken'] },
      ],
    });
    const elsewhere = await gql<{ checkWarningSignUpData: { ok: boolean; warnings: Check['errors'] } }>(
      WARNINGS,
      {
        companyName: 'A Name Nobody Uses',
        registrationNo: acme!.registrationNo,
        countryCode: acme!.countryCode === 'BR' ? 'AU' : 'BR',
      },
    );
    expect(elsewhere.body.data!.checkWarningSignUpData).toEqual({ ok: true, warnings: [] });
  });
});

describe('createAccount', () => {
  it('creates company, owner, brands and stores, e-mails a welcome and signs the owner in', async () => {
    const { gql } = clientFrom();
    const sellers = await gql<{ signUpSellerOptions: { id: string }[] }>(
      'query($ids: [ID!]!) { signUpSellerOptions(brandIds: $ids) { id } }',
      { ids: [brandId] },
    );
    const sellerId = sellers.body.data!.signUpSellerOptions[0]!.id;
    const variables = signUpVariables({
      fullName: '  Grace  Brewster Hopper ',
      companyName: '  Hopper Compilers ',
      brandIds: [brandId],
      sellerIds: [sellerId],
      walletCurrencyCode: 'myr',
      googleRecaptchaToken: 'ignored',
    });
    const result = await gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables);
    expect(result.body.data!.createAccount).toMatchObject({ ok: true, errors: [] });
    expect(result.body.data!.createAccount.accountId).toMatch(/^\d+$/);

    const me = await gql<{
      me: {
        email: string;
        firstName: string;
        lastName: string;
        isOwner: boolean;
        isApprovedByStaff: boolean;
        hasUsablePassword: boolean;
        company: {
          name: string;
          walletCurrency: { code: string };
          brands: { id: string }[];
          sellers: { id: string }[];
        };
      };
    }>(
      '{ me { email firstName lastName isOwner isApprovedByStaff hasUsablePassword company { name walletCurrency { code } brands { id } sellers { id } } } }',
    );
    expect(me.body.data!.me).toEqual({
      email: variables.email,
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      isOwner: true,
      isApprovedByStaff: false,
      hasUsablePassword: true,
      company: {
        name: 'Hopper Compilers',
        walletCurrency: { code: 'MYR' },
        brands: [{ id: brandId }],
        sellers: [{ id: sellerId }],
      },
    });
    const mails = await testApp.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, variables.email as string));
    expect(mails.map((mail) => mail.subject)).toEqual(['Welcome to the Marketing Portal']);
    expect(mails[0]!.text).toContain('/sponsor');

    const again = new TestClient(testApp.app);
    expect((await again.signIn(variables.email as string, STRONG_PASSWORD)).ok).toBe(true);
  });

  it('refuses an e-mail that is already registered and creates nothing', async () => {
    const { gql } = clientFrom();
    const before = await testApp.deps.db.select({ id: companies.id }).from(companies);
    const result = await gql<CreateAccountAnswer>(
      SIGN_UP_MUTATION,
      signUpVariables({ email: 'Owner@Demo.Test', brandIds: [brandId] }),
    );
    expect(result.body.data!.createAccount).toEqual({
      ok: false,
      accountId: null,
      errors: [{ field: 'email', messages: ['signup:error.emailTaken'] }],
    });
    expect((await testApp.deps.db.select({ id: companies.id }).from(companies)).length).toBe(before.length);
  });

  it('needs at least one brand, a strong password and every required field', async () => {
    const { gql } = clientFrom();
    const result = await gql<CreateAccountAnswer>(
      SIGN_UP_MUTATION,
      signUpVariables({ brandIds: [], password: 'weak', postalCode: ' ', companyName: null }),
    );
    expect(fieldsOf(result.body.data!.createAccount.errors)).toEqual({
      brandIds: ['signup:error.requireBrand'],
      password: ['signup:error.invalidPassword'],
      postalCode: ['signup:error.requirePostalCode'],
      companyName: ['signup:error.requireCompanyName'],
    });
  });

  it('takes E.164 and spaced phone numbers, stores E.164, refuses numbers invalid for their country (issue 12)', async () => {
    const { gql } = clientFrom();
    for (const phoneNumber of ['+6591234567', '+65 9123 4567']) {
      const variables = signUpVariables({ phoneNumber, brandIds: [brandId] });
      const result = await gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables);
      expect(result.body.data!.createAccount).toMatchObject({ ok: true, errors: [] });
      const [company] = await testApp.deps.db
        .select({ phoneNumber: companies.phoneNumber })
        .from(companies)
        .where(eq(companies.name, variables.companyName as string));
      expect(company).toEqual({ phoneNumber: '+6591234567' });
    }
    const invalid = await gql<{ checkErrorSignUpData: Check }>(
      CHECK_ERRORS,
      signUpVariables({ phoneNumber: '+65 1234567' }),
    );
    expect(fieldsOf(invalid.body.data!.checkErrorSignUpData.errors)).toEqual({
      phoneNumber: ['signup:error.invalidPhoneNumber'],
    });
  });

  it('honours the fields configuration excludes', async () => {
    const staff = new TestClient(testApp.app);
    await staff.signIn('staff@demo.test');
    const setExcluded = (value: string) =>
      staff.gql(
        'mutation($v: String!) { updateConfiguration(key: "sign_up_exclude_fields", value: $v) { ok } }',
        {
          v: value,
        },
      );
    await setExcluded('["registrationNo","phoneNumber","postalCode"]');
    try {
      const { gql } = clientFrom();
      const variables = signUpVariables({
        registrationNo: null,
        phoneNumber: '',
        postalCode: null,
        brandIds: [brandId],
      });
      const result = await gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables);
      expect(result.body.data!.createAccount).toMatchObject({ ok: true, errors: [] });
      const [company] = await testApp.deps.db
        .select()
        .from(companies)
        .where(eq(companies.name, variables.companyName as string));
      expect(company).toMatchObject({ registrationNo: '', phoneNumber: '', postalCode: '' });
    } finally {
      await setExcluded('[]');
    }
  });

  it('without a password, e-mails a password-setup link that works once', async () => {
    const { gql, client } = clientFrom();
    const variables = signUpVariables({ password: null, brandIds: [brandId] });
    const result = await gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables);
    expect(result.body.data!.createAccount.ok).toBe(true);
    const me = await client.gql<{ me: { hasUsablePassword: boolean } }>('{ me { hasUsablePassword } }');
    expect(me.body.data!.me.hasUsablePassword).toBe(false);

    const mails = await testApp.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, variables.email as string));
    const setup = mails.find((mail) => mail.subject === 'Set up your password')!;
    const token = /\/auth\/password-setup\/([\w-]+)/.exec(setup.text)![1]!;
    const SETUP =
      'mutation($t: String!, $p: String!) { setupPassword(token: $t, password: $p) { ok errors { field messages } } }';
    const anonymous = clientFrom();
    const done = await anonymous.gql<{ setupPassword: Check }>(SETUP, { t: token, p: STRONG_PASSWORD });
    expect(done.body.data!.setupPassword).toEqual({ ok: true, errors: [] });
    const reused = await anonymous.gql<{ setupPassword: Check }>(SETUP, { t: token, p: STRONG_PASSWORD });
    expect(reused.body.data!.setupPassword.errors).toEqual([
      { field: 'token', messages: ['passwords:error.invalidLink'] },
    ]);
    expect((await new TestClient(testApp.app).signIn(variables.email as string, STRONG_PASSWORD)).ok).toBe(
      true,
    );
  });

  it('stores the OWNER membership, brands and stores in the database', async () => {
    const { gql } = clientFrom();
    const variables = signUpVariables({ brandIds: [brandId, brandId] });
    const result = await gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables);
    expect(result.body.data!.createAccount.ok).toBe(true);
    const db = testApp.deps.db;
    const [row] = await db
      .select({ role: roles.name, companyId: memberships.companyId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(eq(users.email, variables.email as string));
    expect(row?.role).toBe('OWNER');
    const brandRows = await db
      .select()
      .from(companyBrands)
      .where(eq(companyBrands.companyId, row!.companyId));
    expect(brandRows).toHaveLength(1);
    const sellerRows = await db
      .select()
      .from(companySellers)
      .where(and(eq(companySellers.companyId, row!.companyId)));
    expect(sellerRows).toHaveLength(0);
  });

  it('limits sign-ups per client address', async () => {
    const { gql } = clientFrom();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const result = await gql<CreateAccountAnswer>(SIGN_UP_MUTATION, { email: 'bad' });
      expect(result.body.data!.createAccount.errors[0]?.messages).not.toContain(
        'common:error.tooManyRequests',
      );
    }
    const refused = await gql<CreateAccountAnswer>(
      SIGN_UP_MUTATION,
      signUpVariables({ brandIds: [brandId] }),
    );
    expect(refused.body.data!.createAccount.errors).toEqual([
      { field: null, messages: ['common:error.tooManyRequests'] },
    ]);
    const other = clientFrom();
    const fine = await other.gql<CreateAccountAnswer>(
      SIGN_UP_MUTATION,
      signUpVariables({ brandIds: [brandId] }),
    );
    expect(fine.body.data!.createAccount.ok).toBe(true);
  });

  it('accepts no wrong types: a non-list brandIds is a GraphQL error, not a 500', async () => {
    const { gql } = clientFrom();
    const result = await gql<CreateAccountAnswer>(SIGN_UP_MUTATION, {
      ...signUpVariables(),
      brandIds: { a: 1 },
    });
    expect(result.body.errors?.[0]?.message).toBeTruthy();
    expect(result.body.data?.createAccount ?? null).toBeNull();
  });
});
