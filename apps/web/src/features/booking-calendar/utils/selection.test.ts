import { describe, expect, it } from 'vitest';
import type { CalendarVenture } from '../types';
import { resolveSelection } from './selection';

const placement = (id: string, segmentId: string, ventureId: string) => ({
  id,
  name: id,
  segmentId,
  ventureId,
});
const ventures: CalendarVenture[] = [
  {
    id: 'v1',
    name: 'Singapore',
    code: 'SG',
    timeZone: 'Asia/Singapore',
    segments: [
      { id: 's1', name: 'Women', placements: [placement('p1', 's1', 'v1'), placement('p2', 's1', 'v1')] },
      { id: 's2', name: 'Men', placements: [placement('p3', 's2', 'v1')] },
    ],
  },
  { id: 'v2', name: 'Indonesia', code: 'ID', timeZone: 'Asia/Jakarta', segments: [] },
];

describe('resolveSelection', () => {
  it('defaults to the first venture and its first segment, no placement', () => {
    const selection = resolveSelection(ventures, { venture: null, segment: null, placement: null });
    expect([selection.venture?.id, selection.segment?.id, selection.placement]).toEqual(['v1', 's1', null]);
  });

  it('keeps a placement only inside the chosen segment', () => {
    expect(resolveSelection(ventures, { venture: 'v1', segment: 's2', placement: 'p3' }).placement?.id).toBe(
      'p3',
    );
    expect(
      resolveSelection(ventures, { venture: 'v1', segment: 's2', placement: 'p1' }).placement,
    ).toBeNull();
  });

  it('reads unknown ids as the defaults; a venture without segments has none', () => {
    expect(resolveSelection(ventures, { venture: 'zz', segment: 'zz', placement: null }).segment?.id).toBe(
      's1',
    );
    const bare = resolveSelection(ventures, { venture: 'v2', segment: 's1', placement: 'p1' });
    expect([bare.venture?.id, bare.segment, bare.placement]).toEqual(['v2', null, null]);
  });

  it('has nothing without ventures', () => {
    expect(resolveSelection([], { venture: 'v1', segment: null, placement: null })).toEqual({
      venture: null,
      segment: null,
      placement: null,
    });
  });
});
