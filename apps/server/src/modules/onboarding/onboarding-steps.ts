import { parseConfigurationValue } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import {
  companyBrands,
  configurations,
  invitations,
  memberships,
  onboardingProgress,
  sponsorCampaigns,
} from '../../db/schema/index';

export type OnboardingStep = {
  id: string;
  label: string;
  targetUrl: string;
  openUrlInNewTab: boolean;
  isCompleted: boolean;
};

export type Onboarding = { id: string; isCompleted: boolean; progress: OnboardingStep[] };

/** Steps a user ticks off by hand (updateOnboardingProgress); every other step follows the company's data. */
export const manualStepIds = ['guide'] as const;

async function exists(query: Promise<{ value: number }[]>, moreThan = 0) {
  const [row] = await query;
  return (row?.value ?? 0) > moreThan;
}

async function helpCenterUrl(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, 'help_center_url'));
  const url = row ? parseConfigurationValue(row.value) : null;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : 'https://help.portal.local';
}

/** onboarding: the acting company's quick-start guide; null for staff acting for no company. */
export async function companyOnboarding({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number | null };
}): Promise<Onboarding | null> {
  return actor.companyId === null ? null : onboardingOf(deps.db, actor.companyId);
}

/**
 * The quick-start guide of a company, computed from its real state. The wallet step stays open
 * until billing (issue 4) computes it; the campaign step is done once the company has any campaign.
 */
async function onboardingOf(db: Db, companyId: number): Promise<Onboarding> {
  const [hasBrands, hasInvitation, hasSecondMember, ticked, guideUrl, hasCampaign] = await Promise.all([
    exists(db.select({ value: count() }).from(companyBrands).where(eq(companyBrands.companyId, companyId))),
    exists(db.select({ value: count() }).from(invitations).where(eq(invitations.companyId, companyId))),
    exists(db.select({ value: count() }).from(memberships).where(eq(memberships.companyId, companyId)), 1),
    db
      .select({ stepId: onboardingProgress.stepId })
      .from(onboardingProgress)
      .where(eq(onboardingProgress.companyId, companyId)),
    helpCenterUrl(db),
    exists(
      db.select({ value: count() }).from(sponsorCampaigns).where(eq(sponsorCampaigns.companyId, companyId)),
    ),
  ]);
  const tickedIds = new Set(ticked.map((row) => row.stepId));
  const progress: OnboardingStep[] = [
    {
      id: 'brands',
      label: 'Add the brands you manage',
      targetUrl: '/brands',
      openUrlInNewTab: false,
      isCompleted: hasBrands,
    },
    {
      id: 'team',
      label: 'Invite your team',
      targetUrl: '/user',
      openUrlInNewTab: false,
      isCompleted: hasInvitation || hasSecondMember,
    },
    {
      id: 'wallet',
      label: 'Top up your wallet',
      targetUrl: '/billing/credits',
      openUrlInNewTab: false,
      isCompleted: false,
    },
    {
      id: 'campaign',
      label: 'Launch your first campaign',
      targetUrl: '/sponsor',
      openUrlInNewTab: false,
      isCompleted: hasCampaign,
    },
    {
      id: 'guide',
      label: 'Read the getting-started guide',
      targetUrl: guideUrl,
      openUrlInNewTab: true,
      isCompleted: tickedIds.has('guide'),
    },
  ];
  return { id: String(companyId), isCompleted: progress.every((step) => step.isCompleted), progress };
}
