import { builder } from '../../graphql/builder';
import { payloadFields } from '../../graphql/payload';
import { CreditNoteType } from '../documents/documents.graphql';
import { listPendingTopUps, type PendingTopUp } from './list-pending-top-ups';
import { markTopUpRequestFailed, markTopUpRequestPaid } from './mark-top-up-request';
import { TopUpPayloadType, TopUpRequestType } from './payments.graphql';
import { type RefundCreditPayload, refundCredit } from './refund-credit';

/** Staff tools over payments: open wire-transfer and credit-note requests, and refunds. */
const PendingTopUpRequestType = builder.objectRef<PendingTopUp>('PendingTopUpRequest').implement({
  description: 'An open wire-transfer or credit-note top-up request, for staff to mark paid or failed.',
  fields: (t) => ({
    topUp: t.field({ type: TopUpRequestType, resolve: (row) => row.topUp }),
    companyId: t.id({ resolve: (row) => row.topUp.companyId }),
    companyName: t.exposeString('companyName'),
    requestedByEmail: t.exposeString('requestedByEmail', { nullable: true }),
  }),
});

const RefundCreditPayloadType = builder.objectRef<RefundCreditPayload>('RefundCreditPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    creditNote: t.field({ type: CreditNoteType, nullable: true, resolve: (p) => p.creditNote }),
    refundedAmount: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'What left the wallet (before tax); the credit note total is what the customer gets back.',
      resolve: (p) => p.refundedAmount,
    }),
    refundMethod: t.string({
      nullable: true,
      description: "'CARD' (refunded by the payment provider) or 'MANUAL' (staff pay it back).",
      resolve: (p) => p.refundMethod,
    }),
  }),
});

builder.queryFields((t) => ({
  pendingTopUpRequests: t.field({
    type: [PendingTopUpRequestType],
    description:
      'Staff: open wire-transfer and credit-note requests, oldest first (optionally of one company).',
    args: { companyId: t.arg.id() },
    resolve: (_root, args, ctx) => listPendingTopUps({ deps: ctx.deps, input: args }),
  }),
}));

builder.mutationFields((t) => ({
  markTopUpRequestPaid: t.field({
    type: TopUpPayloadType,
    description: 'Staff: a wire transfer or credit note arrived.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      return markTopUpRequestPaid({ deps: ctx.deps, input: args });
    },
  }),
  markTopUpRequestFailed: t.field({
    type: TopUpPayloadType,
    description: 'Staff: the money of a wire transfer or credit note never came.',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      return markTopUpRequestFailed({ deps: ctx.deps, input: args });
    },
  }),
  refundCredit: t.field({
    type: RefundCreditPayloadType,
    description:
      'Staff: give back what is left of a paid lot (to the card for card top-ups), with a credit note; idempotent.',
    args: {
      creditId: t.arg.id({ required: true }),
      reason: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      return refundCredit({ deps: ctx.deps, input: args });
    },
  }),
}));
