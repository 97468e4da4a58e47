import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { hasErrors } from '@portal/domain/sponsor-messages';
import {
  bannerContentErrors,
  isSetupComplete,
  productContentErrors,
  type SponsorValidationOptions,
} from '@portal/domain/sponsor-validation';

/** The three-step variant (spec 2 §2): steps 0 to 2. */
export const advancedSteps = ['setup', 'content', 'review'] as const;
export type AdvancedStep = (typeof advancedSteps)[number];

/** Next on setup: name and catalog, no budget error, product ads or a placement with keywords. */
export function canLeaveSetup(form: SponsorCampaignForm, opts: SponsorValidationOptions): boolean {
  return isSetupComplete(form, opts);
}

/** Next on content: the product or banner content has no error left. */
export function isContentComplete(form: SponsorCampaignForm, opts: SponsorValidationOptions): boolean {
  if (form.adType === 'BANNER') return !hasErrors(bannerContentErrors(form, opts.bannerTypes, opts));
  if (form.adType === 'PRODUCT') return !hasErrors(productContentErrors(form, opts));
  return false;
}
