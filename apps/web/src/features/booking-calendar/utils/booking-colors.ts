import type { CalendarBooking } from '../types';

/** A campaign's days and a staff reservation's read apart at a glance. */
export const kindColor = { campaign: 'blue', reservation: 'orange' } as const;

const placementPalette = [
  'grape',
  'teal',
  'indigo',
  'lime',
  'pink',
  'cyan',
  'yellow',
  'violet',
  'green',
  'red',
];

/** Each placement of the segment its own colour (in its order), when the calendar shows them all. */
export function placementColors(placementIds: readonly string[]): Map<string, string> {
  return new Map(placementIds.map((id, index) => [id, placementPalette[index % placementPalette.length]!]));
}

export function bookingKind(booking: Pick<CalendarBooking, 'isReservation'>): keyof typeof kindColor {
  return booking.isReservation ? 'reservation' : 'campaign';
}

/** What a booking is called on the calendar: its campaign's name, or the reservation's note. */
export function bookingLabel(booking: Pick<CalendarBooking, 'campaignName' | 'note'>): string {
  return booking.campaignName ?? booking.note ?? '';
}
