import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';

/**
 * Six-step wizard: one draft per form and campaign id ('new' before it exists, 'copy-<id>' for a
 * copy). The advanced wizard uses the quick dialog's key per company and brand (sponsor-content's
 * `quickDraftKey`), so 'Advanced Setup' hands its draft over. Keys start with 'portal.' so logout
 * clears them (lib/storage.ts). Both store the form itself as JSON.
 */
export function wizardDraftKey(formId: string): string {
  return `portal.sponsorDraft.wizard.${formId}`;
}

function isForm(value: unknown): value is SponsorCampaignForm {
  return Boolean(
    value && typeof value === 'object' && 'name' in value && 'product' in value && 'placements' in value,
  );
}

/**
 * The stored draft, or null. A draft made for another brand is discarded (spec 2 §3), and so is one
 * that does not parse.
 */
export function loadDraft(key: string, brandId: string | null): SponsorCampaignForm | null {
  try {
    const text = localStorage.getItem(key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (!isForm(value) || (brandId !== null && value.brandId !== null && value.brandId !== brandId)) {
      localStorage.removeItem(key);
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, form: SponsorCampaignForm): void {
  try {
    localStorage.setItem(key, JSON.stringify(form));
  } catch {
    // Storage can be full or unavailable: the draft is a convenience, the form still works.
  }
}

export function discardDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored then.
  }
}

/**
 * Whether the advanced wizard keeps a browser draft of this campaign (decision 0276): a new one, or a saved
 * DRAFT (a duplicate or copy not launched yet). Once a campaign was submitted (in review, scheduled,
 * running, paused, rejected, completed) a change is saved to the server or discarded: a draft on one device
 * would only hide the stored campaign the next time the editor opens.
 */
export function keepsBrowserDraft(savedStatus: string | null): boolean {
  return savedStatus === null || savedStatus === 'DRAFT';
}
