import { formatMicros } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/validate';
import { useCheckVerifiedTopUpRequest } from '../api/check-verified-top-up-request';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { afterTopUpTypenames, useCreateTopUpRequest } from '../api/create-top-up-request';
import { type PaymentInstructions, readTopUpRequestPayload } from '../api/top-up-request-payload';
import type { TopUpResult } from '../components/top-up-result-modal';
import type { TopUpMethodType } from './top-up-quote';

const refetchContext = { additionalTypenames: afterTopUpTypenames };

export type TopUpOrder = {
  micros: bigint;
  method: { type: TopUpMethodType; provider: string | null };
  redeemId: string | null;
};

type Confirming = { id: string; token: string; total: string };

/**
 * Spec 1 §4 payment flow: create the request; a PAID one is done, a card PENDING one with a confirm token
 * goes through the provider's confirmation and is verified; anything else was received (a wire transfer or
 * credit note with its payment instructions). The server's
 * messages stay in the banner until the user changes the form.
 */
export function useTopUpPayment(
  onDone: (result: TopUpResult, instructions: PaymentInstructions | null) => void,
) {
  const { t } = useTranslation('topUp');
  const [, createTopUp] = useCreateTopUpRequest();
  const [, checkVerified] = useCheckVerifiedTopUpRequest();
  const [isProcessing, setProcessing] = useState(false);
  const [bannerLines, setBannerLines] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const fail = (lines: string[]) => {
    setConfirming(null);
    setProcessing(false);
    setBannerLines(lines);
  };
  const finish = (result: TopUpResult, instructions: PaymentInstructions | null = null) => {
    setProcessing(false);
    setConfirming(null);
    setBannerLines([]);
    onDone(result, instructions);
  };

  const submit = async ({ micros, method, redeemId }: TopUpOrder) => {
    setProcessing(true);
    setBannerLines([]);
    const response = await createTopUp(
      {
        amount: formatMicros(micros),
        type: method.type,
        provider: method.provider,
        redeemId,
        idempotencyKey: crypto.randomUUID(),
      },
      refetchContext,
    );
    const payload = readTopUpRequestPayload(response.data?.createTopUpRequest);
    const topUp = payload?.topUp;
    if (!payload?.ok || !topUp) {
      const lines = errorLines({ errors: payload?.errors, error: response.error });
      return fail(lines.length ? lines : [t('error.generic')]);
    }
    if (topUp.status === 'PAID') return finish('paid');
    if (topUp.status === 'PENDING' && payload.confirmToken) {
      setConfirming({ id: topUp.id, token: payload.confirmToken, total: topUp.total });
      return;
    }
    // A wire transfer or credit note: received, with where to pay, the reference and the amount.
    finish('received', topUp.paymentInstructions ?? null);
  };

  const answerConfirmation = async (approve: boolean) => {
    if (!confirming) return;
    const confirmation = await confirmSandboxPayment(confirming.token, approve);
    if (!confirmation.ok) {
      const reason = confirmation.declineReason;
      // The reason is a translation key (decision 0170) or a card network's own sentence.
      const said = reason ? translateMessage(reason, (key, values) => t(key, values)) : '';
      return fail([said ? `${t('error.cannotConfirm')} ${said}` : t('error.cannotConfirm')]);
    }
    const verified = await checkVerified({ id: confirming.id }, refetchContext);
    const payload = readTopUpRequestPayload(verified.data?.checkVerifiedTopUpRequest);
    if (payload?.topUp?.status === 'PAID') return finish('paid');
    if (payload && !payload.ok && payload.topUp?.status === 'FAILED')
      return fail(errorLines({ errors: payload.errors, error: verified.error }));
    finish('received');
  };

  const clearBanner = () => setBannerLines([]);
  /** Closing the modal drops a pending confirmation and the banner. */
  const reset = () => {
    setBannerLines([]);
    setConfirming(null);
  };

  return { submit, answerConfirmation, clearBanner, reset, isProcessing, bannerLines, confirming };
}
