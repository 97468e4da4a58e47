import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { type FieldErrors, mergeErrors } from '@portal/domain/sponsor-messages';
import {
  adSetStepErrors,
  bannerContentErrors,
  bidStepErrors,
  budgetStepErrors,
  productContentErrors,
  type SponsorValidationOptions,
  typeStepErrors,
  validateCampaign,
} from '@portal/domain/sponsor-validation';
import type { WizardStep } from './wizard-steps';

/**
 * The rules a step checks before Next (spec 2 §5), all from the domain. The ad-set name is not a
 * field of these screens: the payload sends the campaign name for it, so its rule is left out.
 */
export function stepErrors(
  step: WizardStep,
  form: SponsorCampaignForm,
  opts: SponsorValidationOptions,
): FieldErrors {
  const withAdSetName = { ...form, adSetName: form.adSetName.trim() || form.name };
  switch (step) {
    case 'type':
      return typeStepErrors(form, opts);
    case 'budget': {
      const { catalogId } = adSetStepErrors(withAdSetName, opts.bannerTypes, opts);
      return mergeErrors(budgetStepErrors(form, opts), catalogId ? { catalogId } : {});
    }
    case 'target': {
      const {
        adSetName: _name,
        catalogId: _catalog,
        ...rest
      } = adSetStepErrors(withAdSetName, opts.bannerTypes, opts);
      const { targetRoas } = bidStepErrors(form, opts);
      return targetRoas ? { ...rest, targetRoas } : rest;
    }
    case 'strategy': {
      // Target ROAS is asked on the targeting step; its rule is reported there.
      const { targetRoas: _roas, ...bid } = bidStepErrors(form, opts);
      return bid;
    }
    case 'content':
      return form.adType === 'BANNER'
        ? bannerContentErrors(form, opts.bannerTypes, opts)
        : productContentErrors(form, opts);
    case 'review':
      return validateCampaign(withAdSetName, opts);
  }
}

/** The step a field's error belongs to, so Finish can send the user where to fix it. */
export function stepOfField(field: string): WizardStep {
  const name = field.replace(/^adSet\./, '');
  if (['name', 'goal', 'goalOther', 'adType'].includes(name) || name === 'placements') return 'type';
  if (/^(budget|schedule|startDate|endDate|catalogId)/.test(name)) return 'budget';
  if (
    /^(keywords|negativeKeywords|trafficControl|targetRoas|minAge|maxAge|gender|locations|tagIds)/.test(name)
  )
    return 'target';
  if (/^(bid)/.test(name)) return 'strategy';
  return 'content';
}
