import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money';
import { useWallet } from '../api/get-wallet';

/** /billing/info: the wallet at a glance, every figure derived by the server from the ledger. */
export function WalletSummaryCard() {
  const { t } = useTranslation('billing');
  const [{ data }] = useWallet();
  const wallet = data?.wallet;
  const formatMoney = useFormatMoney();
  if (!wallet) return null;
  const rows: [string, string][] = [
    [t('wallet.balance'), formatMoney(wallet.balance, wallet.currency)],
    [t('wallet.paidCredit'), formatMoney(wallet.paidCredit, wallet.currency)],
    [t('wallet.freeCredit'), formatMoney(wallet.freeCredit, wallet.currency)],
    [t('wallet.unpaidCost'), formatMoney(wallet.unpaidCost, wallet.currency)],
    [t('wallet.expiringSoon'), formatMoney(wallet.expiringSoonBalance, wallet.currency)],
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
