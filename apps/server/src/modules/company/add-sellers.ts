import { MAX_SELLERS_PER_REQUEST } from '@portal/domain/company';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, companySellers } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { checkCompanySellers, parseIds, UNKNOWN_SELLER } from './seller-rules';
import { COMPANY_LOCKED, type CompanyPayload } from './update-team-profile';

/** addSellers: adds marketplace seller stores to the acting company (those it has stay). */
export async function addSellers({
  deps,
  actor: { companyId },
  input: { sellerIds: rawIds },
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
  input: { sellerIds: readonly (string | number)[] };
}): Promise<CompanyPayload> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company?.canBeUpdated) throw new DomainError(COMPANY_LOCKED);
  if (rawIds.length === 0) throw new DomainError('company:error.requireSeller', 'sellerIds');
  if (rawIds.length > MAX_SELLERS_PER_REQUEST)
    throw new DomainError('company:error.tooManySellers', 'sellerIds');
  const sellerIds = parseIds(rawIds);
  if (sellerIds === null) throw new DomainError(UNKNOWN_SELLER, 'sellerIds');
  const problem = await checkCompanySellers(deps.db, companyId, sellerIds);
  if (problem) throw new DomainError(problem, 'sellerIds');
  await deps.db
    .insert(companySellers)
    .values([...new Set(sellerIds)].map((sellerId) => ({ companyId, sellerId })))
    .onConflictDoNothing();
  return { ok: true, errors: [], company };
}
