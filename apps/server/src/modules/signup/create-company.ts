import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { featureFlags } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError, type FieldError } from '../../graphql/errors';
import { findCreateCompanyErrors } from './check-sign-up-data';
import { insertOwnedCompany } from './insert-company';
import type { CompanyArgs } from './sign-up-args';
import { createCompanyPerUser, refuseOverLimit } from './sign-up-rules';

export const MULTIPLE_COMPANIES_OFF = 'signup:error.multipleCompaniesDisabled';

export type CreateCompanyResult = { ok: boolean; errors: FieldError[]; accountId: number | null };

/**
 * createCompany (flag user_multiple_companies): a further company owned by the signed-in user. The
 * session stays where it is; the web then calls switchAccount with the returned account id.
 */
export async function createCompany({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: Pick<SignedIn, 'user'>;
  input: CompanyArgs;
}): Promise<CreateCompanyResult> {
  const [flag] = await deps.db
    .select({ isActive: featureFlags.isActive })
    .from(featureFlags)
    .where(eq(featureFlags.name, 'user_multiple_companies'));
  if (!flag?.isActive) throw new DomainError(MULTIPLE_COMPANIES_OFF);
  await refuseOverLimit(deps, createCompanyPerUser, String(actor.user.id));
  const { errors, data } = await findCreateCompanyErrors(deps, input);
  if (!data) return { ok: false, errors, accountId: null };
  const { user } = actor;
  const fallbackName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const { accountId } = await deps.db.transaction((tx) =>
    insertOwnedCompany(tx, { ...data, fallbackName }, user.id, deps.now()),
  );
  return { ok: true, errors: [], accountId };
}
