import type { FeatureFlagName } from '@portal/domain/feature-flags';
import { useAppSettingsQuery } from '../api/get-app-settings';

export type FeatureFlagState = { isActive: boolean; isLoading: boolean };

/**
 * A flag the server does not know is inactive. While loading, `isLoading` is true and callers that
 * gate routes must wait: guessing from the defaults would flash or wrongly redirect. Every flag comes from
 * the one settings request the router made before the page rendered, so this is normally answered at once.
 */
export function useFeatureFlag(name: FeatureFlagName): FeatureFlagState {
  const [{ data, fetching, error }] = useAppSettingsQuery();
  if (!data && fetching) return { isActive: false, isLoading: true };
  if (error && !data) return { isActive: false, isLoading: false };
  const flag = data?.publicFeatureFlags.find((entry) => entry.name === name);
  return { isActive: flag?.isActive ?? false, isLoading: false };
}
