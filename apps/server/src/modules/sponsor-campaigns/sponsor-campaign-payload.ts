import type { SponsorCampaignRow } from '../../db/schema/index';
import type { FieldError } from '../../graphql/errors';

export type SponsorCampaignPayload = {
  ok: boolean;
  errors: FieldError[];
  campaign: SponsorCampaignRow | null;
};

export const campaignPayload = (campaign: SponsorCampaignRow): SponsorCampaignPayload => ({
  ok: true,
  errors: [],
  campaign,
});

export const campaignErrors = (errors: FieldError[]): SponsorCampaignPayload => ({
  ok: false,
  errors,
  campaign: null,
});
