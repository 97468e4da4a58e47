import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, topUpRequests, users } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';
import type { TopUpRow } from './complete-top-up';

export type PendingTopUp = { topUp: TopUpRow; companyName: string; requestedByEmail: string | null };

/** Staff settle these by hand (docs/decisions/0058): wire transfers and credit notes. */
export const STAFF_SETTLED_TYPES = ['WIRE_TRANSFER', 'CREDIT_NOTE'] as const;

/**
 * pendingTopUpRequests (staff): every open wire-transfer and credit-note request of every company, oldest first,
 * or only those of `companyId`. At most 200 (a queue staff work through, not a history).
 */
export async function listPendingTopUps({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { companyId?: string | number | null };
}): Promise<PendingTopUp[]> {
  const companyId = input.companyId == null ? null : parseRowId(input.companyId);
  // An id that is no row id names no company: nothing to list.
  if (input.companyId != null && companyId === null) return [];
  const rows = await deps.db
    .select({ topUp: topUpRequests, companyName: companies.name, requestedByEmail: users.email })
    .from(topUpRequests)
    .innerJoin(companies, eq(companies.id, topUpRequests.companyId))
    .leftJoin(users, eq(users.id, topUpRequests.requestedById))
    .where(
      and(
        inArray(topUpRequests.type, [...STAFF_SETTLED_TYPES]),
        eq(topUpRequests.status, 'PENDING'),
        companyId ? eq(topUpRequests.companyId, companyId) : undefined,
      ),
    )
    .orderBy(asc(topUpRequests.createdAt), asc(topUpRequests.id))
    .limit(200);
  return rows;
}
