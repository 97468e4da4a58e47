import type { NewCompanyInput } from '@portal/domain/sign-up';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyBrands, companySellers, memberships, roles } from '../../db/schema/index';
import { DEFAULT_WALLET_CURRENCY } from './sign-up-rules';

/**
 * Inside the caller's transaction: the company (not yet approved by staff), its brands and stores, and
 * the user's OWNER membership. Returns the company and the membership (the "account") ids.
 */
export async function insertOwnedCompany(
  tx: Db,
  input: NewCompanyInput & { fallbackName: string },
  ownerId: number,
  now: Date,
): Promise<{ companyId: number; accountId: number }> {
  const walletCurrency = input.walletCurrencyCode || DEFAULT_WALLET_CURRENCY;
  const [company] = await tx
    .insert(companies)
    .values({
      // Configuration may leave the name out of the form; the company then carries its owner's name.
      name: input.companyName || input.fallbackName,
      registrationNo: input.registrationNo,
      authorizedName: input.authorizedName,
      address: input.address,
      postalCode: input.postalCode,
      phoneNumber: input.phoneNumber,
      countryCode: input.countryCode,
      timezone: input.timezone,
      walletCurrency,
      reportCurrency: walletCurrency,
      isApprovedByStaff: false,
      createdAt: now,
    })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const brandIds = [...new Set(input.brandIds)];
  const sellerIds = [...new Set(input.sellerIds)];
  if (brandIds.length > 0)
    await tx.insert(companyBrands).values(brandIds.map((brandId) => ({ companyId, brandId })));
  if (sellerIds.length > 0)
    await tx.insert(companySellers).values(sellerIds.map((sellerId) => ({ companyId, sellerId })));
  const [owner] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'OWNER'));
  const [membership] = await tx
    .insert(memberships)
    .values({ userId: ownerId, companyId, roleId: owner!.id, status: 'ACTIVE', createdAt: now })
    .returning({ id: memberships.id });
  return { companyId, accountId: membership!.id };
}
