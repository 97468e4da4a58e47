import { SIGN_IN_CODE_JOB, sendSignInCode } from '../auth/sign-in-code-job';
import { enqueueTopUpAlertCheck, sendTopUpAlert, TOP_UP_ALERT_JOB } from '../billing-info/top-up-alert';
import { SPEND_CHARGE_JOB, spendChargeJobHandler } from '../delivery/charge-spend';
import { DEMO_HISTORY_JOB, demoHistoryJobHandler } from '../delivery/demo-history-job';
import { EXPORT_JOB_KIND } from '../exports/create-export-request';
import { EXPORT_CLEANUP_JOB, expireExportsJobHandler } from '../exports/expire-exports';
import { runExport } from '../exports/run-export';
import { META_ONBOARD_SELLER_JOB } from '../meta-ads/onboard-seller';
import { runOnboardSeller } from '../meta-ads/onboard-seller-job';
import { META_SYNC_SPEND_JOB, metaJobDeps, syncAllMetaSpend } from '../meta-ads/sync-spend-job';
import { chargeMetaSpend, metaWalletBalance } from '../mpa-wallet/meta-wallet-ledger';
import { PASSWORD_RESET_JOB, sendPasswordReset } from '../passwords/reset-password-job';
import { disarmAutoTopUpOnRefund } from '../payments/disarm-auto-top-up-on-refund';
import { AUTO_TOP_UP_JOB, autoTopUpJobHandler, enqueueAutoTopUpCheck } from '../payments/run-auto-top-up';
import { SPONSOR_SCHEDULE_JOB, sponsorScheduleJobHandler } from '../sponsor-lists/sponsor-schedule-job';
import { CREDIT_EXPIRY_JOB, creditExpiryJobHandler } from '../wallet/credit-expiry-job';
import { subscribeToWalletSpent, type WalletSpentSubscriber } from '../wallet/wallet-events';
import { JOB_MAX_ATTEMPTS, type JobHandler } from './job-queue';

/** The Meta wallets as the Meta ads jobs charge them (meta-ads cannot import mpa-wallet, which imports it). */
const metaWallet = { balance: metaWalletBalance, charge: chargeMetaSpend };

/**
 * Every kind of background job and its handler, in one place: "what runs in the background" is this list.
 * A module queues its kind through job-queue.ts; the runner (job-runner.ts) looks the handler up here.
 */
export const jobHandlers: ReadonlyMap<string, JobHandler> = new Map<string, JobHandler>([
  [SIGN_IN_CODE_JOB, (payload, deps) => sendSignInCode(deps, payload)],
  [PASSWORD_RESET_JOB, sendPasswordReset],
  [EXPORT_JOB_KIND, runExport],
  [EXPORT_CLEANUP_JOB, expireExportsJobHandler],
  [AUTO_TOP_UP_JOB, (payload, deps) => autoTopUpJobHandler(deps, payload)],
  [TOP_UP_ALERT_JOB, (payload, deps) => sendTopUpAlert(payload, deps)],
  [CREDIT_EXPIRY_JOB, creditExpiryJobHandler],
  [SPONSOR_SCHEDULE_JOB, sponsorScheduleJobHandler],
  [SPEND_CHARGE_JOB, spendChargeJobHandler],
  [DEMO_HISTORY_JOB, demoHistoryJobHandler],
  [
    META_ONBOARD_SELLER_JOB,
    (payload, deps, job) =>
      runOnboardSeller(metaJobDeps(deps, metaWallet), payload, { isLast: job.attempts >= JOB_MAX_ATTEMPTS }),
  ],
  [META_SYNC_SPEND_JOB, (_payload, deps) => syncAllMetaSpend(metaJobDeps(deps, metaWallet))],
]);

/**
 * The jobs a spend (or the expiry sweep, decision 0263, or a refund, 0279) may start: auto top-up and the top-up
 * alert listen to the wallet, which knows neither (docs/decisions/0174). Called by buildApp before anything can
 * spend (the demo seed does).
 */
export function subscribeJobsToWallet(): void {
  subscribeToWalletSpent(checkAutoTopUp);
  subscribeToWalletSpent(enqueueTopUpAlertCheck);
}

// A refund gave the money back: it disarms rather than charges the card again (decision 0279).
const checkAutoTopUp: WalletSpentSubscriber = (tx, spent) =>
  spent.refund
    ? disarmAutoTopUpOnRefund(tx, spent.companyId, spent.at)
    : enqueueAutoTopUpCheck(tx, spent.companyId, spent.at);
