import { and, asc, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sponsorAdSets } from '../../db/schema/index';
import { pageWindow, toPaged } from '../../graphql/paged';
import { inScope, type SponsorScope } from './sponsor-scope';

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
export async function listAdSets(db: Db, scope: SponsorScope, args: AdSetListArgs) {
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
