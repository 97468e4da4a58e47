import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { BookingCampaignsPage } from '../../features/booking-campaigns/components/booking-campaigns-page';
import { useSession } from '../session';

/** /booking: the booked campaigns of the company (staff: of every company, or the supplier filtered). */
export function BookingCampaignsRoute() {
  const me = useSession();
  return (
    <BookingCampaignsPage key={me.company?.id ?? 'none'} isStaff={me.isGfg} timeZone={profileTimeZone(me)} />
  );
}
