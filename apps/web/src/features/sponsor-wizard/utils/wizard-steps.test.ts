import { describe, expect, it } from 'vitest';
import {
  canFinish,
  canOpenStep,
  canReview,
  furthestAllowedStep,
  isStepAllowed,
  nextStep,
  previousStep,
  showsForecastPanel,
  sidebarReachedStep,
  stepGroups,
  visibleSteps,
} from './wizard-steps';

const product = { adType: 'PRODUCT' as const, placements: [] };
const bannerWithout = { adType: 'BANNER' as const, placements: [] };
const bannerWith = {
  adType: 'BANNER' as const,
  placements: [{ bannerTypeId: '1', url: '', landingUrl: '', deeplink: '', skus: [] }],
};

describe('wizard steps', () => {
  it('skips the target step when show_sponsor_target is off', () => {
    expect(visibleSteps({ showTarget: false })).toEqual(['type', 'budget', 'strategy', 'content', 'review']);
    expect(nextStep('budget', { showTarget: false })).toBe('strategy');
    expect(nextStep('budget', { showTarget: true })).toBe('target');
    expect(previousStep('strategy', { showTarget: false })).toBe('budget');
    expect(nextStep('review', { showTarget: true })).toBeNull();
  });

  it('groups the steps as the sidebar shows them', () => {
    expect(stepGroups({ showTarget: true })).toEqual([
      { id: 'setUp', steps: ['type', 'budget', 'target', 'strategy'] },
      { id: 'ads', steps: ['content'] },
      { id: 'launch', steps: ['review'] },
    ]);
    expect(stepGroups({ showTarget: false })[0]!.steps).not.toContain('target');
  });

  it('opens a step by click only once it was reached', () => {
    const options = { showTarget: true, form: product };
    expect(canOpenStep('budget', { ...options, reached: 'type' })).toBe(false);
    expect(canOpenStep('budget', { ...options, reached: 'strategy' })).toBe(true);
    expect(canOpenStep('type', { ...options, reached: 'type' })).toBe(true);
    expect(canOpenStep('target', { showTarget: false, form: product, reached: 'review' })).toBe(false);
  });

  it('locks banner content until a placement is chosen', () => {
    expect(canOpenStep('content', { showTarget: true, form: bannerWithout, reached: 'review' })).toBe(false);
    expect(canOpenStep('content', { showTarget: true, form: bannerWith, reached: 'review' })).toBe(true);
    expect(canOpenStep('content', { showTarget: true, form: product, reached: 'review' })).toBe(true);
  });

  it('lets only OWNER, ADMIN, MEMBER (and staff) finish', () => {
    expect(canFinish({ roleName: 'OWNER', isStaff: false })).toBe(true);
    expect(canFinish({ roleName: 'ADMIN', isStaff: false })).toBe(true);
    expect(canFinish({ roleName: 'MEMBER', isStaff: false })).toBe(true);
    expect(canFinish({ roleName: 'VIEWER', isStaff: false })).toBe(false);
    expect(canFinish({ roleName: null, isStaff: false })).toBe(false);
    expect(canFinish({ roleName: null, isStaff: true })).toBe(true);
  });

  it('offers Approve and Reject to staff only, on a saved campaign, from the statuses the server takes', () => {
    const both = { approve: true, reject: true };
    const none = { approve: false, reject: false };
    expect(canReview({ isStaff: true, isSaved: true, status: 'PENDING_FOR_APPROVAL' })).toEqual(both);
    expect(canReview({ isStaff: true, isSaved: false, status: 'PENDING_FOR_APPROVAL' })).toEqual(none);
    expect(canReview({ isStaff: false, isSaved: true, status: 'PENDING_FOR_APPROVAL' })).toEqual(none);
    // An ended campaign is neither approved nor rejected; a running one may be rejected only.
    expect(canReview({ isStaff: true, isSaved: true, status: 'COMPLETED' })).toEqual(none);
    expect(canReview({ isStaff: true, isSaved: true, status: 'DELIVERING' })).toEqual({
      approve: false,
      reject: true,
    });
    expect(canReview({ isStaff: true, isSaved: true, status: 'REJECTED' })).toEqual({
      approve: true,
      reject: false,
    });
  });

  it('holds an address past the first step whose rules fail (a direct /sponsor/new/review of an empty campaign)', () => {
    const options = { showTarget: false };
    const failing = (steps: string[]) => (step: string) => steps.includes(step);
    expect(furthestAllowedStep(options, failing(['type', 'budget', 'content']))).toBe('type');
    expect(furthestAllowedStep(options, failing(['content']))).toBe('content');
    expect(furthestAllowedStep(options, failing(['review']))).toBe('review');
    expect(furthestAllowedStep(options, failing(['target']))).toBe('review');
    expect(furthestAllowedStep({ showTarget: true }, failing(['target']))).toBe('target');
    expect(isStepAllowed('review', 'type', options)).toBe(false);
    expect(isStepAllowed('budget', 'content', options)).toBe(true);
    expect(isStepAllowed('content', 'content', options)).toBe(true);
    expect(isStepAllowed('target', 'review', options)).toBe(false);
  });
});

describe('showsForecastPanel (spec 2 §2: when editing or once the content step was visited)', () => {
  it('shows on content as soon as it is opened, and on every step after, not only after Next on content', () => {
    expect(showsForecastPanel({ mode: 'new', reached: 'strategy', step: 'content', held: false })).toBe(true);
    expect(showsForecastPanel({ mode: 'new', reached: 'content', step: 'budget', held: false })).toBe(true);
    expect(showsForecastPanel({ mode: 'new', reached: 'review', step: 'type', held: false })).toBe(true);
  });

  it('hides before content was visited, and for a content step the rules hold back', () => {
    expect(showsForecastPanel({ mode: 'new', reached: 'strategy', step: 'budget', held: false })).toBe(false);
    expect(showsForecastPanel({ mode: 'new', reached: 'type', step: 'content', held: true })).toBe(false);
  });

  it('shows when editing, on any step', () => {
    expect(showsForecastPanel({ mode: 'edit', reached: 'type', step: 'type', held: false })).toBe(true);
  });
});

describe('sidebarReachedStep (spec 2 §2: a step opens by click only if already reached)', () => {
  it('is the furthest step reached, with the step open now unless the rules hold it back', () => {
    expect(sidebarReachedStep({ reached: 'budget', step: 'budget', held: false })).toBe('budget');
    expect(sidebarReachedStep({ reached: 'type', step: 'content', held: false })).toBe('content');
    expect(sidebarReachedStep({ reached: 'type', step: 'review', held: true })).toBe('type');
    expect(sidebarReachedStep({ reached: 'review', step: 'type', held: false })).toBe('review');
  });
});
