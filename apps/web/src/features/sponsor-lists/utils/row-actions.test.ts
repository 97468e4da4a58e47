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

  it('offers SKU performance on product campaigns only, to every role', () => {
    for (const roleName of ['OWNER', 'VIEWER'] as const) {
      const viewer = { roleName, isStaff: false };
      expect(rowActionsFor(viewer, 'DELIVERING', { adType: 'PRODUCT' })).toContain('skuPerformance');
      expect(rowActionsFor(viewer, 'DELIVERING', { adType: 'BANNER' })).not.toContain('skuPerformance');
    }
    expect(rowActionsFor({ roleName: null, isStaff: true }, 'PAUSED', { adType: 'PRODUCT' })).toEqual([
      'review',
      'skuPerformance',
      'activityLog',
      'duplicate',
      'copy',
      'remove',
      'detail',
    ]);
  });

  it('offers download sales after the log only when the list allows it (flag download_campaign_sales)', () => {
    const viewer = { roleName: 'MEMBER' as const, isStaff: false };
    expect(rowActionsFor(viewer, 'DELIVERING', { adType: 'PRODUCT', salesDownload: true })).toEqual([
      'edit',
      'skuPerformance',
      'activityLog',
      'downloadSales',
      'duplicate',
      'copy',
      'detail',
    ]);
    expect(rowActionsFor(viewer, 'DELIVERING', { adType: 'PRODUCT' })).not.toContain('downloadSales');
  });
  it('offers diagnose after the log to staff only, when the list allows it (flag sponsor_campaign_diagnostics)', () => {
    const staff = { roleName: null, isStaff: true };
    expect(rowActionsFor(staff, 'DELIVERING', { diagnose: true, salesDownload: true })).toEqual([
      'review',
      'activityLog',
      'diagnose',
      'downloadSales',
      'duplicate',
      'copy',
      'remove',
      'detail',
    ]);
    expect(rowActionsFor(staff, 'DELIVERING')).not.toContain('diagnose');
    expect(
      rowActionsFor({ roleName: 'OWNER', isStaff: false }, 'DELIVERING', { diagnose: true }),
    ).not.toContain('diagnose');
  });
});
