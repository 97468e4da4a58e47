import { isAllowed } from '@portal/domain/permissions';
import { roleMatrix } from '@portal/domain/role-matrix';
import { useLocation } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { CartPage } from '../../features/booking-cart/components/cart-page';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { isStaffWithoutCompany, useSession, viewerOf } from '../session';
import { AreaPage } from './area-page';

/** /booking/cart: the booking cart and its checkout (decision 0240). */
export function BookingCartRoute() {
  const me = useSession();
  const location = useLocation();
  const overlap = useFeatureFlag('overlap_standard_booking');
  if (isStaffWithoutCompany(me) || !me.company) return <AreaPage titleKey="titles.booking" />;
  if (overlap.isLoading) return <CenteredLoader />;
  return (
    <CartPage
      key={me.company.id}
      userId={me.id}
      companyId={me.company.id}
      brands={me.company.brands}
      initialBrandId={new URLSearchParams(location.search).get('brandId')}
      allowOverlap={overlap.isActive}
      canRedeemVoucher={isAllowed(roleMatrix.redeemVoucherCode, viewerOf(me))}
    />
  );
}
