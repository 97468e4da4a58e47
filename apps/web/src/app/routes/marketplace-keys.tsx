import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { MarketplaceKeysPage } from '../../features/staff/components/marketplace-keys-page';
import { useSession } from '../session';
import { RequireStaff } from './guards';

/** /staff/marketplace-keys: the keys the marketplace calls the ad delivery API with (staff only). */
export function MarketplaceKeysRoute() {
  const me = useSession();
  return (
    <RequireStaff>
      <MarketplaceKeysPage timeZone={profileTimeZone(me)} />
    </RequireStaff>
  );
}
