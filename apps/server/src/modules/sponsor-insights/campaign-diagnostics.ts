import type { AppDeps } from '../../app-deps';
import type { SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { getFeatureFlag } from '../platform/feature-flags';
import { findCampaignForSession } from '../sponsor-campaigns/campaign-access';
import { campaignFacts } from './campaign-facts';
import { type Diagnostic, diagnose } from './diagnostic-checks';

/** A flag-gated call whose flag is off: refused, as a permission (decision 0217). */
export async function requireFlag({ deps, input }: { deps: Pick<AppDeps, 'db'>; input: { name: string } }) {
  const flag = await getFeatureFlag({ deps, input });
  if (!flag?.isActive) throw new DomainError('common:permissionDenied', null, undefined, 'FORBIDDEN');
}

/**
 * `diagnostics(campaignId)` (spec 2 §7, staff: the role matrix; flag sponsor_campaign_diagnostics): the
 * campaign's findings, worst first; empty when all is good; null for a campaign the session cannot see. The
 * actions link to the campaign company's pages where the wizard flags put the fields (diagnosticRoutes).
 */
export async function campaignDiagnostics({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  input: { campaignId: string };
}): Promise<Diagnostic[] | null> {
  await requireFlag({ deps, input: { name: 'sponsor_campaign_diagnostics' } });
  const campaign = await findCampaignForSession({ deps, actor, input: { id: input.campaignId } });
  if (!campaign) return null;
  const [advancedUi, showTarget] = await Promise.all(
    ['use_advanced_sponsor_campaign_ui', 'show_sponsor_target'].map(
      async (name) => (await getFeatureFlag({ deps, input: { name } }))?.isActive ?? false,
    ),
  );
  return diagnose(await campaignFacts(deps.db, campaign, deps.now()), {
    advancedUi: advancedUi ?? false,
    showTarget: showTarget ?? false,
  });
}
