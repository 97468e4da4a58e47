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
  /**
   * Also switch when the campaign is visible but the user acts for no company (staff right after
   * sign-in): a page that reads the acting company's catalogs and products (the wizards) needs the
   * campaign's own company. The list and the ad-set page leave this off and show it as it is.
   */
  whenActingForNone?: boolean;
};

/**
 * Spec 2 §4 relatedAccount: a campaign the current account cannot see (sponsorCampaign answers
 * null) but that belongs to another account the user may act for switches to that account, once,
 * keeping the address (so the log or page opens there). With `whenActingForNone`, staff acting for
 * no company switch to the campaign's company the same way.
 */
export function useRelatedAccountSwitch({
  campaignId,
  currentCompanyId,
  onSwitchCompany,
  onSwitchFailed,
  whenActingForNone = false,
}: RelatedAccountSwitchOptions) {
  const location = useLocation();
  const [campaignResult] = useSponsorCampaign(campaignId);
  const campaign = readSponsorListCampaign(campaignResult.data?.sponsorCampaign);
  const isMissing = Boolean(campaignId && campaignResult.data && !campaign);
  const isActingForNone = Boolean(whenActingForNone && campaignId && campaign && currentCompanyId === null);
  const asksRelated = isMissing || isActingForNone;
  const [related] = useRelatedAccount(asksRelated ? campaignId : null);
  const relatedCompanyId = asksRelated ? (related.data?.relatedAccount?.companyId ?? null) : null;
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
    /** Still asking relatedAccount about a missing campaign (or, `whenActingForNone`, a visible one). */
    isCheckingRelated: asksRelated && !related.error && (related.fetching || !related.data),
    relatedCompanyId,
    isSwitching,
  };
}
