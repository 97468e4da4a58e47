import { describe, expect, it } from 'vitest';
import { rowActionsFor } from './row-actions';

describe('rowActionsFor', () => {
  it('gives staff review instead of edit, and every other action', () => {
    expect(rowActionsFor({ roleName: null, isStaff: true }, 'DELIVERING')).toEqual([
      'review',
      'activityLog',
      'duplicate',
      'copy',
      'remove',
      'detail',
    ]);
  });

  it('lets OWNER and ADMIN edit, duplicate, copy and remove', () => {
    for (const roleName of ['OWNER', 'ADMIN'] as const) {
      expect(rowActionsFor({ roleName, isStaff: false }, 'PAUSED')).toEqual([
        'edit',
        'activityLog',
        'duplicate',
        'copy',
        'remove',
        'detail',
      ]);
    }
  });

  it('refuses MEMBER the remove action', () => {
    expect(rowActionsFor({ roleName: 'MEMBER', isStaff: false }, 'DELIVERING')).toEqual([
      'edit',
      'activityLog',
      'duplicate',
      'copy',
      'detail',
    ]);
  });

  it('leaves VIEWER the log and the detail link only', () => {
    expect(rowActionsFor({ roleName: 'VIEWER', isStaff: false }, 'DELIVERING')).toEqual([
      'activityLog',
      'detail',
    ]);
  });

  it('hides remove for an ad set that is already REMOVED', () => {
    expect(rowActionsFor({ roleName: 'OWNER', isStaff: false }, 'REMOVED')).not.toContain('remove');
    expect(rowActionsFor({ roleName: null, isStaff: true }, 'REMOVED')).not.toContain('remove');
  });
});
