import type { SponsorCampaignForm } from './sponsor-campaign-form';

/** Spec 2 §4, §9: copies and duplicates add ' - COPY' to the campaign and ad-set names. */
export const COPY_SUFFIX = ' - COPY';

export function copyName(name: string): string {
  return `${name}${COPY_SUFFIX}`;
}

/** A copy of a loaded campaign for the copy wizard: names suffixed, id cleared. */
export function copyCampaignForm(form: SponsorCampaignForm): SponsorCampaignForm {
  return { ...form, id: null, name: copyName(form.name), adSetName: copyName(form.adSetName) };
}
