import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInfo, companies } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

const INFO = '{ billingInfo { id name email description topUpAlertAmount } }';
const UPDATE = `mutation($name: String, $email: String, $description: String, $topUpAlertAmount: Decimal) {
  updateBillingDetails(name: $name, email: $email, description: $description, topUpAlertAmount: $topUpAlertAmount) {
    ok errors { field messages } billingInfo { id name email description topUpAlertAmount }
  } }`;

type Info = { id: string; name: string; email: string; description: string; topUpAlertAmount: string | null };
type Payload = {
  ok: boolean;
  errors: { field: string | null; messages: string[] }[];
  billingInfo: Info | null;
};

let testApp: TestApp;
let acmeId: number;
let boltId: number;

async function signIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

const valid = {
  name: 'Acme Finance',
  email: 'finance@acme.test',
  description: 'PO 2026-42',
  topUpAlertAmount: '500',
};

async function update(
  client: TestClient,
  variables: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const response = await client.gql<{ updateBillingDetails: Payload }>(UPDATE, variables, headers);
  return response.body;
}

const savedRow = async (companyId: number) =>
  (await testApp.deps.db.select().from(billingInfo).where(eq(billingInfo.companyId, companyId)))[0];

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.deps.db;
  acmeId = (await db.select().from(companies).where(eq(companies.name, 'Acme Fashion')))[0]!.id;
  boltId = (await db.select().from(companies).where(eq(companies.name, 'Bolt Apparel')))[0]!.id;
});
afterAll(() => testApp.close());

describe('billingInfo', () => {
  it('answers defaults from the company until the owner saves details', async () => {
    const owner = await signIn('owner@demo.test');
    const body = (await owner.gql<{ billingInfo: Info }>(INFO)).body;
    expect(body.data!.billingInfo).toEqual({
      id: String(acmeId),
      name: 'Acme Fashion',
      email: 'owner@demo.test',
      description: '',
      topUpAlertAmount: null,
    });
  });

  it.each(['admin@demo.test', 'member@demo.test', 'viewer@demo.test'])('refuses %s', async (email) => {
    const client = await signIn(email);
    expect((await client.gql(INFO)).body.errors?.[0]?.message).toBe('common:permissionDenied');
    const body = await update(client, valid);
    expect(body.errors?.[0]?.message).toBe('common:permissionDenied');
    expect(await savedRow(acmeId)).toBeUndefined();
  });

  it('refuses a signed-out visitor', async () => {
    const client = new TestClient(testApp.app);
    expect((await client.gql(INFO)).body.errors?.[0]?.message).toBe('common:error.unauthorized');
    expect((await update(client, valid)).errors?.[0]?.message).toBe('common:error.unauthorized');
  });
});

describe('updateBillingDetails', () => {
  it('saves trimmed details and answers them; billingInfo reads them back', async () => {
    const owner = await signIn('owner@demo.test');
    const body = await update(owner, {
      name: '  Acme Finance ',
      email: ' finance@acme.test ',
      description: ' PO 2026-42 ',
      topUpAlertAmount: '2000000000',
    });
    expect(body.data!.updateBillingDetails).toEqual({
      ok: true,
      errors: [],
      billingInfo: {
        id: String(acmeId),
        name: 'Acme Finance',
        email: 'finance@acme.test',
        description: 'PO 2026-42',
        topUpAlertAmount: '2000000000',
      },
    });
    expect((await savedRow(acmeId))!.topUpAlertAmountMicros).toBe(2_000_000_000_000_000n);
    const read = (await owner.gql<{ billingInfo: Info }>(INFO)).body.data!.billingInfo;
    expect(read.name).toBe('Acme Finance');

    const cleared = await update(owner, { ...valid, topUpAlertAmount: null });
    expect(cleared.data!.updateBillingDetails.billingInfo!.topUpAlertAmount).toBeNull();
  });

  it('answers bad input per field and saves nothing', async () => {
    const owner = await signIn('owner@demo.test');
    const before = await savedRow(acmeId);
    const missing = await update(owner, { topUpAlertAmount: '1' });
    expect(missing.data!.updateBillingDetails.errors).toEqual([
      { field: 'name', messages: ['billing:error.requireName'] },
      { field: 'email', messages: ['billing:error.requireEmail'] },
      { field: 'description', messages: ['billing:error.requireDescription'] },
    ]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'billing:error.invalidEmail'],
      [{ name: 'x'.repeat(256) }, 'name', 'billing:error.tooLong'],
      [{ description: 'x'.repeat(1001) }, 'description', 'billing:error.tooLong'],
      [{ topUpAlertAmount: '2000000000.01' }, 'topUpAlertAmount', 'billing:error.topUpAlertAmountTooLarge'],
      [{ topUpAlertAmount: '-1' }, 'topUpAlertAmount', 'billing:error.invalidTopUpAlertAmount'],
      [{ topUpAlertAmount: '10.001' }, 'topUpAlertAmount', 'billing:error.tooManyDecimals'],
    ];
    for (const [change, field, message] of cases) {
      const body = await update(owner, { ...valid, ...change });
      expect(body.data!.updateBillingDetails).toEqual({
        ok: false,
        errors: [{ field, messages: [message] }],
        billingInfo: null,
      });
    }
    expect(await savedRow(acmeId)).toEqual(before);
    const notDecimal = await update(owner, { ...valid, topUpAlertAmount: 'abc' });
    expect(notDecimal.data?.updateBillingDetails).toMatchObject({
      ok: false,
      errors: [{ field: 'topUpAlertAmount', messages: ['common:error.invalidNumber'] }],
    });
  });

  it("writes the owner's own company even when the X-Company-Id header names another", async () => {
    const multi = await signIn('multi@demo.test');
    // multi@ acts for Acme as ADMIN by default: a header naming Bolt (where it is OWNER) changes nothing.
    const denied = await update(multi, valid, { 'x-company-id': String(boltId) });
    expect(denied.errors?.[0]?.message).toBe('common:permissionDenied');
    const owner = await signIn('owner@demo.test');
    const body = await update(owner, { ...valid, name: 'Only Acme' }, { 'x-company-id': String(boltId) });
    expect(body.data!.updateBillingDetails.billingInfo!.id).toBe(String(acmeId));
    expect(await savedRow(boltId)).toBeUndefined();
    const read = await owner.gql<{ billingInfo: Info }>(INFO, {}, { 'x-company-id': String(boltId) });
    expect(read.body.data!.billingInfo).toMatchObject({ id: String(acmeId), name: 'Only Acme' });
  });

  it('lets staff act for the company chosen with X-Company-Id', async () => {
    const staff = await signIn('staff@demo.test');
    const body = await update(staff, { ...valid, name: 'Bolt Billing' }, { 'x-company-id': String(boltId) });
    expect(body.data!.updateBillingDetails).toMatchObject({ ok: true, billingInfo: { id: String(boltId) } });
    expect((await savedRow(boltId))!.name).toBe('Bolt Billing');
  });
});
