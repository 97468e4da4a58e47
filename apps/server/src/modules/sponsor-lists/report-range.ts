import { min } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { sponsorAdSets } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { inScope, sponsorScope } from './sponsor-scope';

const DAY_MS = 86_400_000;

/**
 * The period reports can cover: from the earliest ad-set start of the scope's campaigns to now; the
 * last 7 days when there is no campaign yet (spec 2 §9 default range).
 */
export async function reportRange({ deps, actor }: { deps: Pick<AppDeps, 'db' | 'now'>; actor: SignedIn }) {
  const scope = sponsorScope(actor);
  const now = deps.now();
  const [row] = await deps.db
    .select({ first: min(sponsorAdSets.startDate) })
    .from(sponsorAdSets)
    .where(inScope(scope, sponsorAdSets.companyId));
  const first = row?.first ? new Date(row.first) : null;
  const startDate = first && first < now ? first : new Date(now.getTime() - 7 * DAY_MS);
  return { startDate, endDate: now };
}
