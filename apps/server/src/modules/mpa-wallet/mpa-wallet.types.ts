import { mpaTopUpMethods, mpaTopUpStatuses } from '@portal/domain/mpa-top-up';
import { builder } from '../../graphql/builder';
import { pagedType } from '../../graphql/paged';
import { payloadFields } from '../../graphql/payload';
import { PaymentInstructionsType } from '../payments/payments.graphql';
import type { MpaTopUpPage } from './list-mpa-top-up-requests';
import type { StaffMpaTopUp } from './list-pending-mpa-top-ups';
import type { AdAccountBalance, WalletBalance } from './mpa-balances';
import {
  type MpaInvoice,
  type MpaTopUpPayload,
  type MpaTopUpView,
  mpaPaymentInstructions,
  mpaTopUpReference,
} from './mpa-top-up-rows';

/** The Meta wallets' and their top-ups' types (spec 3 §2.2, §9; decision 0230). */
export const WalletBalanceType = builder.objectRef<WalletBalance>('WalletBalance').implement({
  fields: (t) => ({
    balance: t.field({ type: 'Decimal', resolve: (w) => w.balance }),
    currency: t.exposeString('currency'),
  }),
});

export const AdAccountBalanceType = builder.objectRef<AdAccountBalance>('AdAccountBalance').implement({
  fields: (t) => ({
    walletBalance: t.field({ type: 'Decimal', resolve: (a) => a.walletBalance }),
    accountCurrency: t.exposeString('accountCurrency'),
    accountName: t.exposeString('accountName'),
    accountId: t.exposeString('accountId'),
  }),
});

export const MpaTopUpMethodEnum = builder.enumType('MpaTopUpMethod', { values: mpaTopUpMethods });
export const MpaTopUpStatusEnum = builder.enumType('MpaTopUpStatus', { values: mpaTopUpStatuses });

const MpaInvoiceType = builder.objectRef<MpaInvoice>('MpaInvoice').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    invoiceNo: t.exposeString('invoiceNo'),
    downloadUrl: t.exposeString('downloadUrl', {
      description:
        "The documents module's download route: POST it `{ invoiceId }` with the anti-forgery header.",
    }),
  }),
});

const MpaTopUpRequestType = builder.objectRef<MpaTopUpView>('MpaTopUpRequest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sellerId: t.exposeID('sellerId'),
    dateCreated: t.field({ type: 'DateTime', resolve: (r) => r.dateCreated }),
    dateUpdated: t.field({ type: 'DateTime', resolve: (r) => r.dateUpdated }),
    method: t.field({ type: MpaTopUpMethodEnum, resolve: (r) => r.method }),
    requestAmount: t.field({ type: 'Decimal', resolve: (r) => r.requestAmountMicros }),
    tax: t.field({
      type: 'Decimal',
      description: 'The rate in percent (9 = 9 %).',
      resolve: (r) => r.taxPercentMicros,
    }),
    taxAmount: t.field({ type: 'Decimal', resolve: (r) => r.taxMicros }),
    total: t.field({ type: 'Decimal', resolve: (r) => r.totalMicros }),
    currency: t.exposeString('currency'),
    status: t.field({ type: MpaTopUpStatusEnum, resolve: (r) => r.status }),
    statusReason: t.exposeString('statusReason', { nullable: true }),
    invoice: t.field({ type: MpaInvoiceType, nullable: true, resolve: (r) => r.invoice }),
    reference: t.string({
      nullable: true,
      description:
        'What the payment of a wire transfer quotes (MPA-TOPUP-000123), whatever its status (staff complete APPROVED ones too), so staff match the money to it; null for any other method.',
      resolve: (r) => mpaTopUpReference(r),
    }),
    paymentInstructions: t.field({
      type: PaymentInstructionsType,
      nullable: true,
      description:
        'A wire transfer waiting for its money (REQUESTING): bank account, reference (MPA-TOPUP-…) and amount to pay.',
      resolve: (r, _args, ctx) => mpaPaymentInstructions({ deps: ctx.deps, input: r }),
    }),
  }),
});

export const MpaTopUpRequestPageType = builder.objectRef<MpaTopUpPage>('MpaTopUpRequestPage').implement({
  fields: (t) => ({
    objects: t.field({ type: [MpaTopUpRequestType], resolve: (p) => p.objects }),
    page: t.exposeInt('page'),
    numPages: t.exposeInt('numPages'),
    totalCount: t.exposeInt('totalCount'),
    hasNext: t.exposeBoolean('hasNext'),
    hasPrev: t.exposeBoolean('hasPrev'),
  }),
});

const StaffMpaTopUpRequestType = builder.objectRef<StaffMpaTopUp>('StaffMpaTopUpRequest').implement({
  fields: (t) => ({
    request: t.field({ type: MpaTopUpRequestType, resolve: (s) => s.request }),
    companyId: t.exposeID('companyId'),
    companyName: t.exposeString('companyName'),
    sellerName: t.exposeString('sellerName'),
  }),
});

export const StaffMpaTopUpRequestPageType = pagedType('StaffMpaTopUpRequestPage', StaffMpaTopUpRequestType);

export const MpaTopUpPayloadType = builder.objectRef<MpaTopUpPayload>('MpaTopUpRequestPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    topUpRequest: t.field({ type: MpaTopUpRequestType, nullable: true, resolve: (p) => p.topUpRequest }),
  }),
});
