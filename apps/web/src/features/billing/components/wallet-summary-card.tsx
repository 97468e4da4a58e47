import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../api/get-wallet';
import { useFormatMoney } from '../hooks/use-billing-format';

/** /billing/info: the wallet at a glance, every figure derived by the server from the ledger. */
export function WalletSummaryCard() {
  const { t } = useTranslation('billing');
  const [{ data }] = useWallet();
  const wallet = data?.wallet;
  const money = useFormatMoney(wallet?.currency);
  if (!wallet) return null;
  const rows: [string, string][] = [
    [t('wallet.balance'), money(wallet.balance)],
    [t('wallet.paidCredit'), money(wallet.paidCredit)],
    [t('wallet.freeCredit'), money(wallet.freeCredit)],
    [t('wallet.unpaidCost'), money(wallet.unpaidCost)],
    [t('wallet.expiringSoon'), money(wallet.expiringSoonBalance)],
    [t('wallet.currency'), wallet.currency.code],
  ];
  return (
    <Card withBorder radius="md" padding="lg" maw={760}>
      <Title order={3} mb="sm">
        {t('wallet.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
