import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, topUpRequests, users } from '../../db/schema/index';
import type { TopUpRow } from './complete-top-up';

export type PendingTopUp = { topUp: TopUpRow; companyName: string; requestedByEmail: string | null };

/** Staff settle these by hand (docs/decisions/0058): wire transfers and credit notes. */
export const STAFF_SETTLED_TYPES = ['WIRE_TRANSFER', 'CREDIT_NOTE'] as const;

/**
 * pendingTopUpRequests (staff): every open wire-transfer and credit-note request of every company, oldest first,
 * or only those of `companyId`. At most 200 (a queue staff work through, not a history).
 */
export async function listPendingTopUps(
  deps: Pick<AppDeps, 'db'>,
  filter: { companyId?: number | null },
): Promise<PendingTopUp[]> {
  const rows = await deps.db
    .select({ topUp: topUpRequests, companyName: companies.name, requestedByEmail: users.email })
    .from(topUpRequests)
    .innerJoin(companies, eq(companies.id, topUpRequests.companyId))
    .leftJoin(users, eq(users.id, topUpRequests.requestedById))
    .where(
      and(
        inArray(topUpRequests.type, [...STAFF_SETTLED_TYPES]),
        eq(topUpRequests.status, 'PENDING'),
        filter.companyId ? eq(topUpRequests.companyId, filter.companyId) : undefined,
      ),
    )
    .orderBy(asc(topUpRequests.createdAt), asc(topUpRequests.id))
    .limit(200);
  return rows;
}
