import type { Db } from '../../db/client';
import { onboardingProgress } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { okPayload } from '../../graphql/payload';
import { manualStepIds } from './onboarding-steps';

/** Ticks a manual step for the company; computed steps follow the data and cannot be ticked. */
export async function updateOnboardingProgress(db: Db, companyId: number, stepId: string) {
  if (!(manualStepIds as readonly string[]).includes(stepId))
    throw new DomainError('onboarding:error.notManualStep', 'id');
  await db.insert(onboardingProgress).values({ companyId, stepId }).onConflictDoNothing();
  return okPayload;
}
