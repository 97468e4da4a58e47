import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SignedIn } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import type { HistoryActor } from '../sponsor-campaigns/record-history';

/** The companies a request may see: one company, or every company (staff acting for none). */
export type SponsorScope = { companyId: number | null };

/**
 * Non-staff see their acting company only (a `supplierId` argument is ignored). Staff acting for a
 * company (X-Company-Id) see that company; staff acting for none see every company, narrowed by
 * `supplierId` when given.
 */
export function sponsorScope(session: SignedIn, supplierId?: number | null): SponsorScope {
  if (!session.user.isStaff) {
    if (session.companyId === null) throw forbidden();
    return { companyId: session.companyId };
  }
  return { companyId: session.companyId ?? supplierId ?? null };
}

/** The WHERE part that keeps a query inside the scope (undefined: no restriction). */
export function inScope(scope: SponsorScope, column: PgColumn): SQL | undefined {
  return scope.companyId === null ? undefined : eq(column, scope.companyId);
}

export function actorOf(session: SignedIn): HistoryActor {
  return { userId: session.user.id, impersonatorId: session.impersonatorId };
}

/** A GraphQL ID argument as a row id; null when it is not a positive integer (so it matches nothing). */
export function parseId(value: string | number | null | undefined): number | null {
  return parseRowId(value);
}
