import { isAllowed, rulePermissions } from '@portal/domain';
import { ruleMessage, toFieldErrorList } from '@portal/domain/sponsor-messages';
import { mayDecide, REVIEW_DECISIONS } from '@portal/domain/sponsor-review';
import { rejectErrors } from '@portal/domain/sponsor-validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { products, sponsorAdSets, sponsorCampaigns } from '../../db/schema/index';
import { askerOf, type SignedIn } from '../../graphql/context';
import { DomainError, forbidden } from '../../graphql/errors';
import { notificationMessage } from '../notifications/messages';
import { escapeHtml, notifyCompanyManagers } from '../notifications/notify';
import {
  advertisableSellerIds,
  SELLER_NOT_IN_COMPANY,
  sellersOutside,
} from '../sponsor-catalog/advertisable-sellers';
import { actorOf, findCampaignForSession } from './campaign-access';
import { adSetView, campaignView } from './campaign-history-views';
import { diffFields, recordSponsorHistory } from './record-history';
import { serverRuleMessages } from './server-checks';
import { campaignErrors, campaignPayload, type SponsorCampaignPayload } from './sponsor-campaign-payload';
import { loadCampaignBundle } from './write-campaign-rows';

/**
 * Staff review (spec 2 §4): approve → SCHEDULED, reject → REJECTED with the required reason kept as
 * the campaign's notes. The company's owners and admins are notified either way.
 */
export async function reviewSponsorCampaign({
  deps,
  actor: session,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  input: {
    id: string;
    status: string;
    notes: string | null | undefined;
  };
}): Promise<SponsorCampaignPayload> {
  if (!isAllowed(rulePermissions.reviewSponsorCampaign, askerOf(session))) throw forbidden();
  const decision = REVIEW_DECISIONS.find((status) => status === input.status);
  if (!decision) throw new DomainError(serverRuleMessages.invalidStatus, 'status');
  const notes = input.notes?.trim() || null;
  if (decision === 'REJECTED') {
    const errors = toFieldErrorList(rejectErrors(notes));
    if (errors.length) return campaignErrors(errors);
  }
  const found = await findCampaignForSession({ deps, actor: session, input: { id: input.id } });
  if (!found) throw new DomainError(serverRuleMessages.campaignNotFound, 'id');
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(sponsorCampaigns)
      .where(eq(sponsorCampaigns.id, found.id))
      .for('update');
    const { campaign, adSet, productAd } = await loadCampaignBundle(tx, locked!);
    if (!adSet || !mayDecide(decision, adSet.status)) return null;
    if (decision === 'SCHEDULED') {
      // Checked under the campaign's lock: an edit cannot slip a seller in between the check and the approval.
      const refused = await foreignSellerErrors(tx, campaign.companyId, {
        sellerIds: productAd?.productSellerIds ?? [],
        skus: productAd?.skus ?? [],
        catalogId: adSet.catalogId,
      });
      if (refused.length) return { refused };
    }
    const campaignNotes = decision === 'REJECTED' ? notes : null;
    const [updatedCampaign] = await tx
      .update(sponsorCampaigns)
      .set({ notes: campaignNotes, updatedAt: now })
      .where(eq(sponsorCampaigns.id, campaign.id))
      .returning();
    const [updatedAdSet] = await tx
      .update(sponsorAdSets)
      .set({ status: decision, notes: campaignNotes, updatedAt: now })
      .where(eq(sponsorAdSets.id, adSet.id))
      .returning();
    const log = { companyId: campaign.companyId, campaignId: campaign.id, actor: actorOf(session), now };
    await recordSponsorHistory(tx, {
      ...log,
      objectType: 'CAMPAIGN',
      objectId: campaign.id,
      changes: diffFields('CAMPAIGN', campaignView(campaign), campaignView(updatedCampaign!), ['notes']),
    });
    await recordSponsorHistory(tx, {
      ...log,
      objectType: 'AD_SET',
      objectId: adSet.id,
      changes: diffFields('AD_SET', adSetView(adSet), adSetView(updatedAdSet!), ['status', 'notes']),
    });
    const name = `<b>${escapeHtml(campaign.name)}</b>`;
    await notifyCompanyManagers(tx, campaign.companyId, {
      kind: decision === 'SCHEDULED' ? 'CAMPAIGN_APPROVED' : 'CAMPAIGN_REJECTED',
      messageHtml:
        decision === 'SCHEDULED'
          ? `Your campaign ${name} was approved and is scheduled.`
          : `Your campaign ${name} was disapproved. Reason: ${escapeHtml(notes ?? '')}`,
      message:
        decision === 'SCHEDULED'
          ? notificationMessage('campaignApproved', { name: campaign.name })
          : notificationMessage('campaignRejected', { name: campaign.name, reason: notes ?? '' }),
      link: `/sponsor/${campaign.id}/review`,
      alsoUserIds: campaign.createdBy ? [campaign.createdBy] : [],
    });
    return updatedCampaign!;
  });
  if (!result) throw new DomainError(serverRuleMessages.invalidStatus, 'status');
  if ('refused' in result) return campaignErrors(result.refused);
  return campaignPayload(result);
}

/**
 * Approval holds the product filter to the company's sellers as a save does (decision 0267): a campaign saved
 * before that rule, with another company's sellers, is not approved; staff reject it or the advertiser edits it.
 */
/**
 * Approval refuses a product filter naming another company's seller, and typed SKUs sold by one, while
 * validate_uploaded_product_seller is on (decision 0267): the engine would not serve them.
 */
async function foreignSellerErrors(
  db: Db,
  companyId: number,
  ad: { sellerIds: readonly number[]; skus: readonly string[]; catalogId: number },
) {
  if (ad.sellerIds.length === 0 && ad.skus.length === 0) return [];
  const allowed = await advertisableSellerIds({ deps: { db }, input: { companyId } });
  if (!allowed) return [];
  const errors: { field: string; messages: string[] }[] = [];
  if (sellersOutside(ad.sellerIds, allowed).length > 0)
    errors.push({ field: 'adSet.productAd.productSellerIds', messages: [SELLER_NOT_IN_COMPANY] });
  const sold =
    ad.skus.length === 0
      ? []
      : await db
          .select({ sku: products.sku, sellerId: products.sellerId })
          .from(products)
          .where(and(eq(products.catalogId, ad.catalogId), inArray(products.sku, [...ad.skus])));
  const foreign = sold.filter((row) => !allowed.has(row.sellerId)).map((row) => row.sku);
  if (foreign.length > 0)
    errors.push({
      field: 'adSet.productAd.skus',
      messages: foreign.map((sku) => ruleMessage('skuSellerNotInCompany', { sku })),
    });
  return errors;
}
