import { describe, expect, it } from 'vitest';
import { FrequencyCap } from './frequency-cap';

const HOUR = 3_600_000;

describe('FrequencyCap', () => {
  it('caps an ad set for a shopper after N showings in the hour, and forgets at the next hour', () => {
    const cap = new FrequencyCap(2);
    const at = 10 * HOUR + 5;
    cap.record('s1', [7, 8], at);
    expect(cap.capped('s1', at).has(7)).toBe(false);
    cap.record('s1', [7, 7], at);
    expect([...cap.capped('s1', at)]).toEqual([7]);
    expect(cap.capped('s2', at).size).toBe(0);
    expect(cap.capped('s1', 11 * HOUR).size).toBe(0);
  });

  it('keeps at most its capacity of shoppers, dropping the least recently shown', () => {
    const cap = new FrequencyCap(1, 2);
    cap.record('a', [1], 0);
    cap.record('b', [1], 0);
    cap.record('a', [2], 0);
    cap.record('c', [1], 0);
    expect(cap.size).toBe(2);
    expect(cap.capped('b', 0).size).toBe(0);
    expect(cap.capped('a', 0).has(1)).toBe(true);
  });
});
