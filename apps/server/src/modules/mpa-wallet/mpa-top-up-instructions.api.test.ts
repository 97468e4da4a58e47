import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { membershipId, signedIn } from '../sponsor-campaigns/campaign-test-support';
import { acmeSellers, onboard, useCard } from './mpa-wallet-test-helpers';

/** A Meta wallet wire transfer tells how to pay it, as the company wallet's does (spec 3 §2.2, spec 1 §4). */
let testApp: TestApp;
let owner: TestClient;
let acmeId: number;
let sellerId: number;

const INSTRUCTIONS =
  'paymentInstructions { reference total currency bankName accountName accountNumber swiftCode }';

type Instructions = Record<string, string | null> | null;
type Request = { id: string; status: string; method: string; paymentInstructions: Instructions };

async function create(client: TestClient, method: string, requestAmount = '100') {
  const result = await client.gql<{ createMpaTopUpRequest: { ok: boolean; topUpRequest: Request | null } }>(
    `mutation($sellerId: ID!, $requestAmount: Decimal!, $method: MpaTopUpMethod!) {
      createMpaTopUpRequest(sellerId: $sellerId, requestAmount: $requestAmount, method: $method) {
        ok topUpRequest { id status method ${INSTRUCTIONS} } } }`,
    { sellerId, requestAmount, method },
  );
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.createMpaTopUpRequest;
}

async function listed(client: TestClient) {
  const result = await client.gql<{ mpaTopUpRequests: { objects: Request[] } }>(
    `query($id: ID!) { mpaTopUpRequests(sellerId: $id, pageSize: 100) { objects { id status method ${INSTRUCTIONS} } } }`,
    { id: sellerId },
  );
  return result;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const acme = await acmeSellers(testApp);
  acmeId = acme.companyId;
  sellerId = acme.sellerIds[0]!;
  await onboard(testApp, acmeId, sellerId);
  owner = await signedIn(testApp, 'owner@demo.test');
  await useCard(testApp, owner, acmeId, 'pm_card_visa');
});
afterAll(() => testApp.close());

describe('the payment instructions of a Meta wallet top-up', () => {
  it('gives a wire transfer the bank account, its own reference and the total, after the request and in the list', async () => {
    const created = await create(owner, 'WIRE_TRANSFER');
    expect(created.ok).toBe(true);
    const request = created.topUpRequest!;
    expect(request.status).toBe('REQUESTING');
    const expected = {
      reference: `MPA-TOPUP-${request.id.padStart(6, '0')}`,
      total: '109',
      currency: 'SGD',
      bankName: 'DBS Bank Ltd.',
      accountName: 'Marketing Portal Pte. Ltd.',
      accountNumber: '003-900000-1',
      swiftCode: 'DBSSSGSG',
    };
    expect(request.paymentInstructions).toEqual(expected);

    const list = await listed(owner);
    expect(list.body.errors).toBeUndefined();
    const row = list.body.data!.mpaTopUpRequests.objects.find((object) => object.id === request.id);
    expect(row?.paymentInstructions).toEqual(expected);
  });

  it('gives none to a card top-up, which is paid at once', async () => {
    const created = await create(owner, 'CARD');
    expect(created.topUpRequest!.status).toBe('COMPLETED');
    expect(created.topUpRequest!.paymentInstructions).toBeNull();
  });

  it("shows them to the owner's company only", async () => {
    const request = (await create(owner, 'WIRE_TRANSFER', '50')).topUpRequest!;
    const [bolt] = await testApp.deps.db.select().from(companies).where(eq(companies.name, 'Bolt Apparel'));
    const other = await signedIn(testApp, 'multi@demo.test');
    const switched = await other.gql<{ switchAccount: { ok: boolean } }>(
      'mutation($id: ID!) { switchAccount(accountId: $id) { ok } }',
      { id: await membershipId(testApp, 'multi@demo.test', bolt!.id) },
    );
    expect(switched.body.data!.switchAccount.ok).toBe(true);
    const seen = await listed(other);
    const objects = seen.body.data?.mpaTopUpRequests.objects ?? [];
    expect(objects.map((object) => object.id)).not.toContain(request.id);
    const references = objects.map((object) => object.paymentInstructions?.reference);
    expect(references).not.toContain(`MPA-TOPUP-${request.id.padStart(6, '0')}`);
  });
});
