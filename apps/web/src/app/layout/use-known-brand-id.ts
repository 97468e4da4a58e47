import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { liveSearchParams } from '../../lib/live-search';

/**
 * Changes the address's query in place (replacing the history entry) and keeps its hash: react-router's
 * setSearchParams drops the hash, which closed the quick-start guide (#get-started) when the brand selector
 * chose a company's only brand right after sign-up.
 */
export function useReplaceSearchParams() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (change: (params: URLSearchParams) => void) => {
      const next = liveSearchParams(location.search);
      change(next);
      const search = next.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true },
      );
    },
    [location.pathname, location.search, location.hash, navigate],
  );
}

/**
 * Drops a `?brandId` that is not one of the current company's brands from the address (issue 12: a removed
 * brand's id stayed and kept filtering): a removed brand, another company's, or any brand while the company
 * has none (the header then shows no brand selector to clear it). Decision 0182.
 */
export function useKnownBrandId(brands: readonly { id: string }[]) {
  const location = useLocation();
  const replaceSearchParams = useReplaceSearchParams();
  const brandId = new URLSearchParams(location.search).get('brandId');
  const isKnown = brandId === null || brands.some((brand) => brand.id === brandId);
  useEffect(() => {
    if (!isKnown) replaceSearchParams((params) => params.delete('brandId'));
  }, [isKnown, replaceSearchParams]);
}
