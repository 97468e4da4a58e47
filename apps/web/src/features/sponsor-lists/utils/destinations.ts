import { paths } from '../../../config/paths';

const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/** Edit or review: the advanced detail page under use_advanced_sponsor_campaign_ui, else the wizard's budget step. */
export function editPath(campaignId: string, useAdvancedUi: boolean): string {
  return useAdvancedUi
    ? fill(paths.sponsorV2Detail, { id: campaignId })
    : fill(paths.sponsorWizard, { id: campaignId, step: 'budget' });
}

export function detailPath(campaignId: string): string {
  return fill(paths.sponsorV2Detail, { id: campaignId });
}

/** After copying to another supplier the wizard opens on the copy's first step. */
export function copiedPath(campaignId: string): string {
  return fill(paths.sponsorWizard, { id: campaignId, step: 'type' });
}

export function adSetPagePath(campaignId: string): string {
  return fill(paths.sponsorAdSet, { cid: campaignId });
}

/** Advanced Setup: the advanced wizard under the flag, else the legacy six-step wizard. */
export function newCampaignPath(useAdvancedUi: boolean): string {
  return useAdvancedUi ? paths.sponsorV2 : paths.sponsorNew;
}
