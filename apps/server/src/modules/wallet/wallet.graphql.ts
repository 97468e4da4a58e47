import { isLanguageCode } from '@portal/domain/languages';
import { adTypes, creditKinds, creditPaymentMethods, creditStatuses } from '../../db/schema/index';
import { builder } from '../../graphql/builder';
import { requireCompanyActor, requireCompanyId, requireSession } from '../../graphql/context';
import type { FieldError } from '../../graphql/errors';
import { pagedType } from '../../graphql/paged';
import { payloadFields } from '../../graphql/payload';
import { parseRowId } from '../../graphql/row-id';
import { CatalogType, CurrencyType } from '../catalog/catalog.types';
import { parseBillingDate } from './billing-dates';
import type { CreditRow, WalletTransactionRow } from './credit-wallet';
import { expireCredits } from './expire-credits';
import { creditTimeZone, listCredits } from './list-credits';
import { listWalletTransactions } from './list-wallet-transactions';
import { type CreditPayload, postManualCredit, postWalletSpend, type SpendPayload } from './staff-postings';
import { type WalletSummary, walletSummary } from './wallet-summary';

const CreditKind = builder.enumType('CreditKind', { values: creditKinds });
const CreditStatus = builder.enumType('CreditStatus', { values: creditStatuses });
const CreditPaymentMethod = builder.enumType('CreditPaymentMethod', { values: creditPaymentMethods });
const AdType = builder.enumType('AdType', { values: adTypes });
const WalletTransactionStatus = builder.enumType('WalletTransactionStatus', {
  values: ['COMPLETED', 'FAILED'] as const,
});

const WalletType = builder.objectRef<WalletSummary>('Wallet').implement({
  description: 'The acting company’s prepaid wallet; every figure is derived from its ledger.',
  fields: (t) => ({
    id: t.id({ resolve: (wallet) => wallet.companyId }),
    balance: t.field({ type: 'Decimal', resolve: (wallet) => wallet.balance }),
    currency: t.field({
      type: CurrencyType,
      resolve: async (wallet, _args, ctx) => (await ctx.loaders.currencyByCode.load(wallet.currency))!,
    }),
    unpaidCost: t.field({ type: 'Decimal', resolve: (wallet) => wallet.unpaidCost }),
    freeCredit: t.field({ type: 'Decimal', resolve: (wallet) => wallet.freeCredit }),
    paidCredit: t.field({ type: 'Decimal', resolve: (wallet) => wallet.paidCredit }),
    expiringSoonBalance: t.field({ type: 'Decimal', resolve: (wallet) => wallet.expiringSoonBalance }),
    expiringSoonTimeDelta: t.int({
      nullable: true,
      description: 'Days until the earliest credit expiring within 30 days expires.',
      resolve: (wallet) => wallet.expiringSoonTimeDelta,
    }),
  }),
});

const CreditType = builder
  .objectRef<CreditRow & { remainAmount?: bigint; timeZone?: string }>('Credit')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      dateCreated: t.field({ type: 'DateTime', resolve: (credit) => credit.dateCreated }),
      kind: t.field({ type: CreditKind, resolve: (credit) => credit.kind }),
      amount: t.field({ type: 'Decimal', resolve: (credit) => credit.amount }),
      amountOriginal: t.field({ type: 'Decimal', resolve: (credit) => credit.amountOriginal }),
      startDate: t.field({ type: 'DateTime', resolve: (credit) => credit.startDate }),
      expiryDate: t.field({ type: 'DateTime', nullable: true, resolve: (credit) => credit.expiryDate }),
      remainAmount: t.field({ type: 'Decimal', resolve: (credit) => credit.remainAmount ?? credit.amount }),
      status: t.field({ type: CreditStatus, resolve: (credit) => credit.status }),
      isFree: t.exposeBoolean('isFree'),
      promotionCode: t.exposeString('promotionCode', { nullable: true }),
      paymentMethod: t.field({ type: CreditPaymentMethod, resolve: (credit) => credit.paymentMethod }),
      description: t.exposeString('description'),
      timeZone: t.string({
        description:
          "The IANA zone of the credit's days: its invoice's (or granting credit note's) retailer, as on that document (decision 0171).",
        resolve: async (credit, _args, ctx) =>
          credit.timeZone ?? (await creditTimeZone({ deps: ctx.deps, input: { creditId: credit.id } })),
      }),
    }),
  });

type TransactionItem = WalletTransactionRow & { brandName?: string | null };

const WalletTransactionType = builder.objectRef<TransactionItem>('WalletTransaction').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    currency: t.exposeString('currency', { description: 'The wallet currency code.' }),
    chargeDate: t.field({ type: 'DateTime', resolve: (row) => row.chargeDate }),
    dateCreated: t.field({ type: 'DateTime', resolve: (row) => row.dateCreated }),
    description: t.exposeString('description'),
    brand: t.string({ nullable: true, description: 'Brand name.', resolve: (row) => row.brandName ?? null }),
    brandId: t.id({ nullable: true, resolve: (row) => row.brandId }),
    brandNames: t.stringList({ resolve: (row) => (row.brandName ? [row.brandName] : []) }),
    catalog: t.field({
      type: CatalogType,
      nullable: true,
      resolve: async (row, _args, ctx) =>
        row.catalogId ? ctx.loaders.catalogById.load(row.catalogId) : null,
    }),
    adType: t.field({ type: AdType, nullable: true, resolve: (row) => row.adType }),
    clicks: t.exposeInt('clicks'),
    impressions: t.exposeInt('impressions'),
    amount: t.field({ type: 'Decimal', resolve: (row) => row.amount }),
    unpaidAmount: t.field({ type: 'Decimal', resolve: (row) => row.unpaidAmount }),
    isIncome: t.exposeBoolean('isIncome'),
    status: t.field({ type: WalletTransactionStatus, resolve: (row) => row.status }),
    statusReason: t.exposeString('statusReason', { nullable: true }),
    balanceAfter: t.field({ type: 'Decimal', resolve: (row) => row.balanceAfter }),
  }),
});

const CreditPage = pagedType<CreditRow & { remainAmount?: bigint }>('CreditPage', CreditType);
const WalletTransactionPage = pagedType<TransactionItem>('WalletTransactionPage', WalletTransactionType);

const toId = (value: string | number | null | undefined) =>
  value == null ? null : (parseRowId(value) ?? -1);

builder.queryFields((t) => ({
  wallet: t.field({
    type: WalletType,
    nullable: true,
    resolve: (_root, _args, ctx) => {
      return walletSummary({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
      });
    },
  }),
  listCredits: t.field({
    type: CreditPage,
    args: {
      kind: t.arg({ type: CreditKind }),
      status: t.arg({ type: CreditStatus }),
      paymentMethod: t.arg({ type: CreditPaymentMethod }),
      fromDate: t.arg.string(),
      toDate: t.arg.string(),
      page: t.arg.int(),
      pageSize: t.arg.int({ defaultValue: 10 }),
      sortBy: t.arg.string(),
      language: t.arg.string({
        description:
          'The language the descriptions are written in: the one the page shows (a header switch need not change the profile); the profile language when absent or unknown.',
      }),
    },
    resolve: (_root, { language, ...args }, ctx) => {
      const session = requireSession(ctx);
      return listCredits({
        deps: ctx.deps,
        actor: {
          ...session,
          companyId: requireCompanyId(ctx),
          language: language && isLanguageCode(language) ? language : session.user.language,
        },
        input: {
          ...args,
          fromDate: parseBillingDate(args.fromDate, 'from', session.user.timezone),
          toDate: parseBillingDate(args.toDate, 'to', session.user.timezone),
        },
      });
    },
  }),
  walletTransactions: t.field({
    type: WalletTransactionPage,
    args: {
      fromDate: t.arg.string(),
      toDate: t.arg.string(),
      page: t.arg.int(),
      pageSize: t.arg.int({ defaultValue: 10 }),
      catalogId: t.arg.id(),
      brandId: t.arg.id(),
    },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      return listWalletTransactions({
        deps: ctx.deps,
        actor: { ...session, companyId: requireCompanyId(ctx) },
        input: {
          page: args.page,
          pageSize: args.pageSize,
          fromDate: parseBillingDate(args.fromDate, 'from', session.user.timezone),
          toDate: parseBillingDate(args.toDate, 'to', session.user.timezone),
          catalogId: toId(args.catalogId),
          brandId: toId(args.brandId),
        },
      });
    },
  }),
}));

const WalletSpendPayload = builder.objectRef<SpendPayload>('WalletSpendPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    transaction: t.field({ type: WalletTransactionType, nullable: true, resolve: (p) => p.transaction }),
  }),
});

const CreditPayloadType = builder.objectRef<CreditPayload>('CreditPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    credit: t.field({ type: CreditType, nullable: true, resolve: (p) => p.credit }),
  }),
});

type ExpiryPayload = { ok: boolean; errors: FieldError[]; expiredCount: number; expiredAmount: bigint };

const CreditExpiryPayload = builder.objectRef<ExpiryPayload>('CreditExpiryPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    expiredCount: t.exposeInt('expiredCount'),
    expiredAmount: t.field({ type: 'Decimal', resolve: (p) => p.expiredAmount }),
  }),
});

builder.mutationFields((t) => ({
  postWalletSpend: t.field({
    type: WalletSpendPayload,
    description: 'Staff: charge a company’s wallet as the delivery engine will.',
    args: {
      companyId: t.arg.id({ required: true }),
      amount: t.arg({ type: 'Decimal', required: true }),
      idempotencyKey: t.arg.string({ required: true }),
      brandId: t.arg.id(),
      catalogId: t.arg.id(),
      adType: t.arg({ type: AdType }),
      clicks: t.arg.int(),
      impressions: t.arg.int(),
      chargeDate: t.arg({ type: 'DateTime' }),
    },
    resolve: (_root, args, ctx) => {
      return postWalletSpend({ deps: ctx.deps, input: args });
    },
  }),
  postManualCredit: t.field({
    type: CreditPayloadType,
    description: 'Staff: add a MANUAL credit lot, free or paid, to a company’s wallet.',
    args: {
      companyId: t.arg.id({ required: true }),
      amount: t.arg({ type: 'Decimal', required: true }),
      isFree: t.arg.boolean({ required: true }),
      expiryDate: t.arg({ type: 'DateTime' }),
      description: t.arg.string(),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      return postManualCredit({ deps: ctx.deps, input: args });
    },
  }),
  runCreditExpiry: t.field({
    type: CreditExpiryPayload,
    description: 'Staff: run the credit expiry job now.',
    resolve: async (_root, _args, ctx) => {
      const result = await expireCredits({ deps: ctx.deps });
      return { ok: true, errors: [], ...result };
    },
  }),
}));
