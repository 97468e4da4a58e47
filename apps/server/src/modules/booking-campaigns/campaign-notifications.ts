import { notificationMessage } from '../notifications/messages';
import { escapeHtml, notifyCompanyManagers } from '../notifications/notify';
import type { Tx } from '../wallet/ledger';
import type { BookingCampaignRow } from './booking-campaign-loaders';

/**
 * A review's outcome told to the company's owners and admins and the buyer (as a sponsored campaign's review
 * is): APPROVED and DISAPPROVED, with the notifications module's messages; other changes tell nobody.
 */
export async function notifyCampaignReview(tx: Tx, campaign: BookingCampaignRow, reviewerId: number) {
  if (campaign.status !== 'APPROVED' && campaign.status !== 'DISAPPROVED') return;
  const name = `<b>${escapeHtml(campaign.name)}</b>`;
  const reason = campaign.rejectReason ?? '';
  const approved = campaign.status === 'APPROVED';
  await notifyCompanyManagers(tx, campaign.companyId, {
    kind: approved ? 'BOOKING_CAMPAIGN_APPROVED' : 'BOOKING_CAMPAIGN_DISAPPROVED',
    messageHtml: approved
      ? `Your campaign ${name} was approved and is scheduled.`
      : `Your campaign ${name} was disapproved. Reason: ${escapeHtml(reason)}`,
    message: approved
      ? notificationMessage('campaignApproved', { name: campaign.name })
      : notificationMessage('campaignRejected', { name: campaign.name, reason }),
    link: `/booking/${campaign.id}/detail`,
    alsoUserIds: [campaign.createdBy],
    exceptUserIds: [reviewerId],
  });
}
