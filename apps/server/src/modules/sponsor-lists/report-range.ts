import { min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sponsorAdSets } from '../../db/schema/index';
import { inScope, type SponsorScope } from './sponsor-scope';

const DAY_MS = 86_400_000;

/**
 * The period reports can cover: from the earliest ad-set start of the scope's campaigns to now; the
 * last 7 days when there is no campaign yet (spec 2 §9 default range).
 */
export async function reportRange(db: Db, scope: SponsorScope, now: Date) {
  const [row] = await db
    .select({ first: min(sponsorAdSets.startDate) })
    .from(sponsorAdSets)
    .where(inScope(scope, sponsorAdSets.companyId));
  const first = row?.first ? new Date(row.first) : null;
  const startDate = first && first < now ? first : new Date(now.getTime() - 7 * DAY_MS);
  return { startDate, endDate: now };
}
