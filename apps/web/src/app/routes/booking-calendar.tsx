import { BookingCalendarPage } from '../../features/booking-calendar/components/booking-calendar-page';

/** /booking-calendar: staff reserve placement weeks and release them (spec 3 §2.4); RequireArea keeps others out. */
export function BookingCalendarRoute() {
  return <BookingCalendarPage />;
}
