import { formatMicros, formatMoney } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { autoTopUpSettings, jobs } from '../../db/schema/index';
import { notificationMessage } from '../notifications/messages';
import { escapeHtml, notifyCompanyManagers } from '../notifications/notify';
import { spendableBalance, type Tx } from '../wallet/ledger';
import { createTopUpRequest } from './create-top-up-request';
import { AUTHENTICATION_REQUIRED, DECLINED } from './sandbox-payment-provider';

export const AUTO_TOP_UP_JOB = 'auto-top-up';

/** The crossing a check belongs to: one per armed period of the settings (re-arming changes `updatedAt`). */
const crossingKey = (companyId: number, armedAt: Date) => `auto-top-up:${companyId}:${armedAt.getTime()}`;

/**
 * Called at the end of a spend or an expiry sweep (inside its transaction, `at` its time): when auto top-up is
 * on, armed, and what the wallet can pay at `at` (the spendable balance, as the delivery index reads it,
 * decisions 0258 and 0263) is below the threshold, queues one check for this crossing (the dedupe key drops
 * the others).
 */
export async function enqueueAutoTopUpCheck(db: Db | Tx, companyId: number, at: Date): Promise<boolean> {
  const [settings] = await db
    .select()
    .from(autoTopUpSettings)
    .where(eq(autoTopUpSettings.companyId, companyId));
  if (!settings?.isEnabled || !settings.isArmed) return false;
  if ((await spendableBalance(db, companyId, at)) >= settings.thresholdMicros) return false;
  const [job] = await db
    .insert(jobs)
    .values({
      kind: AUTO_TOP_UP_JOB,
      payload: { companyId },
      dedupeKey: crossingKey(companyId, settings.updatedAt),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return Boolean(job);
}

export type AutoTopUpOutcome =
  | 'disabled'
  | 'above-threshold'
  | 'already-charged'
  | 'charged'
  | 'pending'
  | 'failed';

/**
 * The job: charges one top-up of the configured amount to the default card when the spendable balance now is
 * below the threshold (an expired lot not yet swept, or one not started, pays no ad) and the settings are armed.
 * Disarming is the first write (compare-and-set), so two runs for the same crossing charge once; completing any
 * top-up that lifts the spendable balance to the threshold or above re-arms.
 */
export async function runAutoTopUp(
  deps: Pick<AppDeps, 'db' | 'now'>,
  { companyId }: { companyId: number },
): Promise<AutoTopUpOutcome> {
  const [settings] = await deps.db
    .select()
    .from(autoTopUpSettings)
    .where(eq(autoTopUpSettings.companyId, companyId));
  if (!settings?.isEnabled) return 'disabled';
  const balance = await spendableBalance(deps.db, companyId, deps.now());
  if (balance >= settings.thresholdMicros) {
    if (!settings.isArmed)
      await deps.db
        .update(autoTopUpSettings)
        .set({ isArmed: true, updatedAt: deps.now() })
        .where(and(eq(autoTopUpSettings.companyId, companyId), eq(autoTopUpSettings.isArmed, false)));
    return 'above-threshold';
  }
  const [disarmed] = await deps.db
    .update(autoTopUpSettings)
    .set({ isArmed: false })
    .where(
      and(
        eq(autoTopUpSettings.companyId, companyId),
        eq(autoTopUpSettings.isArmed, true),
        eq(autoTopUpSettings.updatedAt, settings.updatedAt),
      ),
    )
    .returning();
  if (!disarmed) return 'already-charged';
  const result = await createTopUpRequest({
    deps,
    actor: { companyId, user: null },
    input: {
      amount: settings.amountMicros,
      type: 'CARD',
      description: 'Auto top-up',
      idempotencyKey: crossingKey(companyId, settings.updatedAt),
      isAutoTopUp: true,
    },
  });
  const currency = result.topUp?.currency;
  // The same figure the billing pages show (decision 0172); the plain decimal if no top-up came back.
  const amount = currency
    ? formatMoney(settings.amountMicros, currency, null)
    : formatMicros(settings.amountMicros);
  const amountValue = { money: formatMicros(settings.amountMicros), currency: currency ?? '' };
  if (result.topUp?.status === 'PAID') {
    await notifyCompanyManagers(deps.db, companyId, {
      kind: 'AUTO_TOP_UP_PAID',
      messageHtml: `Auto top-up of <b>${escapeHtml(amount)}</b> was charged to your default card.`,
      message: notificationMessage('autoTopUpPaid', { amount: amountValue }),
      link: '/billing/credits',
    });
    return 'charged';
  }
  const reason = result.topUp?.statusReason ?? result.errors.flatMap((error) => error.messages).join(', ');
  await notifyCompanyManagers(deps.db, companyId, {
    kind: 'AUTO_TOP_UP_FAILED',
    messageHtml: `Auto top-up of <b>${escapeHtml(amount)}</b> failed: ${escapeHtml(notificationReason(reason))}`,
    message: notificationMessage('autoTopUpFailed', { amount: amountValue, reason: { message: reason } }),
    link: '/billing/method',
  });
  return result.topUp?.status === 'PENDING' ? 'pending' : 'failed';
}

/**
 * Notifications are stored as English markup (every other kind is too), so a decline reason that is a
 * translation key (decision 0170) is said in words here rather than shown as a raw key; a provider's own
 * sentence (Stripe's) is quoted as it came.
 */
const declineWords: Record<string, string> = {
  [DECLINED]: 'your card was declined.',
  [AUTHENTICATION_REQUIRED]: 'your bank asks you to confirm the payment; top up by hand to confirm it.',
};

export function notificationReason(reason: string): string {
  if (!reason) return 'the payment failed.';
  const words = declineWords[reason];
  if (words) return words;
  return /^[a-zA-Z]+:[\w.]+(\?.*)?$/.test(reason) ? 'the payment failed.' : `${reason.replace(/\.$/, '')}.`;
}

/** For the job runner: `kind` 'auto-top-up', payload `{ companyId }`. */
export async function autoTopUpJobHandler(
  deps: Pick<AppDeps, 'db' | 'now'>,
  payload: unknown,
): Promise<void> {
  const companyId = Number((payload as { companyId?: unknown } | null)?.companyId);
  if (!Number.isInteger(companyId) || companyId <= 0) throw new Error('auto-top-up: bad payload');
  await runAutoTopUp(deps, { companyId });
}
