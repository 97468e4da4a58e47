import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { liveSearchParams } from '../../../lib/live-search';

/** Spec 2 §2: the campaign list's `diagnosticCampaignId` address parameter opens the diagnostics dialog. */
export const DIAGNOSTIC_PARAM = 'diagnosticCampaignId';

export function useDiagnosticsParam() {
  const [search, setSearch] = useSearchParams();
  const campaignId = search.get(DIAGNOSTIC_PARAM);
  const set = useCallback(
    (id: string | null) =>
      setSearch((current) => {
        const next = liveSearchParams(current);
        if (id === null) next.delete(DIAGNOSTIC_PARAM);
        else next.set(DIAGNOSTIC_PARAM, id);
        return next;
      }),
    [setSearch],
  );
  return {
    campaignId: campaignId && /^\d+$/.test(campaignId) ? campaignId : null,
    open: (id: string) => set(id),
    close: () => set(null),
  };
}
