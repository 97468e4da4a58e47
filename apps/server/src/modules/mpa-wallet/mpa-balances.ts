import type { AppDeps } from '../../app-deps';
import { type SellerCall, sellerAndAccount, sellerOf } from '../meta-ads/meta-scope';
import { billingCompany } from '../payments/payments-settings';
import { walletSummary } from '../wallet/wallet-summary';
import { metaWalletBalance } from './meta-wallet-ledger';

export type WalletBalance = { balance: bigint; currency: string };

export type AdAccountBalance = {
  walletBalance: bigint;
  accountCurrency: string;
  accountName: string;
  accountId: string;
};

/**
 * getWalletBalance: the seller's Meta wallet (its ledger account) in the company's wallet currency; with
 * `isMainWallet`, the company wallet's paid credit, the part of it a PAID_CREDIT top-up may move (free credit
 * never pays Meta), from the wallet module's summary.
 */
export async function getWalletBalance({
  deps,
  actor,
  input,
}: SellerCall<{ isMainWallet?: boolean | null }, Pick<AppDeps, 'db' | 'now'>>): Promise<WalletBalance> {
  const { db } = deps;
  const seller = await sellerOf(deps, actor, input.sellerId);
  if (input.isMainWallet) {
    const summary = (await walletSummary({ deps, actor }))!;
    return { balance: summary.paidCredit, currency: summary.currency };
  }
  const company = (await billingCompany(db, actor.companyId))!;
  const balance = await metaWalletBalance({ db, companyId: actor.companyId, sellerId: seller.id });
  return { balance, currency: company.currency };
}

/** adAccountBalance: the seller's ad account with its Meta wallet's balance; null when not onboarded. */
export async function adAccountBalance({ deps, actor, input }: SellerCall): Promise<AdAccountBalance | null> {
  const { db } = deps;
  const { seller, account } = await sellerAndAccount(deps, actor, input.sellerId);
  if (!account) return null;
  return {
    walletBalance: await metaWalletBalance({ db, companyId: actor.companyId, sellerId: seller.id }),
    accountCurrency: account.currency,
    accountName: account.accountName,
    accountId: account.accountId,
  };
}
