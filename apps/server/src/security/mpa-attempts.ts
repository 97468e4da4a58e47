import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companySellers, mpaTopUpRequests } from '../db/schema/index';
import { creditMetaWallet, metaWalletBalance } from '../modules/mpa-wallet/meta-wallet-ledger';
import { onboard } from '../modules/mpa-wallet/mpa-wallet-test-helpers';
import type { TestClient } from '../testing/graphql-client';
import { type Acme, type Attempt, acmeHeader, type IsolationEnv } from './tenant-isolation-support';

/**
 * Meta wallet and Meta catalog attempts of the tenant-isolation test (issue 15: modules mpa-wallet,
 * meta-catalog). Acme's seller is one Bolt does not manage, onboarded for Acme with a wire transfer waiting,
 * so "nothing" below means Bolt's scope kept it out, not that there was nothing to find.
 */
export function mpaAttempts(env: () => IsolationEnv): Record<string, Attempt> {
  const db = () => env().testApp.deps.db;
  let prepared: Promise<{ sellerId: number; wireId: number; accountId: string }> | null = null;
  const acmeSeller = (a: Acme) => {
    prepared ??= (async () => {
      // Bolt may manage the same store (the addSellers attempt links Acme's stores to Bolt before these run):
      // then it sees its own Meta account and wallet of the store, never Acme's.
      const [link] = await db()
        .select()
        .from(companySellers)
        .where(eq(companySellers.companyId, a.companyId))
        .orderBy(companySellers.sellerId)
        .limit(1);
      const sellerId = link!.sellerId;
      const account = await onboard(env().testApp, a.companyId, sellerId);
      await db().transaction((tx) =>
        creditMetaWallet({
          tx,
          companyId: a.companyId,
          sellerId,
          amountMicros: 123_000_000n,
          idempotencyKey: 'isolation-acme-meta',
          source: 'CASH',
        }),
      );
      const [wire] = await db()
        .insert(mpaTopUpRequests)
        .values({
          companyId: a.companyId,
          sellerId,
          method: 'WIRE_TRANSFER',
          status: 'REQUESTING',
          currency: 'SGD',
          requestAmountMicros: 100_000_000n,
          taxRate: '9',
          taxMicros: 9_000_000n,
          totalMicros: 109_000_000n,
          idempotencyKey: 'isolation-acme-meta',
        })
        .returning();
      return { sellerId, wireId: wire!.id, accountId: account.accountId };
    })();
    return prepared;
  };

  /** Whether Bolt manages the store too (then the store's marketplace data is Bolt's to read). */
  const boltManages = async (sellerId: number) =>
    (await db().select().from(companySellers).where(eq(companySellers.companyId, env().boltId))).some(
      (row) => row.sellerId === sellerId,
    );

  /**
   * A query over Acme's store: not found, or (Bolt managing the store too) an answer `leaks` finds nothing
   * of Acme's in; with or without the company header.
   */
  const unseen =
    (
      operation: string,
      query: string,
      leaks: (data: unknown, acme: { wireId: number; accountId: string }) => boolean = () => false,
    ): Attempt =>
    async (client, a) => {
      const prepared = await acmeSeller(a);
      for (const headers of [{}, acmeHeader(a)]) {
        const result = await client.gql<Record<string, unknown>>(query, { id: prepared.sellerId }, headers);
        const data = result.body.data?.[operation] ?? null;
        if (result.body.errors) expect(result.body.errors[0]?.extensions?.code, operation).toBe('NOT_FOUND');
        else {
          expect(await boltManages(prepared.sellerId), operation).toBe(true);
          expect(leaks(data, prepared), operation).toBe(false);
        }
      }
    };

  const staffDecision =
    (operation: string, extra = ''): Attempt =>
    async (client: TestClient, a) => {
      const { wireId } = await acmeSeller(a);
      const result = await client.gql(
        `mutation($id: ID!) { ${operation}(id: $id${extra}) { ok } }`,
        { id: wireId },
        acmeHeader(a),
      );
      expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
      const [row] = await db().select().from(mpaTopUpRequests).where(eq(mpaTopUpRequests.id, wireId));
      expect(row!.status).toBe('REQUESTING');
    };

  return {
    adAccountBalance: unseen(
      'adAccountBalance',
      'query($id: ID!) { adAccountBalance(sellerId: $id) { walletBalance accountId } }',
    ),
    getWalletBalance: unseen(
      'getWalletBalance',
      'query($id: ID!) { getWalletBalance(sellerId: $id) { balance } }',
    ),
    mpaTopUpRequests: unseen(
      'mpaTopUpRequests',
      'query($id: ID!) { mpaTopUpRequests(sellerId: $id) { totalCount objects { id } } }',
    ),
    getCatalogCategories: unseen(
      'getCatalogCategories',
      'query($id: ID!) { getCatalogCategories(sellerId: $id) { id } }',
    ),
    getMarketplaceConfig: unseen(
      'getMarketplaceConfig',
      'query($id: ID!) { getMarketplaceConfig(sellerId: $id) { country } }',
    ),
    getMatchingProducts: unseen(
      'getMatchingProducts',
      'query($id: ID!) { getMatchingProducts(sellerId: $id) { totalCount } }',
    ),
    metaCatalogProducts: unseen(
      'metaCatalogProducts',
      'query($id: ID!) { metaCatalogProducts(sellerId: $id, limit: 1000) { totalCount } }',
    ),
    createMpaTopUpRequest: async (client, a) => {
      const { sellerId } = await acmeSeller(a);
      const before = await metaWalletBalance({ db: db(), companyId: a.companyId, sellerId });
      const requestsOf = () =>
        db().select().from(mpaTopUpRequests).where(eq(mpaTopUpRequests.sellerId, sellerId));
      const requestsBefore = (await requestsOf()).length;
      const result = await client.gql<{ createMpaTopUpRequest: { ok: boolean } }>(
        'mutation($id: ID!) { createMpaTopUpRequest(sellerId: $id, requestAmount: "10", method: WIRE_TRANSFER) { ok } }',
        { id: sellerId },
        acmeHeader(a),
      );
      if (result.body.errors) expect(result.body.errors[0]?.message).toBe('common:permissionDenied');
      else expect(result.body.data?.createMpaTopUpRequest.ok).toBe(false);
      // Nothing new for the store: its requests (the demo's funding and the attempt setup's) are all Acme's.
      const rows = await requestsOf();
      expect(rows.length).toBe(requestsBefore);
      expect(rows.every((row) => row.companyId === a.companyId)).toBe(true);
      expect(await metaWalletBalance({ db: db(), companyId: a.companyId, sellerId })).toBe(before);
    },
    approveMpaTopUpRequest: staffDecision('approveMpaTopUpRequest'),
    completeMpaTopUpRequest: staffDecision('completeMpaTopUpRequest'),
    failMpaTopUpRequest: staffDecision('failMpaTopUpRequest', ', reason: "intruder"'),
  };
}
