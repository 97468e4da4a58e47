import { roleMatrix } from '@portal/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, companyBrands, memberships, roles, type SponsorCampaignRow } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import type { CompanyRow } from '../../graphql/loaders';

/** Roles that may receive a copied campaign in a company: the copy's matrix row (it is a new campaign there). */
const COPY_ROLES = roleMatrix.copySponsorCampaign;

/**
 * Where a campaign may be copied (spec 2 "copy to another supplier"): the other companies that
 * carry the campaign's brand and where the user is an active OWNER, ADMIN or MEMBER; staff may
 * copy to every other company carrying the brand.
 */
export async function compatibleSuppliers({
  deps,
  actor: session,
  input: { campaign },
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  input: { campaign: SponsorCampaignRow };
}): Promise<CompanyRow[]> {
  const { db } = deps;
  const withBrand = and(
    ne(companies.id, campaign.companyId),
    inArray(
      companies.id,
      db
        .select({ id: companyBrands.companyId })
        .from(companyBrands)
        .where(eq(companyBrands.brandId, campaign.brandId)),
    ),
  );
  if (session.user.isStaff) {
    return db.select().from(companies).where(withBrand).orderBy(asc(companies.name), asc(companies.id));
  }
  const rows = await db
    .select({ company: companies })
    .from(companies)
    .innerJoin(memberships, eq(memberships.companyId, companies.id))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        withBrand,
        eq(memberships.userId, session.user.id),
        eq(memberships.status, 'ACTIVE'),
        inArray(roles.name, [...COPY_ROLES]),
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.map((row) => row.company);
}
