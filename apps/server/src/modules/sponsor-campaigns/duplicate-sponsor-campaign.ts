import { copyName } from '@portal/domain/sponsor-copy';
import { scheduleForCopy } from '@portal/domain/sponsor-validation';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { catalogs } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { actorOf, findCampaignForSession } from './campaign-access';
import type { CampaignRows } from './campaign-input';
import { serverRuleMessages } from './server-checks';
import { campaignPayload, type SponsorCampaignPayload } from './sponsor-campaign-payload';
import { bundleToRows, insertCampaignRows, loadCampaignBundle } from './write-campaign-rows';

/**
 * The rows of a copy: ' - COPY' on the campaign, ad set and ad names (spec 2 §4), and a start that
 * is not before today in the catalog's zone (`scheduleForCopy`), so the copy can be launched as is.
 */
export async function copyRows(db: Db, rows: CampaignRows, now: Date): Promise<CampaignRows> {
  const [catalog] = await db
    .select({ timeZone: catalogs.timeZone })
    .from(catalogs)
    .where(eq(catalogs.id, rows.adSet.catalogId));
  const schedule = scheduleForCopy(
    {
      startDate: rows.adSet.startDate,
      endDate: rows.adSet.endDate ?? null,
      scheduleType: rows.adSet.scheduleType,
    },
    now,
    catalog?.timeZone ?? 'UTC',
  );
  return {
    ...rows,
    campaign: { ...rows.campaign, name: copyName(rows.campaign.name) },
    adSet: { ...rows.adSet, ...schedule, name: copyName(rows.adSet.name) },
    productAd: rows.productAd ? { ...rows.productAd, name: copyName(rows.productAd.name) } : null,
    bannerAd: rows.bannerAd ? { name: copyName(rows.bannerAd.name) } : null,
  };
}

/**
 * A DRAFT copy in the same company (the user finishes it in the advanced wizard and launches it,
 * which sends it to review). The copy is logged as created.
 */
export async function duplicateSponsorCampaign({
  deps,
  actor: session,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  input: {
    id: string;
  };
}): Promise<SponsorCampaignPayload> {
  const source = await findCampaignForSession({ deps, actor: session, input: { id: input.id } });
  if (!source) throw new DomainError(serverRuleMessages.campaignNotFound, 'id');
  const bundle = await loadCampaignBundle(deps.db, source);
  if (!bundle.adSet) throw new DomainError(serverRuleMessages.campaignNotFound, 'id');
  const rows = await copyRows(deps.db, bundleToRows(bundle), deps.now());
  const campaign = await deps.db.transaction((tx) =>
    insertCampaignRows(tx, {
      companyId: source.companyId,
      rows,
      status: 'DRAFT',
      actor: actorOf(session),
      now: deps.now(),
    }),
  );
  return campaignPayload(campaign);
}
