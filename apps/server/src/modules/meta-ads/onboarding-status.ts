import { and, desc, eq } from 'drizzle-orm';
import { metaAsyncSessions } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';
import { type SellerCall, sellerOf } from './meta-scope';
import type { AsyncSessionRow } from './onboard-seller';

/** onboardSellerStatus: the pair's latest onboarding session, or null when it never started. */
export async function onboardSellerStatus({
  deps,
  actor,
  input,
}: SellerCall): Promise<AsyncSessionRow | null> {
  const seller = await sellerOf(deps, actor, input.sellerId);
  const [row] = await deps.db
    .select()
    .from(metaAsyncSessions)
    .where(and(eq(metaAsyncSessions.companyId, actor.companyId), eq(metaAsyncSessions.sellerId, seller.id)))
    .orderBy(desc(metaAsyncSessions.createdAt), desc(metaAsyncSessions.id))
    .limit(1);
  return row ?? null;
}

/** asyncSessionStatus: one session of the pair; another's (or an unknown id) is null. */
export async function asyncSessionStatus({
  deps,
  actor,
  input,
}: SellerCall<{ sessionId: unknown }>): Promise<AsyncSessionRow | null> {
  const seller = await sellerOf(deps, actor, input.sellerId);
  const id = parseRowId(input.sessionId);
  if (id === null) return null;
  const [row] = await deps.db
    .select()
    .from(metaAsyncSessions)
    .where(
      and(
        eq(metaAsyncSessions.id, id),
        eq(metaAsyncSessions.companyId, actor.companyId),
        eq(metaAsyncSessions.sellerId, seller.id),
      ),
    );
  return row ?? null;
}
