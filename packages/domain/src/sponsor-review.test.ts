import { describe, expect, it } from 'vitest';
import { mayDecide } from './sponsor-review';

describe('mayDecide', () => {
  it('approves a campaign waiting for review or rejected, never an ended or draft one', () => {
    expect(mayDecide('SCHEDULED', 'PENDING_FOR_APPROVAL')).toBe(true);
    expect(mayDecide('SCHEDULED', 'REJECTED')).toBe(true);
    for (const status of ['COMPLETED', 'DRAFT', 'DELIVERING', 'REMOVED', null])
      expect(mayDecide('SCHEDULED', status)).toBe(false);
  });

  it('rejects one waiting or running, not an ended, rejected or draft one', () => {
    for (const status of ['PENDING_FOR_APPROVAL', 'SCHEDULED', 'DELIVERING', 'NOT_DELIVERING'])
      expect(mayDecide('REJECTED', status)).toBe(true);
    for (const status of ['COMPLETED', 'REJECTED', 'DRAFT', undefined])
      expect(mayDecide('REJECTED', status)).toBe(false);
  });
});
