import { and, asc, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { sponsorAdSets } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { pageWindow, toPaged } from '../../graphql/paged';
import { inScope, sponsorScope } from './sponsor-scope';

export const AD_SET_PAGE_SIZE = 10;

export type AdSetListArgs = {
  page?: number | null;
  campaignId: number;
  catalogId?: number | null;
  brandId?: number | null;
  startDate?: Date | null;
  endDate?: Date | null;
};

/**
 * The ad sets of one campaign inside the scope (a foreign campaign gives an empty page), oldest
 * first like the campaign's own `adsetSet`. REMOVED ad sets are listed (their row hides Remove). The
 * date range follows the campaign list: ad sets that ended before it are left out.
 */
export async function listAdSets({
  deps,
  actor,
  input: args,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  input: AdSetListArgs;
}) {
  const scope = sponsorScope(actor);
  const { db } = deps;
  const { page, limit, offset } = pageWindow(args.page, AD_SET_PAGE_SIZE);
  const where: SQL | undefined = and(
    inScope(scope, sponsorAdSets.companyId),
    eq(sponsorAdSets.campaignId, args.campaignId),
    args.catalogId != null ? eq(sponsorAdSets.catalogId, args.catalogId) : undefined,
    args.brandId != null ? eq(sponsorAdSets.brandId, args.brandId) : undefined,
    args.startDate
      ? gte(sql`coalesce(${sponsorAdSets.endDate}, 'infinity'::timestamptz)`, args.startDate)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(sponsorAdSets).where(where).orderBy(asc(sponsorAdSets.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(sponsorAdSets).where(where),
  ]);
  return toPaged(rows, Number(total?.value ?? 0), page, AD_SET_PAGE_SIZE);
}
