import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';

/**
 * localStorage key of the draft that the quick dialog hands to the wizard ('Advanced Setup') and that
 * the wizard keeps for a new campaign: one per company and brand (spec 2 §3 "Draft campaign").
 */
export function quickDraftKey(companyId: string | null, brandId: string | null): string {
  return `portal.sponsorDraft.${companyId ?? 'none'}.${brandId ?? 'none'}`;
}

export function saveQuickDraft(companyId: string | null, brandId: string | null, form: SponsorCampaignForm) {
  try {
    localStorage.setItem(quickDraftKey(companyId, brandId), JSON.stringify(form));
  } catch {
    // Storage unavailable (private mode): the wizard simply starts empty.
  }
}
