import { parseDecimalToMicros } from '@portal/domain';
import { topUpTaxRates, topUpTypes } from '@portal/domain/payments';
import { topUpRequestStatuses } from '../../db/schema/index';
import { builder } from '../../graphql/builder';
import { requireCompanyActor, requireSession } from '../../graphql/context';
import { payloadFields, SimplePayload } from '../../graphql/payload';
import { checkVerifiedTopUpRequest } from './check-verified-top-up-request';
import type { TopUpRow } from './complete-top-up';
import { createTopUpRequest, type TopUpPayload } from './create-top-up-request';
import { type CreateVoucherPayload, createVoucher } from './create-voucher';
import { deletePaymentMethod } from './delete-payment-method';
import { listPaymentMethods } from './list-payment-methods';
import type { PaymentMethodRow } from './payment-cards';
import { type PaymentInstructions, paymentInstructions, topUpReference } from './payment-instructions';
import { paymentClientData, paymentProviderName } from './payment-provider';
import { allowTopUp, cardPaymentMinMax, companyRecommendedTopUpAmounts } from './payments-settings';
import { type RedeemVoucherPayload, redeemVoucherCode } from './redeem-voucher-code';
import { type SavePaymentMethodPayload, savePaymentMethod } from './save-payment-method';
import { setDefaultPaymentMethod } from './set-default-payment-method';
import {
  type AutoTopUpView,
  readAutoTopUp,
  type UpdateAutoTopUpPayload,
  updateAutoTopUp,
} from './update-auto-top-up';
import type { RedeemInfo, VoucherRow } from './vouchers';

const TopUpMethod = builder.enumType('TopUpMethod', { values: topUpTypes });
const TopUpRequestStatus = builder.enumType('TopUpRequestStatus', { values: topUpRequestStatuses });

const PaymentMethodType = builder.objectRef<PaymentMethodRow>('PaymentMethod').implement({
  description: 'A saved card; the first one is the default.',
  fields: (t) => ({
    id: t.exposeID('id'),
    brand: t.exposeString('brand'),
    last4: t.exposeString('last4'),
    expMonth: t.exposeInt('expMonth'),
    expYear: t.exposeInt('expYear'),
  }),
});

type ClientData = ReturnType<typeof paymentClientData>;
const PaymentClientDataType = builder.objectRef<ClientData>('PaymentClientData').implement({
  fields: (t) => ({
    provider: t.exposeString('provider'),
    publishableKey: t.exposeString('publishableKey', {
      nullable: true,
      description: 'Stripe.js publishable key.',
    }),
    tokenUrl: t.exposeString('tokenUrl', {
      nullable: true,
      description: 'The sandbox card form posts here for a token.',
    }),
    confirmUrl: t.string({
      nullable: true,
      description: 'The sandbox confirmation step: POST {clientSecret, approve}.',
      resolve: (data) => (data.provider === 'sandbox' ? '/v1/payments/sandbox/confirm' : null),
    }),
  }),
});

type TopUpTax = { method: (typeof topUpTypes)[number]; taxRate: string };
const TopUpTaxType = builder.objectRef<TopUpTax>('TopUpTax').implement({
  fields: (t) => ({
    method: t.field({ type: TopUpMethod, resolve: (tax) => tax.method }),
    taxRate: t.field({
      type: 'Decimal',
      description: 'Percent (9 = 9 %).',
      resolve: (tax) => parseDecimalToMicros(tax.taxRate)!,
    }),
  }),
});

const AutoTopUpType = builder.objectRef<AutoTopUpView>('AutoTopUp').implement({
  fields: (t) => ({
    autoTopUp: t.exposeBoolean('autoTopUp'),
    autoTopUpThreshold: t.field({ type: 'Decimal', resolve: (view) => view.autoTopUpThreshold }),
    autoTopUpAmount: t.field({ type: 'Decimal', resolve: (view) => view.autoTopUpAmount }),
  }),
});

/** Shared with the Meta wallets' wire-transfer top-ups (mpa-wallet). */
export const PaymentInstructionsType = builder
  .objectRef<PaymentInstructions>('TopUpPaymentInstructions')
  .implement({
    description: 'Where and how to pay an open wire-transfer or credit-note top-up (company or Meta wallet).',
    fields: (t) => ({
      reference: t.exposeString('reference', { description: 'To quote with the payment.' }),
      total: t.field({ type: 'Decimal', description: 'The amount to pay.', resolve: (i) => i.total }),
      currency: t.exposeString('currency'),
      bankName: t.exposeString('bankName', { nullable: true }),
      accountName: t.exposeString('accountName', { nullable: true }),
      accountNumber: t.exposeString('accountNumber', { nullable: true }),
      swiftCode: t.exposeString('swiftCode', { nullable: true }),
    }),
  });

export const TopUpRequestType = builder.objectRef<TopUpRow>('TopUpRequest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: TopUpRequestStatus, resolve: (row) => row.status }),
    statusReason: t.exposeString('statusReason', { nullable: true }),
    confirmToken: t.string({
      nullable: true,
      resolve: (row) => (row.status === 'PENDING' ? row.confirmToken : null),
    }),
    amount: t.field({ type: 'Decimal', resolve: (row) => row.amountMicros }),
    discount: t.field({ type: 'Decimal', resolve: (row) => row.discountMicros }),
    tax: t.field({ type: 'Decimal', resolve: (row) => row.taxMicros }),
    total: t.field({ type: 'Decimal', resolve: (row) => row.totalMicros }),
    currency: t.exposeString('currency'),
    type: t.field({ type: TopUpMethod, resolve: (row) => row.type }),
    description: t.exposeString('description'),
    provider: t.exposeString('provider', { nullable: true }),
    redeemId: t.id({ nullable: true, resolve: (row) => row.redemptionId }),
    isAutoTopUp: t.exposeBoolean('isAutoTopUp'),
    dateCreated: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    reference: t.string({
      nullable: true,
      description:
        'What the payment of a wire-transfer or credit-note request quotes (TOPUP-000123), whatever its status, so staff match the money to it; null for any other type.',
      resolve: (row) => topUpReference(row),
    }),
    paymentInstructions: t.field({
      type: PaymentInstructionsType,
      nullable: true,
      description: 'An open wire-transfer or credit-note request: bank account, reference and amount to pay.',
      resolve: (row, _args, ctx) => paymentInstructions({ deps: ctx.deps, input: row }),
    }),
  }),
});

const RedeemInfoType = builder.objectRef<RedeemInfo>('VoucherRedeemInfo').implement({
  fields: (t) => ({
    voucherId: t.id({ resolve: (info) => info.voucherId }),
    voucherCode: t.exposeString('voucherCode'),
    redeemId: t.id({ resolve: (info) => info.redeemId }),
    amount: t.field({ type: 'Decimal', nullable: true, resolve: (info) => info.amount }),
    percentage: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'Percent (10 = 10 %).',
      resolve: (info) => (info.percentage == null ? null : parseDecimalToMicros(info.percentage)),
    }),
    fixedPrice: t.field({ type: 'Decimal', nullable: true, resolve: (info) => info.fixedPrice }),
    validFrom: t.field({ type: 'DateTime', resolve: (info) => info.validFrom }),
    redeemBy: t.field({ type: 'DateTime', resolve: (info) => info.redeemBy }),
    minAmount: t.field({ type: 'Decimal', resolve: (info) => info.minAmount }),
    eligibleCompanyIds: t.idList({ resolve: (info) => info.eligibleCompanyIds }),
    eligiblePackageIds: t.idList({ resolve: (info) => info.eligiblePackageIds }),
  }),
});

const VoucherType = builder.objectRef<VoucherRow>('Voucher').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    percentage: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: (voucher) => (voucher.percentage == null ? null : parseDecimalToMicros(voucher.percentage)),
    }),
    fixedPrice: t.field({ type: 'Decimal', nullable: true, resolve: (voucher) => voucher.fixedPriceMicros }),
    minAmount: t.field({ type: 'Decimal', resolve: (voucher) => voucher.minAmountMicros }),
    validFrom: t.field({ type: 'DateTime', resolve: (voucher) => voucher.validFrom }),
    redeemBy: t.field({ type: 'DateTime', resolve: (voucher) => voucher.redeemBy }),
    eligibleCompanyIds: t.idList({ resolve: (voucher) => voucher.eligibleCompanyIds ?? [] }),
  }),
});

builder.queryFields((t) => ({
  paymentMethods: t.field({
    type: [PaymentMethodType],
    resolve: (_root, _args, ctx) =>
      listPaymentMethods({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
      }),
  }),
  paymentProvider: t.string({
    description: "'stripe' or 'sandbox'.",
    resolve: (_root, _args, ctx) => paymentProviderName({ deps: ctx.deps }),
  }),
  paymentClientData: t.field({
    type: PaymentClientDataType,
    resolve: (_root, _args, ctx) => paymentClientData({ deps: ctx.deps }),
  }),
  topUpTaxes: t.field({
    type: [TopUpTaxType],
    resolve: () => {
      return topUpTypes.map((method) => ({ method, taxRate: topUpTaxRates[method] }));
    },
  }),
  cardPaymentMinMax: t.field({
    type: ['Decimal'],
    description: 'Card payment minimum and maximum in the wallet currency.',
    resolve: (_root, _args, ctx) =>
      cardPaymentMinMax({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
      }),
  }),
  recommendedTopUpAmounts: t.field({
    type: ['Decimal'],
    description: 'One-click amounts of the top-up modal in the wallet currency.',
    resolve: (_root, _args, ctx) =>
      companyRecommendedTopUpAmounts({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
      }),
  }),
  allowTopUp: t.boolean({
    resolve: (_root, _args, ctx) => allowTopUp({ deps: ctx.deps, actor: requireCompanyActor(ctx) }),
  }),
  autoTopUp: t.field({
    type: AutoTopUpType,
    resolve: (_root, _args, ctx) => readAutoTopUp({ deps: ctx.deps, actor: requireCompanyActor(ctx) }),
  }),
}));

const SavePaymentMethodPayloadType = builder
  .objectRef<SavePaymentMethodPayload>('SavePaymentMethodPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      clientSecret: t.exposeString('clientSecret', { nullable: true }),
    }),
  });

export const TopUpPayloadType = builder.objectRef<TopUpPayload>('TopUpRequestPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    topUp: t.field({ type: TopUpRequestType, nullable: true, resolve: (p) => p.topUp }),
    confirmToken: t.exposeString('confirmToken', { nullable: true }),
  }),
});

const RedeemVoucherPayloadType = builder.objectRef<RedeemVoucherPayload>('RedeemVoucherPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    redeemInfo: t.field({ type: RedeemInfoType, nullable: true, resolve: (p) => p.redeemInfo }),
  }),
});

const UpdateAutoTopUpPayloadType = builder
  .objectRef<UpdateAutoTopUpPayload>('UpdateAutoTopUpPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      autoTopUp: t.field({ type: AutoTopUpType, nullable: true, resolve: (p) => p.autoTopUp }),
    }),
  });

const CreateVoucherPayloadType = builder.objectRef<CreateVoucherPayload>('CreateVoucherPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    voucher: t.field({ type: VoucherType, nullable: true, resolve: (p) => p.voucher }),
  }),
});

builder.mutationFields((t) => ({
  savePaymentMethod: t.field({
    type: SavePaymentMethodPayloadType,
    args: {
      token: t.arg.string({ required: true }),
      indexToReplace: t.arg.int(),
      requiresConfirmation: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => {
      return savePaymentMethod({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
  deletePaymentMethod: t.field({
    type: SimplePayload,
    args: { index: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      return deletePaymentMethod({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
  setDefaultPaymentMethod: t.field({
    type: SimplePayload,
    args: { index: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      return setDefaultPaymentMethod({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
  createTopUpRequest: t.field({
    type: TopUpPayloadType,
    args: {
      amount: t.arg({ type: 'Decimal', required: true }),
      type: t.arg({ type: TopUpMethod, required: true }),
      description: t.arg.string(),
      provider: t.arg.string({ description: 'SELLER_CENTER: the seller-center backend (e.g. sc_sg).' }),
      redeemId: t.arg.id(),
      idempotencyKey: t.arg.string({
        description: 'One per submission; the same key again answers the first request.',
      }),
    },
    resolve: (_root, args, ctx) => {
      return createTopUpRequest({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
  checkVerifiedTopUpRequest: t.field({
    type: TopUpPayloadType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      return checkVerifiedTopUpRequest({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
  redeemVoucherCode: t.field({
    type: RedeemVoucherPayloadType,
    args: { voucherCode: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      return redeemVoucherCode({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
  updateAutoTopUp: t.field({
    type: UpdateAutoTopUpPayloadType,
    args: {
      autoTopUp: t.arg.boolean({ required: true }),
      autoTopUpThreshold: t.arg({ type: 'Decimal' }),
      autoTopUpAmount: t.arg({ type: 'Decimal' }),
    },
    resolve: (_root, args, ctx) => {
      return updateAutoTopUp({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
  createVoucher: t.field({
    type: CreateVoucherPayloadType,
    description: 'Staff: a top-up voucher.',
    args: {
      code: t.arg.string({ required: true }),
      percentage: t.arg({ type: 'Decimal' }),
      fixedPrice: t.arg({ type: 'Decimal' }),
      minAmount: t.arg({ type: 'Decimal' }),
      validFrom: t.arg({ type: 'DateTime', required: true }),
      redeemBy: t.arg({ type: 'DateTime', required: true }),
      eligibleCompanyIds: t.arg.idList(),
    },
    resolve: (_root, args, ctx) => {
      return createVoucher({ deps: ctx.deps, actor: requireSession(ctx), input: args });
    },
  }),
}));
