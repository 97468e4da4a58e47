import type { RoleName } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyBrands,
  companySellers,
  invitations,
  marketplaceApiKeys,
  memberships,
  notifications,
  onboardingProgress,
  roles,
  topUpRequests,
  users,
  voucherRedemptions,
  vouchers,
} from '../db/schema/index';
import { schema } from '../graphql/schema';
import { notifyUsers } from '../modules/notifications/notify';
import { addRoleTeam, TEAM_PASSWORD } from '../testing/company-team';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { TestClient } from '../testing/graphql-client';
import { bookingCampaignsAttempts } from './booking-campaigns-attempts';
import { bookingCatalogAttempts } from './booking-catalog-attempts';
import { bookingCheckoutAttempts } from './booking-checkout-attempts';
import { metaAdsAttempts } from './meta-ads-attempts';
import { mpaAttempts } from './mpa-attempts';
import { reportAttempts } from './report-attempts';
import { sponsorAttempts } from './sponsor-attempts';
import { type Acme, type Attempt, acmeHeader } from './tenant-isolation-support';

/**
 * Every operation that takes an id, tried by each role of "Bolt Apparel" on objects of "Acme Fashion".
 * Nothing of Acme may be read or changed. A new ID-taking operation fails the coverage test until it is added here.
 */

let testApp: TestApp;
let acmeInvitationId: number;
let acme: Acme;
let boltTeam: Record<RoleName, string>;
let boltId: number;

/** addBrands / addSellers legitimately change the caller's own company (brands are marketplace-wide): put Bolt back. */
async function restoreBolt(
  brands: (typeof companyBrands.$inferSelect)[],
  sellers: (typeof companySellers.$inferSelect)[],
) {
  const db = testApp.deps.db;
  await db.delete(companyBrands).where(eq(companyBrands.companyId, boltId));
  await db.delete(companySellers).where(eq(companySellers.companyId, boltId));
  if (brands.length) await db.insert(companyBrands).values(brands);
  if (sellers.length) await db.insert(companySellers).values(sellers);
}

async function snapshot() {
  const db = testApp.deps.db;
  const [company] = await db.select().from(companies).where(eq(companies.id, acme.companyId));
  return {
    company,
    brands: (await db.select().from(companyBrands).where(eq(companyBrands.companyId, acme.companyId))).length,
    sellers: (await db.select().from(companySellers).where(eq(companySellers.companyId, acme.companyId)))
      .length,
    memberships: await db
      .select()
      .from(memberships)
      .where(eq(memberships.companyId, acme.companyId))
      .orderBy(memberships.id),
    invitations: (await db.select().from(invitations).where(eq(invitations.companyId, acme.companyId)))
      .length,
    onboarding: (
      await db.select().from(onboardingProgress).where(eq(onboardingProgress.companyId, acme.companyId))
    ).length,
    notification: (await db.select().from(notifications).where(eq(notifications.id, acme.notificationId)))[0]
      ?.isRead,
    ownerPassword: (await db.select().from(users).where(eq(users.id, acme.ownerId)))[0]?.passwordHash,
  };
}

/** An open wire-transfer request of Acme (created once) for the top-up attempts. */
async function acmeTopUpId(a: Acme): Promise<number> {
  const db = testApp.deps.db;
  const [existing] = await db
    .select()
    .from(topUpRequests)
    .where(eq(topUpRequests.idempotencyKey, 'isolation-acme'));
  if (existing) return existing.id;
  const [row] = await db
    .insert(topUpRequests)
    .values({
      companyId: a.companyId,
      type: 'WIRE_TRANSFER',
      status: 'PENDING',
      amountMicros: 100_000_000n,
      totalMicros: 109_000_000n,
      currency: 'SGD',
      idempotencyKey: 'isolation-acme',
    })
    .returning();
  return row!.id;
}

/** A voucher reserved by Acme, not yet attached to a top-up. */
async function acmeRedemptionId(a: Acme): Promise<number> {
  const db = testApp.deps.db;
  const [voucher] = await db
    .insert(vouchers)
    .values({
      code: 'ISOLATION',
      percentage: '10',
      validFrom: new Date(0),
      redeemBy: new Date(Date.UTC(2099, 0, 1)),
    })
    .onConflictDoNothing()
    .returning();
  const voucherId =
    voucher?.id ?? (await db.select().from(vouchers).where(eq(vouchers.code, 'ISOLATION')))[0]!.id;
  const [existing] = await db
    .select()
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.companyId, a.companyId)));
  if (existing) return existing.id;
  const [row] = await db.insert(voucherRedemptions).values({ voucherId, companyId: a.companyId }).returning();
  return row!.id;
}

/** What each attempt must not reveal, besides leaving the snapshot unchanged. */
const attempts: Record<string, Attempt> = {
  companyById: async (client, a) => {
    const result = await client.gql<{ companyById: unknown }>(
      'query($id: ID!) { companyById(id: $id) { id name } }',
      { id: a.companyId },
    );
    expect(result.body.data?.companyById ?? null).toBeNull();
  },
  accessibleCompanyBrands: async (client, a) => {
    const result = await client.gql<{ accessibleCompanyBrands?: { objects: { id: string }[] } }>(
      'query($id: ID) { accessibleCompanyBrands(companyId: $id) { objects { id } } }',
      { id: a.companyId },
    );
    const ids = (result.body.data?.accessibleCompanyBrands?.objects ?? []).map((brand) => Number(brand.id));
    expect(ids.filter((id) => a.onlyAcmeBrandIds.includes(id))).toEqual([]);
  },
  brandCatalogs: async (client, a) => {
    const result = await client.gql<{ brandCatalogs: unknown[] }>(
      'query($id: ID) { brandCatalogs(brandId: $id) { id } }',
      {
        id: a.onlyAcmeBrandIds[0],
      },
    );
    expect(result.body.data?.brandCatalogs ?? []).toEqual([]);
  },
  switchAccount: async (client, a) => {
    const result = await client.gql<{ switchAccount: { ok: boolean } }>(
      'mutation($id: ID!) { switchAccount(accountId: $id) { ok } }',
      {
        id: a.memberAccountId,
      },
    );
    expect(result.body.data?.switchAccount.ok ?? false).toBe(false);
  },
  updateUserAccount: async (client, a) => {
    await client.gql('mutation($id: ID!) { updateUserAccount(accountId: $id, status: DISABLED) { ok } }', {
      id: a.memberAccountId,
    });
    await client.gql(
      'mutation($id: ID!) { updateUserAccount(accountId: $id, status: DISABLED) { ok } }',
      { id: a.memberAccountId },
      acmeHeader(a),
    );
  },
  markNotificationAsRead: async (client, a) => {
    await client.gql('mutation($id: ID!) { markNotificationAsRead(notificationId: $id) { ok } }', {
      id: a.notificationId,
    });
  },
  removeBrands: async (client, a) => {
    await client.gql(
      'mutation($ids: [ID!]!) { removeBrands(brandIds: $ids) { ok } }',
      { ids: a.onlyAcmeBrandIds },
      acmeHeader(a),
    );
  },
  addBrands: async (client, a) => {
    await client.gql(
      'mutation($ids: [ID!]!) { addBrands(brandIds: $ids) { ok } }',
      { ids: a.onlyAcmeBrandIds },
      acmeHeader(a),
    );
  },
  addSellers: async (client, a) => {
    await client.gql(
      'mutation($ids: [ID!]!) { addSellers(sellerIds: $ids) { ok } }',
      { ids: a.acmeSellerIds },
      acmeHeader(a),
    );
  },
  updateTeamProfile: async (client, a) => {
    await client.gql(
      'mutation { updateTeamProfile(name: "Taken over", address: "Nowhere") { ok } }',
      {},
      acmeHeader(a),
    );
  },
  inviteMember: async (client, a) => {
    await client.gql(
      'mutation { inviteMember(email: "intruder@example.test", roleId: "1") { ok } }',
      {},
      acmeHeader(a),
    );
  },
  revokeInvitation: async (client, a) => {
    const db = testApp.deps.db;
    const invitation = { id: acmeInvitationId };
    const result = await client.gql(
      'mutation($id: ID!) { revokeInvitation(invitationId: $id) { ok } }',
      { id: String(invitation!.id) },
      acmeHeader(a),
    );
    expect(
      (result.body.data as { revokeInvitation?: { ok: boolean } } | undefined)?.revokeInvitation?.ok,
    ).not.toBe(true);
    const [after] = await db.select().from(invitations).where(eq(invitations.id, invitation!.id));
    expect(after!.status).toBe('PENDING');
  },
  updateOnboardingProgress: async (client, a) => {
    await client.gql('mutation { updateOnboardingProgress(id: "guide") { ok } }', {}, acmeHeader(a));
  },
  impersonateUser: async (client, a) => {
    const result = await client.gql('mutation($id: ID!) { impersonateUser(userId: $id) { ok } }', {
      id: a.ownerId,
    });
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  },
  walletTransactions: async (client, a) => {
    const acmeRows = await testApp.deps.db.query.walletTransactions.findMany({
      where: (row, { eq: equals }) => equals(row.companyId, a.companyId),
    });
    const result = await client.gql<{ walletTransactions?: { objects: { id: string }[] } }>(
      'query($brandId: ID) { walletTransactions(brandId: $brandId) { objects { id } } }',
      { brandId: a.onlyAcmeBrandIds[0] },
      acmeHeader(a),
    );
    const ids = (result.body.data?.walletTransactions?.objects ?? []).map((row) => Number(row.id));
    expect(ids.filter((id) => acmeRows.some((row) => row.id === id))).toEqual([]);
  },
  postWalletSpend: async (client, a) => {
    const result = await client.gql(
      'mutation($id: ID!) { postWalletSpend(companyId: $id, amount: "1", idempotencyKey: "intruder") { ok } }',
      { id: a.companyId },
      acmeHeader(a),
    );
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  },
  postManualCredit: async (client, a) => {
    const result = await client.gql(
      'mutation($id: ID!) { postManualCredit(companyId: $id, amount: "1", isFree: true, idempotencyKey: "intruder") { ok } }',
      { id: a.companyId },
      acmeHeader(a),
    );
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  },
  monthlyInvoices: async (client, a) => {
    const result = await client.gql<{ monthlyInvoices?: { invoices: { id: string }[] }[] }>(
      'query($brandId: ID) { monthlyInvoices(brandId: $brandId) { invoices { id } } }',
      { brandId: a.onlyAcmeBrandIds[0] },
      acmeHeader(a),
    );
    const acmeInvoices = await testApp.deps.db.query.invoices.findMany({
      where: (row, { eq: equals }) => equals(row.companyId, a.companyId),
    });
    const ids = (result.body.data?.monthlyInvoices ?? []).flatMap((row) =>
      row.invoices.map((invoice) => Number(invoice.id)),
    );
    expect(ids.filter((id) => acmeInvoices.some((row) => row.id === id))).toEqual([]);
  },
  issueCreditNote: async (client) => {
    const result = await client.gql(
      'mutation { issueCreditNote(invoiceId: 1, amount: "1", reason: "intruder") { ok } }',
    );
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  },
  exportRequest: async (client, a) => {
    const acmeExports = await testApp.deps.db.query.exportRequests.findMany({
      where: (row, { eq: equals }) => equals(row.companyId, a.companyId),
    });
    for (const row of acmeExports.length ? acmeExports : [{ id: 1 }]) {
      const result = await client.gql<{ exportRequest: unknown }>(
        'query($id: ID!) { exportRequest(id: $id) { id exportedFileUrl } }',
        { id: row.id },
        acmeHeader(a),
      );
      expect(result.body.data?.exportRequest ?? null).toBeNull();
    }
  },
  checkVerifiedTopUpRequest: async (client, a) => {
    const id = await acmeTopUpId(a);
    const result = await client.gql<{ checkVerifiedTopUpRequest: { ok: boolean; topUp: unknown } }>(
      'mutation($id: ID!) { checkVerifiedTopUpRequest(id: $id) { ok topUp { id } } }',
      { id },
      acmeHeader(a),
    );
    if (result.body.errors) expect(result.body.errors[0]?.message).toBe('common:permissionDenied');
    else expect(result.body.data?.checkVerifiedTopUpRequest).toEqual({ ok: false, topUp: null });
  },
  markTopUpRequestPaid: async (client, a) => {
    const result = await client.gql(
      'mutation($id: ID!) { markTopUpRequestPaid(id: $id) { ok } }',
      { id: await acmeTopUpId(a) },
      acmeHeader(a),
    );
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  },
  markTopUpRequestFailed: async (client, a) => {
    const result = await client.gql(
      'mutation($id: ID!) { markTopUpRequestFailed(id: $id, reason: "intruder") { ok } }',
      { id: await acmeTopUpId(a) },
      acmeHeader(a),
    );
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  },
  pendingTopUpRequests: async (client, a) => {
    const result = await client.gql(
      'query($id: ID) { pendingTopUpRequests(companyId: $id) { companyId } }',
      { id: a.companyId },
      acmeHeader(a),
    );
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  },
  refundCredit: async (client, a) => {
    const [lot] = await testApp.deps.db.query.credits.findMany({
      where: (row, { eq: equals }) => equals(row.companyId, a.companyId),
      limit: 1,
    });
    const result = await client.gql(
      'mutation($id: ID!) { refundCredit(creditId: $id, reason: "intruder", idempotencyKey: "intruder") { ok } }',
      { id: lot!.id },
      acmeHeader(a),
    );
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  },
  createVoucher: async (client, a) => {
    const result = await client.gql(
      'mutation($ids: [ID!]) { createVoucher(code: "INTRUDER", percentage: "50", validFrom: "2020-01-01T00:00:00Z", redeemBy: "2099-01-01T00:00:00Z", eligibleCompanyIds: $ids) { ok } }',
      { ids: [a.companyId] },
      acmeHeader(a),
    );
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  },
  createTopUpRequest: async (client, a) => {
    const redeemId = await acmeRedemptionId(a);
    const result = await client.gql<{ createTopUpRequest: { ok: boolean } }>(
      'mutation($id: ID) { createTopUpRequest(amount: "100", type: WIRE_TRANSFER, redeemId: $id) { ok topUp { id } } }',
      { id: redeemId },
      acmeHeader(a),
    );
    if (result.body.errors) expect(result.body.errors[0]?.message).toBe('common:permissionDenied');
    else expect(result.body.data?.createTopUpRequest.ok).toBe(false);
    const [redemption] = await testApp.deps.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.id, redeemId));
    expect(redemption).toMatchObject({ companyId: a.companyId, status: 'RESERVED', topUpRequestId: null });
  },
  resetPasswordConfirm: async (client, a) => {
    const result = await client.gql<{ resetPasswordConfirm: { ok: boolean } }>(
      'mutation($id: ID!) { resetPasswordConfirm(userId: $id, token: "forged-token", password: "Forged!Passw0rd1") { ok } }',
      { id: a.ownerId },
    );
    expect(result.body.data?.resetPasswordConfirm.ok).toBe(false);
  },
  revokeMarketplaceApiKey: async (client) => {
    // Marketplace keys belong to no company: staff only, so a company user revokes nothing.
    const [key] = await testApp.deps.db
      .insert(marketplaceApiKeys)
      .values({
        name: 'isolation',
        prefix: 'mk_isolation',
        keyHash: `isolation-${Date.now()}-${Math.random()}`,
      })
      .returning();
    const result = await client.gql('mutation($id: ID!) { revokeMarketplaceApiKey(id: $id) { ok } }', {
      id: key!.id,
    });
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
    const [after] = await testApp.deps.db
      .select()
      .from(marketplaceApiKeys)
      .where(eq(marketplaceApiKeys.id, key!.id));
    expect(after!.revokedAt).toBeNull();
  },
  ...sponsorAttempts(() => ({ testApp, boltId })),
  ...reportAttempts(() => ({ testApp, boltId })),
  ...mpaAttempts(() => ({ testApp, boltId })),
  ...metaAdsAttempts(() => ({ testApp, boltId })),
  ...bookingCampaignsAttempts(() => ({ testApp, boltId })),
  ...bookingCatalogAttempts(() => ({ testApp, boltId })),
  ...bookingCheckoutAttempts(() => ({ testApp, boltId })),
};

/** ID-taking operations over marketplace or sign-up data that belongs to no company, so there is nothing to isolate. */
const notTenantData = [
  'sellerSuggestion',
  'signUpSellerOptions',
  'checkErrorCreateCompanyData',
  'checkErrorSignUpData',
  'checkWarningSignUpData',
  'createAccount',
  'createCompany',
  // Sponsor catalog calls over one catalog's public marketplace data: product pages by SKU, the search
  // log, catalog bid figures (in the caller's own wallet currency) and URLs on the catalog's site.
  'productDetails',
  'topSearchKeywords',
  'recommendedBid',
  'validateAdsUrl',
  'generateLandingUrl',
  'generateDeeplink',
];

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.deps.db;
  boltTeam = await addRoleTeam(db, 'Bolt Apparel');
  const [acmeRow] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  const [boltRow] = await db.select().from(companies).where(eq(companies.name, 'Bolt Apparel'));
  boltId = boltRow!.id;
  const acmeBrands = await db.select().from(companyBrands).where(eq(companyBrands.companyId, acmeRow!.id));
  const boltBrandIds = (
    await db.select().from(companyBrands).where(eq(companyBrands.companyId, boltRow!.id))
  ).map((row) => row.brandId);
  const [owner] = await db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const [member] = await db.select().from(users).where(eq(users.email, 'member@demo.test'));
  const [memberAccount] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, member!.id), eq(memberships.companyId, acmeRow!.id)));
  await notifyUsers(db, {
    userIds: [owner!.id],
    companyId: acmeRow!.id,
    kind: 'TEST',
    messageHtml: 'Acme only',
  });
  const [notification] = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.userId, [owner!.id]));
  acme = {
    companyId: acmeRow!.id,
    ownerId: owner!.id,
    memberAccountId: memberAccount!.id,
    onlyAcmeBrandIds: acmeBrands.map((row) => row.brandId).filter((id) => !boltBrandIds.includes(id)),
    acmeSellerIds: (
      await db.select().from(companySellers).where(eq(companySellers.companyId, acmeRow!.id))
    ).map((row) => row.sellerId),
    notificationId: notification!.id,
  };
  expect(acme.onlyAcmeBrandIds.length).toBeGreaterThan(0);
  // A waiting Acme invitation for revokeInvitation, made before any snapshot counts the invitations.
  const [role] = await db.select().from(roles).where(eq(roles.name, 'MEMBER'));
  const [invitation] = await db
    .insert(invitations)
    .values({
      companyId: acme.companyId,
      email: 'isolation-invitee@example.test',
      roleId: role!.id,
      token: 'isolation-not-a-real-token-hash',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  acmeInvitationId = invitation!.id;
});
afterAll(() => testApp.close());

describe('tenant isolation', () => {
  it('covers every operation that takes an id', () => {
    const operations = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => field.args.some((arg) => /\bID\b/.test(String(arg.type))))
        .map((field) => field.name),
    );
    const uncovered = operations.filter((name) => !(name in attempts) && !notTenantData.includes(name));
    expect(uncovered).toEqual([]);
  });

  for (const role of ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const) {
    it(`keeps every Acme Fashion object out of reach of a Bolt Apparel ${role}`, async () => {
      const client = new TestClient(testApp.app);
      expect((await client.signIn(boltTeam[role], TEAM_PASSWORD)).ok).toBe(true);
      const before = await snapshot();
      const db = testApp.deps.db;
      const boltBrands = await db.select().from(companyBrands).where(eq(companyBrands.companyId, boltId));
      const boltSellers = await db.select().from(companySellers).where(eq(companySellers.companyId, boltId));
      for (const [operation, attempt] of Object.entries(attempts)) {
        await attempt(client, acme).catch((error: Error) => {
          throw new Error(`${operation}: ${error.message}`);
        });
      }
      expect(await snapshot()).toEqual(before);
      await restoreBolt(boltBrands, boltSellers);
    });
  }
});
