import { parseDecimalToMicros } from '@portal/domain';
import { mpaTopUpTaxRates } from '@portal/domain/mpa-top-up';
import { builder } from '../../graphql/builder';
import { requireCompanyActor } from '../../graphql/context';
import { sellerArgs } from '../meta-ads/meta-ads.args';
import { createMpaTopUpRequest } from './create-mpa-top-up-request';
import { approveMpaTopUpRequest, completeMpaTopUpRequest, failMpaTopUpRequest } from './decide-mpa-top-up';
import { listMpaTopUpRequests } from './list-mpa-top-up-requests';
import { listPendingMpaTopUps } from './list-pending-mpa-top-ups';
import { adAccountBalance, getWalletBalance } from './mpa-balances';
import {
  AdAccountBalanceType,
  MpaTopUpMethodEnum,
  MpaTopUpPayloadType,
  MpaTopUpRequestPageType,
  MpaTopUpStatusEnum,
  StaffMpaTopUpRequestPageType,
  WalletBalanceType,
} from './mpa-wallet.types';

/** The Meta wallets and their top-ups (spec 3 §2.2, §9; decision 0230). */
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
