import type { CalendarBooking, CalendarVenture } from './types';

const placement = (id: string, name: string, segmentId: string, ventureId: string) => ({
  id,
  name,
  segmentId,
  ventureId,
});

/** Two ventures: Singapore (weeks from Monday, 14 days ahead) and Indonesia (ZID: Wednesday, 21 days). */
export const ventures: CalendarVenture[] = [
  {
    id: 'v1',
    name: 'Singapore',
    code: 'ZSG',
    timeZone: 'Asia/Singapore',
    segments: [
      {
        id: 's1',
        name: 'Women',
        placements: [
          placement('p1', 'Homepage hero', 's1', 'v1'),
          placement('p2', 'Category banner', 's1', 'v1'),
        ],
      },
      { id: 's2', name: 'Men', placements: [placement('p3', 'Newsletter block', 's2', 'v1')] },
    ],
  },
  {
    id: 'v2',
    name: 'Indonesia',
    code: 'ZID',
    timeZone: 'Asia/Jakarta',
    segments: [{ id: 's3', name: 'Home', placements: [placement('p4', 'Homepage hero', 's3', 'v2')] }],
  },
];

const base = {
  status: 'ACTIVE',
  venture: { id: 'v1', name: 'Singapore' },
  segment: { id: 's1', name: 'Women' },
};

/** A seller's campaign on the hero the week of 14 December 2026, staff's reservation on the banner the next. */
export const campaignBooking: CalendarBooking = {
  ...base,
  id: 'b1',
  campaignId: 'c1',
  campaignName: 'ZSG Xmas',
  note: null,
  startDate: '2026-12-14',
  endDate: '2026-12-20',
  isReservation: false,
  placement: { id: 'p1', name: 'Homepage hero' },
};

export const reservation: CalendarBooking = {
  ...base,
  id: 'b2',
  campaignId: null,
  campaignName: null,
  note: 'Brand day',
  startDate: '2026-12-21',
  endDate: '2026-12-27',
  isReservation: true,
  placement: { id: 'p2', name: 'Category banner' },
};
