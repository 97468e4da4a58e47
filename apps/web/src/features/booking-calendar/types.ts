/**
 * What the calendar's pieces read of the booking catalog (decision 0240's Venture, VentureSegment, Placement,
 * Booking): the queries' answers fit these, so the components are drawn and tested without the server.
 */
export type CalendarPlacement = { id: string; name: string; segmentId: string; ventureId: string };
export type CalendarSegment = { id: string; name: string; placements: readonly CalendarPlacement[] };
export type CalendarVenture = {
  id: string;
  name: string;
  code: string;
  timeZone: string;
  segments: readonly CalendarSegment[];
};
export type CalendarBooking = {
  id: string;
  campaignId?: string | null;
  campaignName?: string | null;
  note?: string | null;
  status: string;
  startDate: string;
  endDate: string;
  isReservation: boolean;
  placement: { id: string; name: string };
  segment: { id: string; name: string };
  venture: { id: string; name: string };
};
