import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  authBackends,
  catalogs,
  linkedAccounts,
  memberships,
  sandboxProviderGrants,
  sandboxProviderUsers,
  users,
} from '../../db/schema/index';
import { hashToken } from '../auth/session-token';

/** One seller center per marketplace catalog, and Google. Provider names are stable ids used in URLs. */
const sellerCenters = [
  { provider: 'sc_sg', name: 'Seller Center SG', catalogCode: 'SG' },
  { provider: 'sc_id', name: 'Seller Center ID', catalogCode: 'ID' },
  { provider: 'sc_my', name: 'Seller Center MY', catalogCode: 'MY' },
  { provider: 'sc_ph', name: 'Seller Center PH', catalogCode: 'PH' },
  { provider: 'sc_hk', name: 'Seller Center HK', catalogCode: 'HK' },
  { provider: 'sc_tw', name: 'Seller Center TW', catalogCode: 'TW' },
] as const;

/** Every provider seeded here; their configuration is checked at start. */
export const seededProviders = [...sellerCenters.map((backend) => backend.provider), 'google'];

const micros = (units: number) => BigInt(units) * 1_000_000n;

/** Accounts the sandbox providers know from the start: a funded seller and an empty one per seller center. */
function sandboxDemoUsers(catalogCurrency: Map<string, string>) {
  const rows: (typeof sandboxProviderUsers.$inferInsert)[] = sellerCenters.flatMap(
    ({ provider, catalogCode }) => {
      const domain = `${provider.replace('_', '-')}.sandbox.test`;
      const currency = catalogCurrency.get(catalogCode) ?? 'SGD';
      return [
        {
          provider,
          email: `funded.seller@${domain}`,
          fullName: `Funded Seller ${catalogCode}`,
          sellerBalanceMicros: micros(currency === 'IDR' ? 25_000_000 : 2_500),
          currency,
        },
        {
          provider,
          email: `empty.seller@${domain}`,
          fullName: `Empty Seller ${catalogCode}`,
          sellerBalanceMicros: 0n,
          currency,
        },
      ];
    },
  );
  rows.push({
    provider: 'google',
    email: 'portal.user@gmail.sandbox.test',
    fullName: 'Portal Google User',
    sellerBalanceMicros: 0n,
    currency: 'SGD',
  });
  return rows;
}

const ACME_SELLER = { provider: 'sc_sg', email: 'acme@sc-sg.sandbox.test', fullName: 'Acme Fashion SG' };

/**
 * Idempotent, at every start: adds missing backends (staff's changes to existing rows stay), the sandbox
 * providers' demo accounts, and once, when the demo owner exists, links Acme Fashion to Seller Center SG
 * with a positive balance (so billing's seller-center top-up has something to show).
 */
export async function seedAuthBackends(db: Db): Promise<void> {
  const catalogRows = await db.select().from(catalogs);
  const catalogByCode = new Map(catalogRows.map((catalog) => [catalog.code, catalog]));
  await db
    .insert(authBackends)
    .values([
      ...sellerCenters.map(({ provider, name, catalogCode }) => ({
        provider,
        kind: 'SELLER_CENTER' as const,
        name,
        catalogId: catalogByCode.get(catalogCode)?.id ?? null,
        iconUrl: '/v1/auth/icons/seller-center.svg',
        isEnabledTopUp: true,
      })),
      {
        provider: 'google',
        kind: 'GOOGLE' as const,
        name: 'Google',
        iconUrl: '/v1/auth/icons/google.svg',
        isEnabledTopUp: false,
      },
    ])
    .onConflictDoNothing();

  const currencyByCatalog = new Map(catalogRows.map((catalog) => [catalog.code, catalog.currencyCode]));
  await db.insert(sandboxProviderUsers).values(sandboxDemoUsers(currencyByCatalog)).onConflictDoNothing();

  const [acmeSeller] = await db
    .insert(sandboxProviderUsers)
    .values({ ...ACME_SELLER, sellerBalanceMicros: micros(1_250), currency: 'SGD' })
    .onConflictDoNothing()
    .returning();
  if (acmeSeller) await linkDemoOwner(db, acmeSeller.id);
}

async function linkDemoOwner(db: Db, sandboxUserId: number) {
  const [owner] = await db
    .select({ userId: users.id, companyId: memberships.companyId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'owner@demo.test'))
    .orderBy(memberships.id)
    .limit(1);
  if (!owner) return;
  // A token the sandbox issued like any other, long-lived so the demo balance keeps showing.
  const accessToken = randomBytes(32).toString('base64url');
  await db.insert(sandboxProviderGrants).values({
    kind: 'TOKEN',
    valueHash: hashToken(accessToken),
    providerUserId: sandboxUserId,
    expiresAt: new Date(Date.UTC(2100, 0, 1)),
  });
  await db
    .insert(linkedAccounts)
    .values({
      userId: owner.userId,
      companyId: owner.companyId,
      provider: ACME_SELLER.provider,
      subject: String(sandboxUserId),
      email: ACME_SELLER.email,
      accessToken,
    })
    .onConflictDoNothing();
}
