import { useParams } from 'react-router';
import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { CampaignDetailPage } from '../../features/booking-campaign-detail/components/campaign-detail-page';
import { useSession, viewerOf } from '../session';

/** /booking/:id/detail: one booked campaign and what this user may do with it (decision 0240). */
export function BookingCampaignDetailRoute() {
  const me = useSession();
  const { id = '' } = useParams();
  return (
    <CampaignDetailPage
      key={`${me.company?.id ?? 'none'}:${id}`}
      campaignId={id}
      viewer={viewerOf(me)}
      timeZone={profileTimeZone(me)}
    />
  );
}
