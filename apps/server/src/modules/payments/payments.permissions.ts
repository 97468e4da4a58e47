import type { Permission } from '../../graphql/permissions';

/** Spec 1 §6: billing (cards, top-ups, vouchers, auto top-up) is for owners only; staff always pass. */
export const paymentsPermissions = {
  paymentMethods: ['OWNER'],
  paymentProvider: ['OWNER'],
  paymentClientData: ['OWNER'],
  topUpTaxes: ['OWNER'],
  cardPaymentMinMax: ['OWNER'],
  recommendedTopUpAmounts: ['OWNER'],
  allowTopUp: ['OWNER'],
  autoTopUp: ['OWNER'],
  savePaymentMethod: ['OWNER'],
  deletePaymentMethod: ['OWNER'],
  setDefaultPaymentMethod: ['OWNER'],
  createTopUpRequest: ['OWNER'],
  checkVerifiedTopUpRequest: ['OWNER'],
  redeemVoucherCode: ['OWNER'],
  updateAutoTopUp: ['OWNER'],
  markTopUpRequestPaid: 'staff',
  markTopUpRequestFailed: 'staff',
  createVoucher: 'staff',
  pendingTopUpRequests: 'staff',
  refundCredit: 'staff',
} as const satisfies Record<string, Permission>;
