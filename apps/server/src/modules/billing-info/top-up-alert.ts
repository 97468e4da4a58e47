import { formatMicros, formatMoney } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingInfo, companies, currencies, memberships, roles, users } from '../../db/schema/index';
import { enqueueJob, type JobDeps } from '../jobs/job-queue';
import { notificationMessage } from '../notifications/messages';
import { escapeHtml, notifyUsers } from '../notifications/notify';
import { spendableBalance, spendableBalanceAsOf, type Tx } from '../wallet/ledger';
import type { WalletSpent } from '../wallet/wallet-events';

export const TOP_UP_ALERT_JOB = 'top-up-alert';

/**
 * Called by spendFromWallet (and the expiry sweep, a refund) in its transaction, under the wallet lock (docs/decisions/0070):
 * when this entry took the spendable balance (what can pay for ads, decisions 0258 and 0263) from at or above the
 * billing info's `topUpAlertAmount` to below it, queues one alert job. Stateless "once per crossing": only the
 * entry that crosses queues, entries are serialised per wallet, and the job key is the entry (a replayed spend
 * posts nothing and queues nothing).
 */
export async function enqueueTopUpAlertCheck(tx: Tx, input: WalletSpent): Promise<boolean> {
  const [info] = await tx
    .select({ alert: billingInfo.topUpAlertAmountMicros })
    .from(billingInfo)
    .where(eq(billingInfo.companyId, input.companyId));
  const alert = info?.alert;
  if (alert == null || alert <= 0n) return false;
  const after = await spendableBalance(tx, input.companyId, input.at);
  // A spend draws only on lots that can pay at `at`: before it, the wallet could pay what it took more. A refund
  // says what of its lot could pay then (decision 0279).
  const taken = input.refund ? input.refund.spendable : input.balanceBefore - input.balanceAfter;
  const hasCrossed = input.expiredAt
    ? await crossedAtExpiry(tx, input.companyId, alert, input.expiredAt)
    : after + taken >= alert && after < alert;
  if (!hasCrossed) return false;
  const job = await enqueueJob(tx as unknown as Db, {
    kind: TOP_UP_ALERT_JOB,
    payload: {
      companyId: input.companyId,
      alertAmount: String(alert),
      balance: String(after),
    },
    dedupeKey: `${TOP_UP_ALERT_JOB}:${input.entryId}`,
  });
  return job !== null;
}

/**
 * The sweep's crossing happened at the lots' expiry, not at the sweep: spends in between saw the wallet without
 * that money, and one of them may have crossed (and alerted) already. So the wallet is read as it stood on both
 * sides of each expiry instant.
 */
async function crossedAtExpiry(tx: Tx, companyId: number, alert: bigint, instants: readonly Date[]) {
  for (const instant of instants) {
    const justBefore = new Date(instant.getTime() - 1);
    const before = await spendableBalanceAsOf(tx, companyId, justBefore, instant);
    if (before < alert) continue;
    if ((await spendableBalanceAsOf(tx, companyId, instant, instant)) < alert) return true;
  }
  return false;
}

/** The company's active owners (billing is theirs, spec 1 §6) with their e-mail. */
async function activeOwners(db: Db, companyId: number) {
  return db
    .select({ id: users.id, email: users.email })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.companyId, companyId), eq(memberships.status, 'ACTIVE'), eq(roles.name, 'OWNER')),
    );
}

/** The job: an in-app notification and an e-mail to every active owner. */
export async function sendTopUpAlert(payload: unknown, deps: Pick<JobDeps, 'db' | 'mailer' | 'config'>) {
  const data = payload as { companyId?: unknown; alertAmount?: unknown; balance?: unknown } | null;
  const companyId = Number(data?.companyId);
  if (!Number.isInteger(companyId)) return;
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return;
  const [currency] = await deps.db
    .select()
    .from(currencies)
    .where(eq(currencies.code, company.walletCurrency));
  const money = (value: unknown) =>
    formatMoney(BigInt(String(value ?? '0')), company.walletCurrency, currency?.maxFractionDigits ?? 2);
  const amountValue = (value: unknown) => ({
    money: formatMicros(BigInt(String(value ?? '0'))),
    currency: company.walletCurrency,
    maxFractionDigits: currency?.maxFractionDigits ?? null,
  });
  const balance = money(data?.balance);
  const alert = money(data?.alertAmount);
  const owners = await activeOwners(deps.db, companyId);
  await notifyUsers(deps.db, {
    userIds: owners.map((owner) => owner.id),
    companyId,
    kind: 'LOW_BALANCE',
    messageHtml: `Your wallet balance is <b>${escapeHtml(balance)}</b>, below your top-up alert of <b>${escapeHtml(alert)}</b>.`,
    message: notificationMessage('lowBalance', {
      balance: amountValue(data?.balance),
      alert: amountValue(data?.alertAmount),
    }),
    link: '/billing/credits',
  });
  const link = `${deps.config.publicUrl}/billing/credits`;
  for (const owner of owners)
    await deps.mailer.send({
      to: owner.email,
      subject: `${company.name}: wallet balance below ${alert}`,
      text: `The wallet balance of ${company.name} is ${balance}, below the top-up alert of ${alert} set in the billing information.\n\nTop up to keep your ads running: ${link}`,
    });
}
