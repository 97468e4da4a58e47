import { type MetaDeps, type SellerCall, sellerAndAccount, sellerOf } from '../meta-ads/meta-scope';
import { syncAccountSpend } from '../meta-ads/sync-spend';
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
}: SellerCall<{ isMainWallet?: boolean | null }, MetaDeps>): Promise<WalletBalance> {
  const { db } = deps;
  if (input.isMainWallet) {
    await sellerOf(deps, actor, input.sellerId);
    const summary = (await walletSummary({ deps, actor }))!;
    return { balance: summary.paidCredit, currency: summary.currency };
  }
  const { seller, account } = await sellerAndAccount(deps, actor, input.sellerId);
  if (account) await chargeReportedSpend(deps, account);
  const company = (await billingCompany(db, actor.companyId))!;
  const balance = await metaWalletBalance({ db, companyId: actor.companyId, sellerId: seller.id });
  return { balance, currency: company.currency };
}

/** adAccountBalance: the seller's ad account with its Meta wallet's balance; null when not onboarded. */
export async function adAccountBalance({
  deps,
  actor,
  input,
}: SellerCall<unknown, MetaDeps>): Promise<AdAccountBalance | null> {
  const { db } = deps;
  const { seller, account } = await sellerAndAccount(deps, actor, input.sellerId);
  if (!account) return null;
  await chargeReportedSpend(deps, account);
  return {
    walletBalance: await metaWalletBalance({ db, companyId: actor.companyId, sellerId: seller.id }),
    accountCurrency: account.currency,
    accountName: account.accountName,
    accountId: account.accountId,
  };
}

/**
 * A balance is read after the spend Meta has reported so far is charged, as the insights and the campaigns
 * are, so the page's figures and the wallet agree. Meta not answering leaves the last charged balance (the
 * spend sync job charges it within a minute once Meta answers again).
 */
async function chargeReportedSpend(deps: MetaDeps, account: Parameters<typeof syncAccountSpend>[1]) {
  try {
    await syncAccountSpend(deps, account);
  } catch {
    // Read what is charged; nothing is lost, only charged later.
  }
}
