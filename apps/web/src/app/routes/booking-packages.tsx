import { CenteredLoader } from '../../components/centered-loader';
import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { PackagesPage } from '../../features/booking-packages/components/packages-page';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { isStaffWithoutCompany, useSession } from '../session';
import { AreaPage } from './area-page';

/** /booking/packages: the catalog of standard booking packages and the cart button (spec 3 §2.3). */
export function BookingPackagesRoute() {
  const me = useSession();
  const overlap = useFeatureFlag('overlap_standard_booking');
  if (isStaffWithoutCompany(me) || !me.company) return <AreaPage titleKey="titles.booking" />;
  if (overlap.isLoading) return <CenteredLoader />;
  return (
    <PackagesPage
      key={me.company.id}
      userId={me.id}
      companyId={me.company.id}
      timeZone={me.company.timezone || profileTimeZone(me)}
      allowOverlap={overlap.isActive}
    />
  );
}
