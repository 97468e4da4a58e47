import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  catalogs,
  companies,
  companySellers,
  metaAdAccounts,
  metaCampaigns,
  paymentMethods,
  sellers,
} from '../../db/schema/index';
import type { TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { strangerSeller } from '../meta-ads/meta-ads-test-support';
import { creditWallet } from '../wallet/credit-wallet';

/**
 * Acme Fashion's id, its sellers without Meta campaigns (the demo's showcase seller has campaigns whose
 * spend the sync job charges while a test runs, which would move the balances it checks) and a seller it does
 * not manage.
 */
export async function acmeSellers(testApp: TestApp) {
  const db = testApp.deps.db;
  const [acme] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  const links = await db
    .select()
    .from(companySellers)
    .where(eq(companySellers.companyId, acme!.id))
    .orderBy(companySellers.sellerId);
  const busy = (await db.select().from(metaCampaigns).where(eq(metaCampaigns.companyId, acme!.id))).map(
    (campaign) => campaign.sellerId,
  );
  const all = links.map((link) => link.sellerId);
  const ids = all.filter((id) => !busy.includes(id));
  return { companyId: acme!.id, sellerIds: ids, strangerSellerId: await strangerSeller(testApp, acme!.id) };
}

/** The company's ad account of a seller, opened on the sandbox Meta when the seed did not open one. */
export async function onboard(testApp: TestApp, companyId: number, sellerId: number) {
  const db = testApp.deps.db;
  const find = () =>
    db
      .select()
      .from(metaAdAccounts)
      .where(and(eq(metaAdAccounts.companyId, companyId), eq(metaAdAccounts.sellerId, sellerId)));
  const [existing] = await find();
  if (existing) return existing;
  const [seller] = await db
    .select({ name: sellers.name, timeZone: catalogs.timeZone })
    .from(sellers)
    .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
    .where(eq(sellers.id, sellerId));
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const info = await testApp.deps.metaAds.createAdAccount({
    sellerName: seller!.name,
    sellerPageUrl: 'https://www.fashionmarket.sg/seller/test',
    currency: company!.walletCurrency,
    timeZone: seller!.timeZone,
  });
  const [row] = await db
    .insert(metaAdAccounts)
    .values({
      companyId,
      sellerId,
      accountId: info.accountId,
      accountName: info.accountName,
      currency: info.currency,
      productSetId: info.productSetId,
      sellerPageUrl: 'https://www.fashionmarket.sg/seller/test',
    })
    .returning();
  return row!;
}

/** Removes whatever the company's ad account of a seller is, so the pair is not onboarded. */
export async function unboard(testApp: TestApp, companyId: number, sellerId: number) {
  await testApp.deps.db
    .delete(metaAdAccounts)
    .where(and(eq(metaAdAccounts.companyId, companyId), eq(metaAdAccounts.sellerId, sellerId)));
}

/** Replaces the company's saved cards with one sandbox card (its token: pm_card_visa, pm_card_chargeDeclined...). */
export async function useCard(testApp: TestApp, owner: TestClient, companyId: number, token: string | null) {
  await testApp.deps.db.delete(paymentMethods).where(eq(paymentMethods.companyId, companyId));
  if (!token) return;
  const saved = await owner.gql<{ savePaymentMethod: { ok: boolean } }>(
    'mutation($token: String!) { savePaymentMethod(token: $token) { ok } }',
    { token },
  );
  expect(saved.body.data?.savePaymentMethod.ok).toBe(true);
}

/** A paid (or free) lot of company wallet credit, dated now (the app's clock) unless `now` is given. */
export function addCredit(
  testApp: TestApp,
  companyId: number,
  amount: bigint,
  isFree: boolean,
  key: string,
  now: Date = testApp.deps.now(),
) {
  return creditWallet({
    db: testApp.deps.db,
    input: {
      companyId,
      amount,
      kind: 'TOPUP',
      paymentMethod: 'CARD',
      isFree,
      idempotencyKey: key,
      now,
    },
  });
}

export type TopUpAnswer = {
  ok: boolean;
  errors: { field: string | null; messages: string[] }[];
  topUpRequest: {
    id: string;
    status: string;
    method: string;
    requestAmount: string;
    tax: string;
    taxAmount: string;
    total: string;
    statusReason: string | null;
    invoice: { id: string; invoiceNo: string; downloadUrl: string } | null;
  } | null;
};

export const REQUEST_FIELDS =
  'id status method requestAmount tax taxAmount total currency statusReason invoice { id invoiceNo downloadUrl }';

export async function createTopUp(
  client: TestClient,
  vars: { sellerId: number | string; requestAmount: string; method: string; key?: string },
  headers: Record<string, string> = {},
) {
  const result = await client.gql<{ createMpaTopUpRequest: TopUpAnswer }>(
    `mutation($sellerId: ID!, $requestAmount: Decimal!, $method: MpaTopUpMethod!, $key: String) {
      createMpaTopUpRequest(sellerId: $sellerId, requestAmount: $requestAmount, method: $method, idempotencyKey: $key) {
        ok errors { field messages } topUpRequest { ${REQUEST_FIELDS} } } }`,
    vars,
    headers,
  );
  return result;
}

type Decision = 'approveMpaTopUpRequest' | 'completeMpaTopUpRequest' | 'failMpaTopUpRequest';

export async function decide<O extends Decision>(
  client: TestClient,
  operation: O,
  id: string | number,
  reason?: string,
) {
  const args = operation === 'failMpaTopUpRequest' ? '(id: $id, reason: $reason)' : '(id: $id)';
  const variables = operation === 'failMpaTopUpRequest' ? '($id: ID!, $reason: String!)' : '($id: ID!)';
  return client.gql<Record<O, TopUpAnswer>>(
    `mutation${variables} { ${operation}${args} { ok errors { field messages } topUpRequest { ${REQUEST_FIELDS} } } }`,
    { id, reason },
  );
}
