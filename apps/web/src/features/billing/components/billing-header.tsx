import { Alert, Group, Stack, Title } from '@mantine/core';
import { expiringSoonMonths } from '@portal/domain/wallet';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money';
import { useWallet } from '../api/get-wallet';
import { CreditSummary, isPositive } from './credit-summary';

export type BillingHeaderProps = {
  title: string;
  /** Flag show_free_paid_credit: the free / paid split under the current credit. */
  showFreePaidCredit: boolean;
  /** Buttons at the right of the header (top-up, export), composed by the route. */
  actions?: ReactNode;
};

/** The header of every billing page (spec 1 §2): current credit, free/paid split, unpaid cost, expiring-soon warning. */
export function BillingHeader({ title, showFreePaidCredit, actions }: BillingHeaderProps) {
  const { t } = useTranslation('billing');
  const [{ data, error }] = useWallet();
  const wallet = data?.wallet ?? null;
  const formatMoney = useFormatMoney();
  const months = expiringSoonMonths(wallet?.expiringSoonTimeDelta ?? 0);
  return (
    <Stack gap="sm">
      {/* Top-aligned: the credit slot has its final height from the start, so nothing here moves. */}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={1}>{title}</Title>
        <Group gap="md" align="flex-start" wrap="wrap">
          {actions ? (
            <Group gap="sm" align="flex-start" data-testid="billing-header-actions">
              {actions}
            </Group>
          ) : null}
          <CreditSummary
            wallet={wallet}
            isLoading={!data && !error}
            showFreePaidCredit={showFreePaidCredit}
          />
        </Group>
      </Group>
      {wallet && isPositive(wallet.expiringSoonBalance) ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="expiring-soon">
          {t('header.expiringSoon', {
            amount: formatMoney(wallet.expiringSoonBalance, wallet.currency),
            count: months,
          })}
        </Alert>
      ) : null}
    </Stack>
  );
}
