import type { RoleName } from '@portal/domain/roles';
import { describe, expect, it } from 'vitest';
import { type DetailAction, detailActions } from './detail-actions';

const seller = (roleName: RoleName) => ({ isStaff: false, roleName });
const staff = { isStaff: true, roleName: null };
const base = {
  paymentMethod: 'PAID_CREDIT',
  paymentStatus: 'PAID',
  endDate: '2026-06-07',
  today: '2026-05-01',
};
const names = (actions: DetailAction[]) =>
  actions.map((action) => (action.kind === 'status' ? action.to : action.kind));

describe('detailActions (decision 0240: what the role matrix and the status graph allow)', () => {
  it('lets OWNER, ADMIN and MEMBER submit a PURCHASED or DISAPPROVED campaign; only OWNER and ADMIN cancel', () => {
    for (const status of ['PURCHASED', 'DISAPPROVED']) {
      expect(names(detailActions({ ...base, status, viewer: seller('OWNER') }))).toEqual([
        'PENDING_FOR_APPROVAL',
        'cancel',
      ]);
      expect(names(detailActions({ ...base, status, viewer: seller('ADMIN') }))).toEqual([
        'PENDING_FOR_APPROVAL',
        'cancel',
      ]);
      expect(names(detailActions({ ...base, status, viewer: seller('MEMBER') }))).toEqual([
        'PENDING_FOR_APPROVAL',
      ]);
    }
  });

  it('gives a VIEWER nothing to do', () => {
    expect(detailActions({ ...base, status: 'PURCHASED', viewer: seller('VIEWER') })).toEqual([]);
  });

  it('gives sellers no review steps and nothing after submitting but cancelling', () => {
    expect(
      names(detailActions({ ...base, status: 'PENDING_FOR_APPROVAL', viewer: seller('OWNER') })),
    ).toEqual(['cancel']);
    expect(names(detailActions({ ...base, status: 'APPROVED', viewer: seller('MEMBER') }))).toEqual([]);
  });

  it('offers staff the review steps of the graph', () => {
    expect(names(detailActions({ ...base, status: 'PENDING_FOR_APPROVAL', viewer: staff }))).toEqual([
      'APPROVAL_IN_PROGRESS',
      'APPROVED',
      'DISAPPROVED',
      'cancel',
    ]);
    expect(names(detailActions({ ...base, status: 'APPROVAL_IN_PROGRESS', viewer: staff }))).toEqual([
      'APPROVED',
      'DISAPPROVED',
      'cancel',
    ]);
    expect(names(detailActions({ ...base, status: 'APPROVED', viewer: staff }))).toEqual([
      'PUBLISHED',
      'cancel',
    ]);
  });

  it('offers staff Mark paid for an unpaid wire transfer only', () => {
    const wire = { ...base, paymentMethod: 'WIRE_TRANSFER', paymentStatus: 'PENDING' };
    expect(names(detailActions({ ...wire, status: 'DRAFT', viewer: staff }))).toEqual(['markPaid', 'cancel']);
    expect(names(detailActions({ ...wire, status: 'DRAFT', viewer: seller('OWNER') }))).toEqual(['cancel']);
    expect(names(detailActions({ ...base, status: 'DRAFT', viewer: staff }))).toEqual(['cancel']);
  });

  it('lets a published campaign be cancelled until its end, and nothing after cancelling', () => {
    expect(names(detailActions({ ...base, status: 'PUBLISHED', viewer: seller('OWNER') }))).toEqual([
      'cancel',
    ]);
    expect(
      names(detailActions({ ...base, status: 'PUBLISHED', today: '2026-06-08', viewer: seller('OWNER') })),
    ).toEqual([]);
    for (const status of ['CANCELLED', 'REFUNDED', 'PARTIAL_REFUNDED', 'PENDING_REFUND', 'UNKNOWN'])
      expect(detailActions({ ...base, status, viewer: staff })).toEqual([]);
  });
});
