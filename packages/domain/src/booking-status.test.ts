import { describe, expect, it } from 'vitest';
import {
  type BookingCampaignStatus,
  bookingCampaignStatuses,
  bookingPaymentStatuses,
  bookingStatusLabels,
  cancelOutcomeStatuses,
  canTransition,
  isBookingCampaignStatus,
  isCancellable,
  isEditable,
  isSubmit,
  needsRejectReason,
} from './booking-status';

const staff = { isStaff: true };
const seller = { isStaff: false };

const allPairs = bookingCampaignStatuses.flatMap((from) =>
  bookingCampaignStatuses.map((to) => [from, to] as [BookingCampaignStatus, BookingCampaignStatus]),
);

describe('statuses', () => {
  it('lists the values and labels of spec 3 §3', () => {
    expect(bookingCampaignStatuses).toHaveLength(11);
    expect(bookingStatusLabels).toEqual({
      DRAFT: 'Draft',
      PURCHASED: 'Purchased',
      PENDING_FOR_APPROVAL: 'Pending for Approval',
      APPROVAL_IN_PROGRESS: 'Approval in Progress',
      APPROVED: 'Approved',
      PUBLISHED: 'Published',
      DISAPPROVED: 'Disapproved',
      CANCELLED: 'Cancelled',
      PENDING_REFUND: 'Pending refund',
      REFUNDED: 'Refunded',
      PARTIAL_REFUNDED: 'Partial refunded',
    });
    expect(bookingPaymentStatuses).toEqual(['PENDING', 'PAID', 'REFUNDED', 'PARTIALLY_REFUNDED']);
    expect(isBookingCampaignStatus('APPROVED')).toBe(true);
    expect(isBookingCampaignStatus('approved')).toBe(false);
  });
});

describe('canTransition', () => {
  it('lets a seller only submit', () => {
    const allowed = allPairs.filter(([from, to]) => canTransition(from, to, seller));
    expect(allowed).toEqual([
      ['PURCHASED', 'PENDING_FOR_APPROVAL'],
      ['DISAPPROVED', 'PENDING_FOR_APPROVAL'],
    ]);
    expect(allowed.every(([from, to]) => isSubmit(from, to))).toBe(true);
  });

  it('lets staff walk the graph, nothing else', () => {
    const allowed = allPairs.filter(([from, to]) => canTransition(from, to, staff));
    expect(allowed).toEqual([
      ['DRAFT', 'PURCHASED'],
      ['PURCHASED', 'PENDING_FOR_APPROVAL'],
      ['PENDING_FOR_APPROVAL', 'APPROVAL_IN_PROGRESS'],
      ['PENDING_FOR_APPROVAL', 'APPROVED'],
      ['PENDING_FOR_APPROVAL', 'DISAPPROVED'],
      ['APPROVAL_IN_PROGRESS', 'APPROVED'],
      ['APPROVAL_IN_PROGRESS', 'DISAPPROVED'],
      ['APPROVED', 'PUBLISHED'],
      ['DISAPPROVED', 'PENDING_FOR_APPROVAL'],
    ]);
  });

  it('never reaches a cancelling outcome by a status change', () => {
    for (const [from, to] of allPairs) {
      if (cancelOutcomeStatuses.includes(to)) {
        expect(canTransition(from, to, staff)).toBe(false);
        expect(canTransition(from, to, seller)).toBe(false);
      }
    }
  });

  it('asks a reason for a disapproval only', () => {
    expect(bookingCampaignStatuses.filter(needsRejectReason)).toEqual(['DISAPPROVED']);
  });
});

describe('isSubmit', () => {
  it('is PURCHASED or DISAPPROVED to PENDING_FOR_APPROVAL', () => {
    expect(isSubmit('PURCHASED', 'PENDING_FOR_APPROVAL')).toBe(true);
    expect(isSubmit('DISAPPROVED', 'PENDING_FOR_APPROVAL')).toBe(true);
    expect(isSubmit('DRAFT', 'PENDING_FOR_APPROVAL')).toBe(false);
    expect(isSubmit('PURCHASED', 'APPROVED')).toBe(false);
  });
});

describe('isEditable', () => {
  it('is PURCHASED, PENDING_FOR_APPROVAL and DISAPPROVED', () => {
    expect(bookingCampaignStatuses.filter(isEditable)).toEqual([
      'PURCHASED',
      'PENDING_FOR_APPROVAL',
      'DISAPPROVED',
    ]);
  });
});

describe('isCancellable', () => {
  const today = '2026-04-10';
  it('is DRAFT..DISAPPROVED whatever the dates', () => {
    for (const status of [
      'DRAFT',
      'PURCHASED',
      'PENDING_FOR_APPROVAL',
      'APPROVAL_IN_PROGRESS',
      'APPROVED',
      'DISAPPROVED',
    ] as const) {
      expect(isCancellable(status, today, '2026-01-01')).toBe(true);
    }
  });

  it('is PUBLISHED until its end date included', () => {
    expect(isCancellable('PUBLISHED', today, '2026-04-10')).toBe(true);
    expect(isCancellable('PUBLISHED', today, '2026-04-30')).toBe(true);
    expect(isCancellable('PUBLISHED', today, '2026-04-09')).toBe(false);
  });

  it('is never an already cancelled or refunded campaign', () => {
    for (const status of cancelOutcomeStatuses) {
      expect(isCancellable(status, today, '2026-12-31')).toBe(false);
    }
  });
});
