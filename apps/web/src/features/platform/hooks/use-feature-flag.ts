import type { FeatureFlagName } from '@portal/domain';
import { useFeatureFlagQuery } from '../api/get-feature-flag';

export type FeatureFlagState = { isActive: boolean; isLoading: boolean };

/**
 * A flag the server does not know is inactive. While loading, `isLoading` is true and callers that
 * gate routes must wait: guessing from the defaults would flash or wrongly redirect.
 */
export function useFeatureFlag(name: FeatureFlagName): FeatureFlagState {
  const [{ data, fetching, error }] = useFeatureFlagQuery(name);
  if (!data && fetching) return { isActive: false, isLoading: true };
  if (error && !data) return { isActive: false, isLoading: false };
  return { isActive: data?.featureFlag?.isActive ?? false, isLoading: false };
}
