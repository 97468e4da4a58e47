import { FeatureFlagsPage } from '../../features/platform/components/feature-flags-page';
import { RequireStaff } from './guards';

export function FeatureFlagsRoute() {
  return (
    <RequireStaff>
      <FeatureFlagsPage />
    </RequireStaff>
  );
}
