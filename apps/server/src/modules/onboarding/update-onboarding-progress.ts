import type { AppDeps } from '../../app-deps';
import { onboardingProgress } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { commonErrors, DomainError, type FieldError } from '../../graphql/errors';
import { manualStepIds } from './onboarding-steps';

/**
 * updateOnboardingProgress: ticks a manual step for the acting company; computed steps follow the data and
 * cannot be ticked. Answers the company, whose guide the payload shows.
 */
export async function updateOnboardingProgress({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: Pick<SignedIn, 'companyId'>;
  input: { id: string };
}): Promise<{ ok: true; errors: FieldError[]; companyId: number }> {
  const { companyId } = actor;
  if (companyId === null) throw new DomainError(commonErrors.permissionDenied);
  if (!(manualStepIds as readonly string[]).includes(input.id))
    throw new DomainError('onboarding:error.notManualStep', 'id');
  await deps.db.insert(onboardingProgress).values({ companyId, stepId: input.id }).onConflictDoNothing();
  return { ok: true, errors: [], companyId };
}
