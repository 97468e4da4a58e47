import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { type FieldErrors, hasErrors, mergeErrors } from '@portal/domain/sponsor-messages';
import {
  bannerContentErrors,
  isSetupComplete,
  productContentErrors,
  type SponsorValidationOptions,
} from '@portal/domain/sponsor-validation';
import { stepErrors, stepOfField } from './step-errors';

/** The three-step variant (spec 2 §2): steps 0 to 2. */
export const advancedSteps = ['setup', 'content', 'review'] as const;
export type AdvancedStep = (typeof advancedSteps)[number];

/** The collapsible sections of the setup step. */
export const setupSections = ['details', 'budget', 'targeting'] as const;
export type SetupSection = (typeof setupSections)[number];

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

/**
 * The rules a step of the advanced wizard checks: setup gathers the six-step wizard's type,
 * budget, targeting (when its section is shown) and strategy rules; content and review are the
 * same as there.
 */
export function advancedStepErrors(
  step: AdvancedStep,
  form: SponsorCampaignForm,
  opts: SponsorValidationOptions,
  { showTargeting }: { showTargeting: boolean },
): FieldErrors {
  if (step === 'setup') {
    return mergeErrors(
      stepErrors('type', form, opts),
      stepErrors('budget', form, opts),
      showTargeting ? stepErrors('target', form, opts) : {},
      stepErrors('strategy', form, opts),
    );
  }
  return stepErrors(step, form, opts);
}

/** The setup section a field lives in (the catalog sits with the campaign details there). */
export function sectionOfField(field: string): SetupSection {
  if (field.replace(/^adSet\./, '') === 'catalogId') return 'details';
  const step = stepOfField(field);
  if (step === 'type') return 'details';
  if (step === 'target') return 'targeting';
  return 'budget';
}

/** The sections holding at least one of these errors, in screen order. */
export function sectionsWithErrors(errors: FieldErrors): SetupSection[] {
  const fields = Object.keys(errors).filter((field) => (errors[field]?.length ?? 0) > 0);
  const sections = new Set(fields.map(sectionOfField));
  return setupSections.filter((section) => sections.has(section));
}

/**
 * What the user sees of a step's errors: all of them once Next was tried, otherwise only those
 * of the fields the user has left (a field's `data-field` names the error keys it shows).
 */
export function visibleErrors(
  errors: FieldErrors,
  { attempted, touched }: { attempted: boolean; touched: ReadonlySet<string> },
): FieldErrors {
  if (attempted) return errors;
  const shown: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (touched.has(field) && messages.length > 0) shown[field] = messages;
  }
  return shown;
}

/** The error keys of the field an element belongs to (its own or its wrapper's `data-field`). */
export function fieldsOfElement(element: EventTarget | null): string[] {
  if (!(element instanceof Element)) return [];
  const owner = element.closest('[data-field]');
  return owner?.getAttribute('data-field')?.split(/\s+/).filter(Boolean) ?? [];
}
