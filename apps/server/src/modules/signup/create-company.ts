import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { featureFlags } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError, type FieldError } from '../../graphql/errors';
import { findCreateCompanyErrors } from './check-sign-up-data';
import { insertOwnedCompany } from './insert-company';
import type { CompanyArgs } from './sign-up-args';
import { createCompanyPerUser, limitOrError } from './sign-up-rules';

export const MULTIPLE_COMPANIES_OFF = 'signup:error.multipleCompaniesDisabled';

export type CreateCompanyResult = { ok: boolean; errors: FieldError[]; accountId: number | null };

/**
 * createCompany (flag user_multiple_companies): a further company owned by the signed-in user. The
 * session stays where it is; the web then calls switchAccount with the returned account id.
 */
export async function createCompany({
  deps,
  session,
  args,
}: {
  deps: AppDeps;
  session: SignedIn;
  args: CompanyArgs;
}): Promise<CreateCompanyResult> {
  const [flag] = await deps.db
    .select({ isActive: featureFlags.isActive })
    .from(featureFlags)
    .where(eq(featureFlags.name, 'user_multiple_companies'));
  if (!flag?.isActive) throw new DomainError(MULTIPLE_COMPANIES_OFF);
  const limited = await limitOrError(deps, createCompanyPerUser, String(session.user.id));
  if (limited.length > 0) return { ok: false, errors: limited, accountId: null };
  const { errors, data } = await findCreateCompanyErrors(deps, args);
  if (!data) return { ok: false, errors, accountId: null };
  const fallbackName = `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.email;
  const { accountId } = await deps.db.transaction((tx) =>
    insertOwnedCompany(tx, { ...data, fallbackName }, session.user.id, deps.now()),
  );
  return { ok: true, errors: [], accountId };
}
