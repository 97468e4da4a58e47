import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translatedErrorLines } from '../../../lib/form-errors';
import { useRedeemCartVoucher } from '../api/redeem-cart-voucher';
import type { CartVoucher } from '../types';

export type VoucherFieldProps = {
  /** The applied voucher: its code, and its terms when redeemed on this page. */
  applied: { code: string; details: CartVoucher | null } | null;
  error?: string;
  onApply: (voucher: CartVoucher) => void;
  onRemove: () => void;
};

/** A voucher code for the whole cart (decision 0054's redemption), applied once, removable. */
export function VoucherField({ applied, error, onApply, onRemove }: VoucherFieldProps) {
  const { t } = useTranslation('bookingCart');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching }, redeem] = useRedeemCartVoucher();

  if (applied) {
    const details = applied.details;
    return (
      <Group gap="sm" data-testid="voucher-applied">
        <Text size="sm">
          {details?.percentage
            ? t('voucher.percentage', { code: applied.code, percent: details.percentage })
            : t('voucher.applied', { code: applied.code })}
        </Text>
        <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
          {t('voucher.remove')}
        </Button>
        {error ? (
          <Text size="sm" c="red">
            {error}
          </Text>
        ) : null}
      </Group>
    );
  }

  const apply = async () => {
    const voucherCode = code.trim();
    if (!voucherCode) return;
    setMessage(null);
    const answer = await redeem({ voucherCode });
    const payload = answer.data?.redeemVoucherCode;
    if (!payload?.ok || !payload.redeemInfo) {
      const lines = translatedErrorLines({ errors: payload?.errors, error: answer.error }, (key, values) =>
        t(key, values),
      );
      setMessage(lines.join(' ') || t('voucher.refused'));
      return;
    }
    setCode('');
    onApply(payload.redeemInfo);
  };

  return (
    <Group align="flex-start" gap="sm">
      <TextInput
        label={t('voucher.label')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={message ?? error}
      />
      <Button
        mt={25}
        variant="default"
        onClick={() => void apply()}
        loading={fetching}
        disabled={!code.trim()}
      >
        {t('voucher.apply')}
      </Button>
    </Group>
  );
}
