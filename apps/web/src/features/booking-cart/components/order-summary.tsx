import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import type { CartCurrency } from '../types';

export type OrderSummaryProps = {
  wallet: CartCurrency;
  voucherMicros: bigint;
  totalWallet: bigint;
  canPlace: boolean;
  isPlacing: boolean;
  onPlace: () => void;
};

/** The order's total in the wallet currency (campaigns' totals less the voucher) and "Place order". */
export function OrderSummary({
  wallet,
  voucherMicros,
  totalWallet,
  canPlace,
  isPlacing,
  onPlace,
}: OrderSummaryProps) {
  const { t } = useTranslation('bookingCart');
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs">
        {voucherMicros > 0n ? (
          <Group justify="space-between">
            <Text>{t('summary.voucher')}</Text>
            <Text>
              <Money amount={-voucherMicros} currency={wallet} />
            </Text>
          </Group>
        ) : null}
        <Group justify="space-between">
          <Text fw={700}>{t('summary.total')}</Text>
          <Text fw={700} data-testid="order-total">
            <Money amount={totalWallet} currency={wallet} />
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('summary.note')}
        </Text>
        <Button onClick={onPlace} loading={isPlacing} disabled={!canPlace}>
          {t('summary.place')}
        </Button>
      </Stack>
    </Card>
  );
}
