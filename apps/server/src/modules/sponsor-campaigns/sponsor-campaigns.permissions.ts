import { ALL_ROLES, EDITORS, type Permission } from '../../graphql/permissions';

/**
 * Spec 2 §6: every role reads a campaign; OWNER, ADMIN and MEMBER create, edit, duplicate and copy
 * (VIEWER cannot launch); approve and reject are staff decisions checked inside
 * `updateSponsorCampaign` (the same operation edits), docs/decisions/0080.
 */
export const sponsorCampaignsPermissions = {
  sponsorCampaign: ALL_ROLES,
  createSponsorCampaign: EDITORS,
  updateSponsorCampaign: EDITORS,
  createQuickSponsorCampaign: EDITORS,
  duplicateSponsorCampaign: EDITORS,
  sponsorCampaignCompatibleSuppliers: EDITORS,
  copySponsorCampaign: EDITORS,
  relatedAccount: 'signedIn',
} as const satisfies Record<string, Permission>;
