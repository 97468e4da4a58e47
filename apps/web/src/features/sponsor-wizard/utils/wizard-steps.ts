import { isAllowed } from '@portal/domain/permissions';
import { roleMatrix, rulePermissions } from '@portal/domain/role-matrix';
import type { RoleName } from '@portal/domain/roles';
import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { mayDecide } from '@portal/domain/sponsor-review';

/** The six steps in order (spec 2 §2); the address holds the step id. */
export const wizardSteps = ['type', 'budget', 'target', 'strategy', 'content', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export type StepGroup = { id: 'setUp' | 'ads' | 'launch'; steps: WizardStep[] };

export type StepOptions = { showTarget: boolean };

export function isWizardStep(value: string | undefined): value is WizardStep {
  return (wizardSteps as readonly string[]).includes(value ?? '');
}

/** The steps this user walks through: target only under the flag show_sponsor_target. */
export function visibleSteps({ showTarget }: StepOptions): WizardStep[] {
  return wizardSteps.filter((step) => showTarget || step !== 'target');
}

/** Sidebar grouping: Step 1 set up campaign, Step 2 set up ads, Step 3 review and launch. */
export function stepGroups(options: StepOptions): StepGroup[] {
  const steps = visibleSteps(options);
  return [
    { id: 'setUp', steps: steps.filter((step) => ['type', 'budget', 'target', 'strategy'].includes(step)) },
    { id: 'ads', steps: ['content'] },
    { id: 'launch', steps: ['review'] },
  ];
}

export function nextStep(step: WizardStep, options: StepOptions): WizardStep | null {
  const steps = visibleSteps(options);
  const index = steps.indexOf(step);
  return index >= 0 && index < steps.length - 1 ? steps[index + 1]! : null;
}

export function previousStep(step: WizardStep, options: StepOptions): WizardStep | null {
  const steps = visibleSteps(options);
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1]! : null;
}

/** Banner ads have nothing to fill on the content step before a placement is chosen. */
export function isContentLocked(form: Pick<SponsorCampaignForm, 'adType' | 'placements'>): boolean {
  return form.adType === 'BANNER' && form.placements.length === 0;
}

/**
 * A sidebar click opens a step only once it was reached (spec 2 §2) and, for the content step of a
 * banner campaign, once a placement is chosen.
 */
export function canOpenStep(
  step: WizardStep,
  {
    reached,
    form,
    ...options
  }: StepOptions & { reached: WizardStep; form: Pick<SponsorCampaignForm, 'adType' | 'placements'> },
): boolean {
  const steps = visibleSteps(options);
  const index = steps.indexOf(step);
  if (index < 0 || index > steps.indexOf(reached)) return false;
  if (step === 'content' || step === 'review') return !isContentLocked(form);
  return true;
}

/**
 * The furthest step the form allows (spec 2 §2: Next stays while a step has errors): the first
 * visible step whose rules fail, or review when every earlier step passes. An address opened
 * directly (`/sponsor/new/review`) is held to it, so Finish is never offered over an unfilled campaign.
 */
export function furthestAllowedStep(
  options: StepOptions,
  hasStepErrors: (step: WizardStep) => boolean,
): WizardStep {
  for (const step of visibleSteps(options)) {
    if (step === 'review' || hasStepErrors(step)) return step;
  }
  return 'review';
}

/** Whether `step` lies at or before `allowed` in the steps this user walks through. */
export function isStepAllowed(step: WizardStep, allowed: WizardStep, options: StepOptions): boolean {
  const steps = visibleSteps(options);
  const index = steps.indexOf(step);
  return index >= 0 && index <= steps.indexOf(allowed);
}

/** The furthest of two steps, so going back never forgets how far the user got. */
export function furthestStep(a: WizardStep, b: WizardStep): WizardStep {
  return wizardSteps.indexOf(a) >= wizardSteps.indexOf(b) ? a : b;
}

/**
 * How far the sidebar lets the user click (spec 2 §2 "only if already reached"): the furthest step reached
 * through Next or a click (a saved campaign starts at review), and the step open now unless the rules hold
 * it back (a reload keeps the steps up to where the user is). Not the furthest step the rules would allow:
 * a new campaign's budget and bid defaults pass, and those steps were never seen.
 */
export function sidebarReachedStep(input: {
  reached: WizardStep;
  step: WizardStep;
  held: boolean;
}): WizardStep {
  return input.held ? input.reached : furthestStep(input.reached, input.step);
}

/**
 * Spec 2 §2: the six-step wizard's forecast panel shows when editing, or once the content step was visited
 * (opened, not only left with Next): the furthest step the user has opened is content or later. A step the
 * address names but the rules hold back (`held`) was not visited.
 */
export function showsForecastPanel(input: {
  /** A copy is a new campaign (its content is prefilled, but not yet looked at). */
  mode: 'new' | 'edit' | 'copy';
  reached: WizardStep;
  step: WizardStep;
  held: boolean;
}): boolean {
  if (input.mode === 'edit') return true;
  const furthest = input.held ? input.reached : furthestStep(input.reached, input.step);
  return wizardSteps.indexOf(furthest) >= wizardSteps.indexOf('content');
}

/** Spec 2 §6: Finish and the review step's save run the campaign's save, so they follow its matrix row. */
export function canFinish({ roleName, isStaff }: { roleName: string | null; isStaff: boolean }): boolean {
  return isAllowed(roleMatrix.updateSponsorCampaign, { isStaff, roleName: roleName as RoleName | null });
}

/**
 * Approve and Reject: the review rule of the matrix (staff only, spec 2 §4), on a campaign already saved,
 * each only from a status the server takes it from (`mayDecide`: no Approve on an ended campaign).
 */
export function canReview({
  isStaff,
  isSaved,
  status,
}: {
  isStaff: boolean;
  isSaved: boolean;
  status: string | null | undefined;
}): { approve: boolean; reject: boolean } {
  const staff = isSaved && isAllowed(rulePermissions.reviewSponsorCampaign, { isStaff, roleName: null });
  return { approve: staff && mayDecide('SCHEDULED', status), reject: staff && mayDecide('REJECTED', status) };
}
