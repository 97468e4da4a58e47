import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies } from '../../db/schema/index';
import { commonErrors, DomainError } from '../../graphql/errors';
import { isFlagActive } from '../company/company-settings';

/** Who asks a booking call: the session (its user and the company it acts for). */
export type BookingActor = { user: { id: number; isStaff: boolean }; companyId: number | null };
export type BookingDeps = Pick<AppDeps, 'db' | 'now'>;

export function bookingPermissionDenied(): DomainError {
  return new DomainError(commonErrors.permissionDenied, null, undefined, 'FORBIDDEN');
}

/**
 * The one guard of every booking call (decision 0240 "Access"): staff pass; anyone else needs a company
 * approved by staff and flag standard_package_ads on, else 'Permission denied'.
 */
export async function requireBookingAccess({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: BookingActor;
}): Promise<void> {
  if (actor.user.isStaff) return;
  if (actor.companyId === null) throw bookingPermissionDenied();
  const [[company], flagOn] = await Promise.all([
    deps.db
      .select({ isApprovedByStaff: companies.isApprovedByStaff })
      .from(companies)
      .where(eq(companies.id, actor.companyId)),
    isFlagActive(deps, 'standard_package_ads'),
  ]);
  if (!company?.isApprovedByStaff || !flagOn) throw bookingPermissionDenied();
}
