import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { type SponsorCampaignRow, sponsorCampaigns } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { toDbId } from './campaign-input';
import type { HistoryActor } from './record-history';

/**
 * The campaign with this id if the session may act on it, else null (foreign and malformed ids find
 * nothing): non-staff only in their acting company; staff in the company they act for (X-Company-Id),
 * or in any company when acting for none (docs/decisions/0080).
 */
export async function findCampaignForSession({
  deps,
  actor: session,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  /** `id`: the campaign's id as the API received it; `forUpdate` locks the row (inside a transaction). */
  input: { id: string | number | null | undefined; forUpdate?: boolean };
}): Promise<SponsorCampaignRow | null> {
  const id = toDbId(input.id);
  if (id === null) return null;
  const companyId = session.companyId;
  if (!session.user.isStaff && companyId === null) return null;
  const where =
    companyId === null
      ? eq(sponsorCampaigns.id, id)
      : and(eq(sponsorCampaigns.id, id), eq(sponsorCampaigns.companyId, companyId));
  const query = deps.db.select().from(sponsorCampaigns).where(where);
  const [row] = input.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function actorOf(session: SignedIn): HistoryActor {
  return { userId: session.user.id, impersonatorId: session.impersonatorId };
}
