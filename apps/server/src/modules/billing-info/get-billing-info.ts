import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { billingInfo, companies, memberships, roles, users } from '../../db/schema/index';

export type BillingInfo = {
  companyId: number;
  name: string;
  email: string;
  description: string;
  topUpAlertAmount: bigint | null;
};

/**
 * billingInfo: the saved details, or until the owner saves them, defaults taken from the company:
 * its name and its first active owner's e-mail (docs/decisions/0056).
 */
export async function getBillingInfo({
  deps: { db },
  actor: { companyId },
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
}): Promise<BillingInfo | null> {
  const [saved] = await db.select().from(billingInfo).where(eq(billingInfo.companyId, companyId));
  if (saved) {
    return {
      companyId,
      name: saved.name,
      email: saved.email,
      description: saved.description,
      topUpAlertAmount: saved.topUpAlertAmountMicros,
    };
  }
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  const [owner] = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.companyId, companyId), eq(roles.name, 'OWNER'), eq(memberships.status, 'ACTIVE')),
    )
    .orderBy(asc(memberships.id))
    .limit(1);
  return {
    companyId,
    name: company.name,
    email: owner?.email ?? '',
    description: '',
    topUpAlertAmount: null,
  };
}
