import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import type { AdAccountBalance } from '../api/ad-account-balance';

export type WalletBalanceCardProps = {
  balance: AdAccountBalance | null;
  isLoading: boolean;
  /** OWNER only (role matrix `createMpaTopUpRequest`): the Top up button. */
  canTopUp: boolean;
  onTopUp: () => void;
};

/** The seller's Meta Wallet Balance (adAccountBalance) with its Top up button. */
export function WalletBalanceCard({ balance, isLoading, canTopUp, onTopUp }: WalletBalanceCardProps) {
  const { t } = useTranslation('mpa');
  return (
    <Card withBorder padding="md" radius="md" miw={260} data-testid="meta-wallet">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
        <Stack gap={4}>
          <Group gap={6}>
            <IconWallet size={16} />
            <Text size="sm" c="dimmed">
              {t('wallet.title')}
            </Text>
          </Group>
          {isLoading && !balance ? (
            <Skeleton height={28} width={120} />
          ) : (
            <Text size="xl" fw={700} data-testid="meta-wallet-balance">
              <Money amount={balance?.walletBalance} currency={balance?.accountCurrency} empty="—" />
            </Text>
          )}
        </Stack>
        {canTopUp ? (
          <Button variant="light" onClick={onTopUp} disabled={!balance}>
            {t('wallet.topUp')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
