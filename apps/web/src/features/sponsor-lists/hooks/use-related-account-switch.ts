import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useRelatedAccount } from '../api/get-related-account';
import { readSponsorListCampaign, useSponsorCampaign } from '../api/get-sponsor-campaign';

/**
 * The campaign a /sponsor address points at (spec 2 §2 list parameters): the activity log's
 * campaign, else the diagnostics' campaign. Null when neither is a plausible id.
 */
export function linkedCampaignId(search: URLSearchParams): string | null {
  for (const name of ['logActivityCampaignId', 'diagnosticCampaignId']) {
    const value = search.get(name)?.trim();
    if (value && /^\d+$/.test(value)) return value;
  }
  return null;
}

export type RelatedAccountSwitchOptions = {
  campaignId: string | null;
  currentCompanyId: string | null;
  /** Opens `path` acting for `companyId`; resolves with an error text, or null when it went on. */
  onSwitchCompany: (companyId: string, path: string) => Promise<string | null>;
  onSwitchFailed?: (message: string) => void;
};

/**
 * Spec 2 §4 relatedAccount: a campaign the current account cannot see (sponsorCampaign answers
 * null) but that belongs to another account the user may act for switches to that account, once,
 * keeping the address (so the log or page opens there).
 */
export function useRelatedAccountSwitch({
  campaignId,
  currentCompanyId,
  onSwitchCompany,
  onSwitchFailed,
}: RelatedAccountSwitchOptions) {
  const location = useLocation();
  const [campaignResult] = useSponsorCampaign(campaignId);
  const campaign = readSponsorListCampaign(campaignResult.data?.sponsorCampaign);
  const isMissing = Boolean(campaignId && campaignResult.data && !campaign);
  const [related] = useRelatedAccount(isMissing ? campaignId : null);
  const relatedCompanyId = isMissing ? (related.data?.relatedAccount?.companyId ?? null) : null;
  const isSwitching = relatedCompanyId !== null && relatedCompanyId !== currentCompanyId;
  const started = useRef(false);
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!isSwitching || !relatedCompanyId || started.current) return;
    started.current = true;
    void onSwitchCompany(relatedCompanyId, path).then((error) => {
      if (error) onSwitchFailed?.(error);
    });
  }, [isSwitching, relatedCompanyId, onSwitchCompany, onSwitchFailed, path]);
  return {
    campaignResult,
    campaign,
    /** The current account cannot see the campaign. */
    isMissing,
    /** Still asking relatedAccount about a missing campaign. */
    isCheckingRelated: isMissing && !related.error && (related.fetching || !related.data),
    relatedCompanyId,
    isSwitching,
  };
}
