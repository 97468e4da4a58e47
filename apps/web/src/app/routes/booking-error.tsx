import { BookingErrorPage } from '../../features/booking-campaigns/components/booking-error-page';

/** /booking/error: the booking area's page error state (decision 0240). */
export function BookingErrorRoute() {
  return <BookingErrorPage />;
}
