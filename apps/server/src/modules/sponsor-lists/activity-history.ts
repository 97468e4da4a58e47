import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { sponsorBannerAds, sponsorHistory, sponsorProductAds, users } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import type { HistoryChange, HistoryObjectType } from '../sponsor-campaigns/record-history';
import { inScope, sponsorScope } from './sponsor-scope';

export type HistoryEntry = { updatedBy: string | null; updatedDate: Date; changes: HistoryChange[] };

/** The ads of an ad set (its product ad or banner ad): their rows belong to the ad set's log too. */
async function adIdsOf(db: Db, adSetId: number): Promise<number[]> {
  const [product, banner] = await Promise.all([
    db
      .select({ id: sponsorProductAds.id })
      .from(sponsorProductAds)
      .where(eq(sponsorProductAds.adSetId, adSetId)),
    db
      .select({ id: sponsorBannerAds.id })
      .from(sponsorBannerAds)
      .where(eq(sponsorBannerAds.adSetId, adSetId)),
  ]);
  return [...product, ...banner].map((row) => row.id);
}

async function objectFilter(
  db: Db,
  objectType: HistoryObjectType,
  objectId: number,
): Promise<SQL | undefined> {
  if (objectType === 'CAMPAIGN') return eq(sponsorHistory.campaignId, objectId);
  const own = and(eq(sponsorHistory.objectType, objectType), eq(sponsorHistory.objectId, objectId));
  if (objectType === 'AD') return own;
  const adIds = await adIdsOf(db, objectId);
  return adIds.length
    ? or(own, and(eq(sponsorHistory.objectType, 'AD'), inArray(sponsorHistory.objectId, adIds)))
    : own;
}

/**
 * The activity log of a campaign (every row of the campaign, its ad sets and ads), an ad set (its own
 * rows and its ad's) or an ad, newest first, inside the scope. `updatedBy` is the user's name, else
 * the e-mail; null for the system (the schedule job).
 */
export async function activityHistory({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  /** `objectId`: the row id (null: not a valid id, found nowhere). */
  input: { objectType: HistoryObjectType; objectId: number | null };
}): Promise<HistoryEntry[]> {
  const scope = sponsorScope(actor);
  const { db } = deps;
  const { objectType, objectId } = input;
  if (objectId === null) return [];
  const rows = await db
    .select({ row: sponsorHistory, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(sponsorHistory)
    .leftJoin(users, eq(users.id, sponsorHistory.updatedBy))
    .where(and(inScope(scope, sponsorHistory.companyId), await objectFilter(db, objectType, objectId)))
    .orderBy(desc(sponsorHistory.createdAt), desc(sponsorHistory.id))
    .limit(500);
  return rows.map(({ row, firstName, lastName, email }) => ({
    updatedBy: row.updatedBy === null ? null : `${firstName ?? ''} ${lastName ?? ''}`.trim() || email,
    updatedDate: row.createdAt,
    changes: (row.changes ?? []) as HistoryChange[],
  }));
}
