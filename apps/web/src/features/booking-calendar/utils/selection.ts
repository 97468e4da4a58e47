import type { CalendarPlacement, CalendarSegment, CalendarVenture } from '../types';

export type CalendarParams = {
  venture: string | null;
  segment: string | null;
  placement: string | null;
};

export type CalendarSelection = {
  venture: CalendarVenture | null;
  segment: CalendarSegment | null;
  /** null: every placement of the segment. */
  placement: CalendarPlacement | null;
};

/**
 * The address's choice read against what exists: a venture is needed for a calendar (the first by default),
 * a segment of it (its first by default), a placement of that segment or none. An id that is not there reads
 * as its default, so a stale link still shows a calendar.
 */
export function resolveSelection(
  ventures: readonly CalendarVenture[],
  params: CalendarParams,
): CalendarSelection {
  const venture = ventures.find((v) => v.id === params.venture) ?? ventures[0] ?? null;
  const segment = venture?.segments.find((s) => s.id === params.segment) ?? venture?.segments[0] ?? null;
  const placement = segment?.placements.find((p) => p.id === params.placement) ?? null;
  return { venture, segment, placement };
}
