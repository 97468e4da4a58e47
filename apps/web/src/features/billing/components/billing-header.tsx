import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { expiringSoonMonths } from '@portal/domain/wallet';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../api/get-wallet';
import { useFormatMoney } from '../hooks/use-billing-format';

export type BillingHeaderProps = {
  title: string;
  /** Flag show_free_paid_credit: the free / paid split under the current credit. */
  showFreePaidCredit: boolean;
  /** Buttons at the right of the header (top-up, export), composed by the route. */
  actions?: ReactNode;
};

const isPositive = (amount: string | null | undefined) =>
  amount != null && /[1-9]/.test(amount) && !amount.startsWith('-');

/** The header of every billing page (spec 1 §2): current credit, free/paid split, unpaid cost, expiring-soon warning. */
export function BillingHeader({ title, showFreePaidCredit, actions }: BillingHeaderProps) {
  const { t } = useTranslation('billing');
  const [{ data }] = useWallet();
  const wallet = data?.wallet ?? null;
  const money = useFormatMoney(wallet?.currency);
  const months = expiringSoonMonths(wallet?.expiringSoonTimeDelta ?? 0);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{title}</Title>
        <Group gap="md" align="flex-end" wrap="wrap">
          {actions ? (
            <Group gap="sm" align="flex-start" data-testid="billing-header-actions">
              {actions}
            </Group>
          ) : null}
          {wallet ? (
            <Paper withBorder p="sm" radius="md" data-testid="billing-header-credit">
              <Text size="xs" c="dimmed">
                {t('header.currentCredit')}
              </Text>
              <Text fw={700} size="xl">
                {money(wallet.balance)}
              </Text>
              {showFreePaidCredit ? (
                <Text size="xs" c="dimmed">
                  {t('header.freePaid', { free: money(wallet.freeCredit), paid: money(wallet.paidCredit) })}
                </Text>
              ) : null}
              {isPositive(wallet.unpaidCost) ? (
                <Text size="xs" c="orange.8">
                  {t('header.unpaidCost', { amount: money(wallet.unpaidCost) })}
                </Text>
              ) : null}
            </Paper>
          ) : null}
        </Group>
      </Group>
      {wallet && isPositive(wallet.expiringSoonBalance) ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="expiring-soon">
          {t('header.expiringSoon', { amount: money(wallet.expiringSoonBalance), count: months })}
        </Alert>
      ) : null}
    </Stack>
  );
}
