import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import {
  brands,
  catalogs,
  categories,
  companies,
  segments,
  sellers,
  sponsorAdSets,
  sponsorBannerAds,
  sponsorCampaigns,
  sponsorHistory,
  sponsorProductAds,
  users,
} from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import type { HistoryChange, HistoryObjectType } from '../sponsor-campaigns/record-history';
import { inScope, type SponsorScope, sponsorScope } from './sponsor-scope';

/**
 * A reference a recorded value holds (a brand, seller, category, segment or catalog id), by name
 * (decision 0266). `name` is null and `deleted` true when the row no longer exists; `code` is a
 * catalog's country code (the web names countries in the reader's language).
 */
export type HistoryRef = { id: string; name: string | null; code: string | null; deleted: boolean };

/** A change with the references of its values resolved (null refs: the field holds no ids). */
export type ResolvedHistoryChange = HistoryChange & {
  oldRefs: HistoryRef[] | null;
  newRefs: HistoryRef[] | null;
};

export type HistoryEntry = { updatedBy: string | null; updatedDate: Date; changes: ResolvedHistoryChange[] };

/** What an activity log is of (spec 2 §2): its name, the wallet currency and the catalog it is read in. */
export type ActivityLog = {
  objectType: HistoryObjectType;
  objectId: number;
  name: string;
  campaignName: string;
  walletCurrency: string;
  catalogId: number | null;
  entries: HistoryEntry[];
};

type RefKind = 'brand' | 'catalog' | 'seller' | 'category' | 'segment';

/** The recorded fields whose values are ids (one, or a ', '-joined list), and what they are ids of. */
const refFields: Record<string, RefKind> = {
  brandId: 'brand',
  catalogId: 'catalog',
  productSellerIds: 'seller',
  productCategoryIds: 'category',
  bannerCategoryIds: 'category',
  segments: 'segment',
  segmentIds: 'segment',
};

const idsIn = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number);

type Named = { id: number; name: string; code?: string | null };

async function namesOf(db: Db, kind: RefKind, ids: number[]): Promise<Named[]> {
  if (ids.length === 0) return [];
  switch (kind) {
    case 'brand':
      return db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, ids));
    case 'catalog':
      return db
        .select({ id: catalogs.id, name: catalogs.name, code: catalogs.code })
        .from(catalogs)
        .where(inArray(catalogs.id, ids));
    case 'seller':
      return db.select({ id: sellers.id, name: sellers.name }).from(sellers).where(inArray(sellers.id, ids));
    case 'category':
      return db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, ids));
    case 'segment':
      return db
        .select({ id: segments.id, name: segments.name })
        .from(segments)
        .where(inArray(segments.id, ids));
  }
}

/**
 * The changes with the ids of their values named: one query per kind of reference for the whole log
 * (no query per row). Only ids the log itself holds are looked up, so a reader learns names of nothing
 * outside the rows the scope already let through.
 */
export async function resolveHistoryRefs(
  db: Db,
  changeLists: HistoryChange[][],
): Promise<ResolvedHistoryChange[][]> {
  const wanted = new Map<RefKind, Set<number>>();
  for (const changes of changeLists)
    for (const change of changes) {
      const kind = refFields[change.field];
      if (!kind) continue;
      const set = wanted.get(kind) ?? new Set<number>();
      for (const id of [...idsIn(change.old), ...idsIn(change.new)]) set.add(id);
      wanted.set(kind, set);
    }
  const found = new Map<RefKind, Map<number, Named>>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      const rows = await namesOf(db, kind, [...ids]);
      found.set(kind, new Map(rows.map((row) => [row.id, row])));
    }),
  );
  const refsOf = (kind: RefKind, value: string | null): HistoryRef[] | null => {
    if (value === null || value === '') return null;
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    return parts.map((part) => {
      const row = /^\d{1,9}$/.test(part) ? found.get(kind)?.get(Number(part)) : undefined;
      return { id: part, name: row?.name ?? null, code: row?.code ?? null, deleted: !row };
    });
  };
  return changeLists.map((changes) =>
    changes.map((change) => {
      const kind = refFields[change.field];
      return {
        ...change,
        oldRefs: kind ? refsOf(kind, change.old) : null,
        newRefs: kind ? refsOf(kind, change.new) : null,
      };
    }),
  );
}

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
  if (adIds.length === 0) return own;
  // Product and banner ads number apart: an ad row of another campaign may carry the same id.
  const [adSet] = await db
    .select({ campaignId: sponsorAdSets.campaignId })
    .from(sponsorAdSets)
    .where(eq(sponsorAdSets.id, objectId));
  return or(
    own,
    and(
      eq(sponsorHistory.objectType, 'AD'),
      inArray(sponsorHistory.objectId, adIds),
      adSet ? eq(sponsorHistory.campaignId, adSet.campaignId) : undefined,
    ),
  );
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
  return entriesOf(db, scope, objectType, objectId);
}

async function entriesOf(
  db: Db,
  scope: SponsorScope,
  objectType: HistoryObjectType,
  objectId: number,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select({ row: sponsorHistory, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(sponsorHistory)
    .leftJoin(users, eq(users.id, sponsorHistory.updatedBy))
    .where(and(inScope(scope, sponsorHistory.companyId), await objectFilter(db, objectType, objectId)))
    .orderBy(desc(sponsorHistory.createdAt), desc(sponsorHistory.id))
    .limit(500);
  const changes = await resolveHistoryRefs(
    db,
    rows.map(({ row }) => (row.changes ?? []) as HistoryChange[]),
  );
  return rows.map(({ row, firstName, lastName, email }, index) => ({
    updatedBy: row.updatedBy === null ? null : `${firstName ?? ''} ${lastName ?? ''}`.trim() || email,
    updatedDate: row.createdAt,
    changes: changes[index]!,
  }));
}

type Subject = Omit<ActivityLog, 'entries' | 'objectType' | 'objectId'>;

/** The campaign's name, its company's wallet currency and its first ad set's catalog, inside the scope. */
async function campaignSubject(db: Db, scope: SponsorScope, campaignId: number): Promise<Subject | null> {
  const [campaign] = await db
    .select({ name: sponsorCampaigns.name, walletCurrency: companies.walletCurrency })
    .from(sponsorCampaigns)
    .innerJoin(companies, eq(companies.id, sponsorCampaigns.companyId))
    .where(and(eq(sponsorCampaigns.id, campaignId), inScope(scope, sponsorCampaigns.companyId)));
  if (!campaign) return null;
  const [adSet] = await db
    .select({ catalogId: sponsorAdSets.catalogId })
    .from(sponsorAdSets)
    .where(eq(sponsorAdSets.campaignId, campaignId))
    .orderBy(asc(sponsorAdSets.id))
    .limit(1);
  return {
    name: campaign.name,
    campaignName: campaign.name,
    walletCurrency: campaign.walletCurrency,
    catalogId: adSet?.catalogId ?? null,
  };
}

async function adSetSubject(db: Db, scope: SponsorScope, adSetId: number): Promise<Subject | null> {
  const [adSet] = await db
    .select({
      name: sponsorAdSets.name,
      campaignName: sponsorCampaigns.name,
      walletCurrency: companies.walletCurrency,
      catalogId: sponsorAdSets.catalogId,
    })
    .from(sponsorAdSets)
    .innerJoin(sponsorCampaigns, eq(sponsorCampaigns.id, sponsorAdSets.campaignId))
    .innerJoin(companies, eq(companies.id, sponsorAdSets.companyId))
    .where(and(eq(sponsorAdSets.id, adSetId), inScope(scope, sponsorAdSets.companyId)));
  return adSet ?? null;
}

/** An ad: its log rows say which campaign it is of (product and banner ads number apart). */
async function adSubject(db: Db, scope: SponsorScope, adId: number): Promise<Subject | null> {
  const [logged] = await db
    .select({ campaignId: sponsorHistory.campaignId })
    .from(sponsorHistory)
    .where(
      and(
        eq(sponsorHistory.objectType, 'AD'),
        eq(sponsorHistory.objectId, adId),
        inScope(scope, sponsorHistory.companyId),
      ),
    )
    .limit(1);
  if (!logged) return null;
  const campaign = await campaignSubject(db, scope, logged.campaignId);
  if (!campaign) return null;
  const inCampaign = (table: typeof sponsorProductAds | typeof sponsorBannerAds) =>
    db
      .select({ name: table.name, catalogId: sponsorAdSets.catalogId })
      .from(table)
      .innerJoin(sponsorAdSets, eq(sponsorAdSets.id, table.adSetId))
      .where(and(eq(table.id, adId), eq(sponsorAdSets.campaignId, logged.campaignId)));
  const [ad] = [...(await inCampaign(sponsorProductAds)), ...(await inCampaign(sponsorBannerAds))];
  return ad ? { ...campaign, name: ad.name, catalogId: ad.catalogId } : campaign;
}

/**
 * The activity log with what it is of (spec 2 §2): the dialog opened from an address (a reload, a shared
 * link) names its campaign or ad set and shows money in the wallet currency without the list. Null when the
 * object is not a valid id, does not exist or is outside the scope (another company's campaign).
 */
export async function activityLog({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  input: { objectType: HistoryObjectType; objectId: number | null };
}): Promise<ActivityLog | null> {
  const scope = sponsorScope(actor);
  const { db } = deps;
  const { objectType, objectId } = input;
  if (objectId === null) return null;
  const subject =
    objectType === 'CAMPAIGN'
      ? await campaignSubject(db, scope, objectId)
      : objectType === 'AD_SET'
        ? await adSetSubject(db, scope, objectId)
        : await adSubject(db, scope, objectId);
  if (!subject) return null;
  const entries = await entriesOf(db, scope, objectType, objectId);
  return { objectType, objectId, ...subject, entries };
}
