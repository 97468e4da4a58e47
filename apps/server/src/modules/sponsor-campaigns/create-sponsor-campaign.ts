import { ruleMessage } from '@portal/domain/sponsor-messages';
import type { AppDeps } from '../../app-deps';
import type { SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { actorOf } from './campaign-access';
import type { SponsorCampaignInput } from './campaign-input';
import { campaignErrors, campaignPayload, type SponsorCampaignPayload } from './sponsor-campaign-payload';
import { validateCampaignInput } from './validate-campaign-input';
import { insertCampaignRows } from './write-campaign-rows';

/**
 * A new campaign of the acting company: validated (spec 2 §5), then written with its ad set and ad
 * in one transaction, waiting for staff review (PENDING_FOR_APPROVAL, running STARTED), and logged.
 */
export async function createSponsorCampaign({
  deps,
  actor: session,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  input: {
    campaign: SponsorCampaignInput;
    isQuickCreate?: boolean;
  };
}): Promise<SponsorCampaignPayload> {
  const companyId = session.companyId;
  if (companyId === null) throw new DomainError(ruleMessage('errorGettingCompanyId'));
  const validated = await validateCampaignInput({
    deps,
    input: {
      companyId,
      campaign: input.campaign,
      isQuickCreate: input.isQuickCreate,
      quick: input.isQuickCreate,
    },
  });
  if (!validated.ok) return campaignErrors(validated.errors);
  const campaign = await deps.db.transaction((tx) =>
    insertCampaignRows(tx, {
      companyId,
      rows: validated.rows,
      status: 'PENDING_FOR_APPROVAL',
      actor: actorOf(session),
      now: deps.now(),
    }),
  );
  return campaignPayload(campaign);
}
