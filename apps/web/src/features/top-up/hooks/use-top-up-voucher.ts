import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { errorLines } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/validate';
import { useRedeemVoucherCode } from '../api/redeem-voucher-code';
import type { TopUpFormValues } from './use-top-up-form';

/** How long the voucher's success notice stays (spec 1 §8: 5 seconds). */
export const VOUCHER_NOTICE_MS = 5000;

/**
 * Redeeming and removing the voucher (spec 1 §4): its errors are the voucher field's, and the amount is
 * checked again because the voucher's minAmount raises the minimum.
 */
export function useTopUpVoucher(
  form: UseFormReturnType<TopUpFormValues>,
  translate: (key: string) => string,
) {
  const [, redeemVoucher] = useRedeemVoucherCode();
  const [isApplying, setApplying] = useState(false);
  const [showsNotice, setShowsNotice] = useState(false);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (noticeTimer.current) clearTimeout(noticeTimer.current);
    },
    [],
  );

  const apply = async () => {
    const code = form.getValues().voucherCode.trim();
    if (!code) return;
    setApplying(true);
    form.clearFieldError('voucherCode');
    const response = await redeemVoucher({ voucherCode: code });
    setApplying(false);
    const payload = response.data?.redeemVoucherCode;
    if (!payload?.ok || !payload.redeemInfo) {
      const lines = errorLines({ errors: payload?.errors, error: response.error });
      form.setFieldError('voucherCode', lines.map((line) => translateMessage(line, translate)).join(' '));
      return;
    }
    form.setFieldValue('voucher', payload.redeemInfo);
    form.validateField('amount');
    setShowsNotice(true);
    if (noticeTimer.current) clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setShowsNotice(false), VOUCHER_NOTICE_MS);
  };

  const remove = () => {
    form.setValues({ voucher: null, voucherCode: '' });
    form.clearFieldError('voucherCode');
    form.validateField('amount');
    setShowsNotice(false);
  };

  /** Closing the modal forgets the notice with the rest of the form. */
  const forget = () => setShowsNotice(false);

  return { apply, remove, forget, isApplying, showsNotice };
}
