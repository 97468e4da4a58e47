import type { FieldError } from '../../graphql/errors';
import { type CampaignFigures, campaignView, type MetaCampaignView, mpaCampaignView } from './campaign-view';
import type { AdAccountRow } from './find-ad-account';
import type { MetaCampaignInfo } from './meta-ads';
import type { MetaCampaignPayload, MpaCampaignPayload } from './meta-ads.types';
import type { CampaignRow, MetaDeps } from './meta-scope';

/** A campaign created or edited (on Meta and in our row), or the form's refusals. */
export type CampaignWrite =
  | { ok: true; errors: []; campaign: MetaCampaignView; row: CampaignRow; account: AdAccountRow }
  | { ok: false; errors: FieldError[]; campaign: null; row: null; account: null };

export const refusedWrite = (errors: FieldError[]): CampaignWrite => ({
  ok: false,
  errors,
  campaign: null,
  row: null,
  account: null,
});

/** The campaign as written: our row, Meta's answer, the figures to show with it. */
export const writtenCampaign = (
  row: CampaignRow,
  info: MetaCampaignInfo | null,
  account: AdAccountRow,
  figures: CampaignFigures,
): CampaignWrite => ({
  ok: true,
  errors: [],
  campaign: campaignView(row, info, account, figures),
  row,
  account,
});

/** The quick form's answer (createMetaCampaign, updateMetaCampaign): the MetaCampaign. */
export const metaCampaignAnswer = ({ ok, errors, campaign }: CampaignWrite): MetaCampaignPayload => ({
  ok,
  errors,
  campaign,
});

/** The advanced form's answer (createCampaign, updateCampaign): the form's values again. */
export async function mpaCampaignAnswer(
  deps: Pick<MetaDeps, 'db'>,
  write: CampaignWrite,
): Promise<MpaCampaignPayload> {
  if (!write.ok) return { ok: false, errors: write.errors, campaign: null };
  return { ok: true, errors: [], campaign: await mpaCampaignView(deps.db, write.row, write.account) };
}
