import { Box, Paper, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money, useFormatMoney } from '../../../components/money';
import type { Wallet } from '../api/get-wallet';

/**
 * The slot's height is the card's tallest form (label, amount and both optional lines: 12px padding twice,
 * 2px border, three xs lines of 16.8px, one xl line of 33px). The header row keeps this height from the first
 * paint, so the card arriving with the wallet, or growing a line when a flag answers, moves nothing
 * (issue 10: CLS 0.125 on /billing/transactions).
 */
export const CREDIT_SLOT_MIN_HEIGHT = 110;

export type CreditSummaryProps = {
  wallet: Wallet | null;
  isLoading: boolean;
  showFreePaidCredit: boolean;
};

/** A Decimal of the API above zero. */
export const isPositive = (amount: string | null | undefined) =>
  amount != null && /[1-9]/.test(amount) && !amount.startsWith('-');

/** The header's current credit; while the wallet loads, a card of the same shape with a skeleton amount. */
export function CreditSummary({ wallet, isLoading, showFreePaidCredit }: CreditSummaryProps) {
  const { t } = useTranslation('billing');
  const formatMoney = useFormatMoney();
  return (
    <Box mih={CREDIT_SLOT_MIN_HEIGHT} data-testid="billing-header-credit-slot">
      {isLoading ? (
        <Paper withBorder p="sm" radius="md" aria-busy data-testid="billing-header-credit-loading">
          <Text size="xs" c="dimmed">
            {t('header.currentCredit')}
          </Text>
          {/* A stand-in amount under the skeleton gives it the real line's height and about its width. */}
          <Skeleton visible>
            <Text fw={700} size="xl">
              SGD 0,000.00
            </Text>
          </Skeleton>
        </Paper>
      ) : wallet ? (
        <Paper withBorder p="sm" radius="md" data-testid="billing-header-credit">
          <Text size="xs" c="dimmed">
            {t('header.currentCredit')}
          </Text>
          <Text fw={700} size="xl">
            <Money amount={wallet.balance} currency={wallet.currency} />
          </Text>
          {showFreePaidCredit ? (
            <Text size="xs" c="dimmed">
              {t('header.freePaid', {
                free: formatMoney(wallet.freeCredit, wallet.currency),
                paid: formatMoney(wallet.paidCredit, wallet.currency),
              })}
            </Text>
          ) : null}
          {isPositive(wallet.unpaidCost) ? (
            <Text size="xs" c="orange.8">
              {t('header.unpaidCost', { amount: formatMoney(wallet.unpaidCost, wallet.currency) })}
            </Text>
          ) : null}
        </Paper>
      ) : null}
    </Box>
  );
}
