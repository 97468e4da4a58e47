import { parseDecimalToMicros } from '@portal/domain';
import { mpaTopUpMethods, mpaTopUpStatuses, mpaTopUpTaxRates } from '@portal/domain/mpa-top-up';
import { builder } from '../../graphql/builder';
import { requireCompanyActor } from '../../graphql/context';
import { pagedType } from '../../graphql/paged';
import { payloadFields } from '../../graphql/payload';
import { sellerArgs } from '../meta-ads/meta-ads.args';
import { createMpaTopUpRequest } from './create-mpa-top-up-request';
import { approveMpaTopUpRequest, completeMpaTopUpRequest, failMpaTopUpRequest } from './decide-mpa-top-up';
import { listMpaTopUpRequests, type MpaTopUpPage } from './list-mpa-top-up-requests';
import { listPendingMpaTopUps, type StaffMpaTopUp } from './list-pending-mpa-top-ups';
import {
  type AdAccountBalance,
  adAccountBalance,
  getWalletBalance,
  type WalletBalance,
} from './mpa-balances';
import type { MpaInvoice, MpaTopUpPayload, MpaTopUpView } from './mpa-top-up-rows';

/** The Meta wallets and their top-ups (spec 3 §2.2, §9; decision 0230). */
const WalletBalanceType = builder.objectRef<WalletBalance>('WalletBalance').implement({
  fields: (t) => ({
    balance: t.field({ type: 'Decimal', resolve: (w) => w.balance }),
    currency: t.exposeString('currency'),
  }),
});

const AdAccountBalanceType = builder.objectRef<AdAccountBalance>('AdAccountBalance').implement({
  fields: (t) => ({
    walletBalance: t.field({ type: 'Decimal', resolve: (a) => a.walletBalance }),
    accountCurrency: t.exposeString('accountCurrency'),
    accountName: t.exposeString('accountName'),
    accountId: t.exposeString('accountId'),
  }),
});

const MpaTopUpMethodEnum = builder.enumType('MpaTopUpMethod', { values: mpaTopUpMethods });
const MpaTopUpStatusEnum = builder.enumType('MpaTopUpStatus', { values: mpaTopUpStatuses });

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
  }),
});

const MpaTopUpRequestPageType = builder.objectRef<MpaTopUpPage>('MpaTopUpRequestPage').implement({
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

const StaffMpaTopUpRequestPageType = pagedType('StaffMpaTopUpRequestPage', StaffMpaTopUpRequestType);

const MpaTopUpPayloadType = builder.objectRef<MpaTopUpPayload>('MpaTopUpRequestPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    topUpRequest: t.field({ type: MpaTopUpRequestType, nullable: true, resolve: (p) => p.topUpRequest }),
  }),
});

builder.queryFields((t) => ({
  getWalletBalance: t.field({
    type: WalletBalanceType,
    description:
      "The seller's Meta wallet; isMainWallet: the company wallet's paid credit (what PAID_CREDIT top-ups may use).",
    args: { ...sellerArgs(t.arg), isMainWallet: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, args, ctx) =>
      getWalletBalance({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  adAccountBalance: t.field({
    type: AdAccountBalanceType,
    nullable: true,
    description:
      "The seller's ad account and its Meta wallet balance; null when the seller is not onboarded.",
    args: sellerArgs(t.arg),
    resolve: (_root, args, ctx) =>
      adAccountBalance({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  mpaTopUpTax: t.field({
    type: 'Decimal',
    description: 'The tax rate of a top-up method, in percent.',
    args: { method: t.arg({ type: MpaTopUpMethodEnum, required: true }) },
    resolve: (_root, args) => parseDecimalToMicros(mpaTopUpTaxRates[args.method])!,
  }),
  mpaTopUpRequests: t.field({
    type: MpaTopUpRequestPageType,
    description:
      "A seller's Meta wallet top-ups, newest first; days YYYY-MM-DD in the seller's catalog calendar.",
    args: {
      ...sellerArgs(t.arg),
      fromDate: t.arg.string(),
      toDate: t.arg.string(),
      method: t.arg({ type: MpaTopUpMethodEnum }),
      status: t.arg({ type: MpaTopUpStatusEnum }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 10 }),
    },
    resolve: (_root, args, ctx) =>
      listMpaTopUpRequests({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  pendingMpaTopUpRequests: t.field({
    type: StaffMpaTopUpRequestPageType,
    description:
      'Staff: wire transfers to Meta wallets waiting for a decision (REQUESTING, APPROVED), oldest first.',
    args: { page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_root, args, ctx) => listPendingMpaTopUps({ deps: ctx.deps, input: args }),
  }),
}));

builder.mutationFields((t) => ({
  createMpaTopUpRequest: t.field({
    type: MpaTopUpPayloadType,
    description:
      "Tops up the seller's Meta wallet: a wire transfer request, a card charge or a move of paid credit.",
    args: {
      ...sellerArgs(t.arg),
      requestAmount: t.arg({ type: 'Decimal', required: true }),
      method: t.arg({ type: MpaTopUpMethodEnum, required: true }),
      idempotencyKey: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      createMpaTopUpRequest({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  approveMpaTopUpRequest: t.field({
    type: MpaTopUpPayloadType,
    description: "Staff: a wire transfer's payment was seen.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => approveMpaTopUpRequest({ deps: ctx.deps, input: args }),
  }),
  completeMpaTopUpRequest: t.field({
    type: MpaTopUpPayloadType,
    description:
      "Staff: a wire transfer's money arrived; credits the Meta wallet, issues the invoice, funds Meta.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => completeMpaTopUpRequest({ deps: ctx.deps, input: args }),
  }),
  failMpaTopUpRequest: t.field({
    type: MpaTopUpPayloadType,
    description: "Staff: a wire transfer's money never came; the reason is shown to the company.",
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => failMpaTopUpRequest({ deps: ctx.deps, input: args }),
  }),
}));
