import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companySellers } from '../../db/schema/index';
import { isFlagActive } from '../company/company-settings';

/** The product filter named a seller that is not one of the company's (docs/decisions/0267). */
export const SELLER_NOT_IN_COMPANY = 'sponsorRules:sellerNotInCompany';

/**
 * Whose products a company may advertise (spec 2 §5, flag validate_uploaded_product_seller,
 * docs/decisions/0267): with the flag on only its own sellers' — typed SKUs get the 'action
 * required' dialog, sellers chosen in the product filter are refused on save and not offered.
 * null: any seller (the flag is off). One rule for the campaign save and the seller options.
 */
export async function advertisableSellerIds({
  deps,
  input: { companyId },
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { companyId: number };
}): Promise<Set<number> | null> {
  if (!(await isFlagActive(deps, 'validate_uploaded_product_seller'))) return null;
  const rows = await deps.db
    .select({ sellerId: companySellers.sellerId })
    .from(companySellers)
    .where(eq(companySellers.companyId, companyId));
  return new Set(rows.map((row) => row.sellerId));
}

/** The ids outside `allowed` (none when `allowed` is null: no restriction). */
export function sellersOutside(sellerIds: readonly number[], allowed: Set<number> | null): number[] {
  return allowed ? [...new Set(sellerIds)].filter((id) => !allowed.has(id)) : [];
}
