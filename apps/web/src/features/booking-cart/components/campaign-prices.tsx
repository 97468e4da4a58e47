import { Table } from '@mantine/core';
import type { PricedCampaign } from '@portal/domain/booking-pricing';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import type { CartCurrency } from '../types';

export type CampaignPricesProps = {
  priced: PricedCampaign;
  wallet: CartCurrency;
  currencies: readonly CartCurrency[];
};

/** The campaign's figures per venture segment, in its currency, and the total in the wallet's. */
export function CampaignPrices({ priced, wallet, currencies }: CampaignPricesProps) {
  const { t } = useTranslation('bookingCart');
  const currencyOf = (code: string) => currencies.find((row) => row.code === code) ?? code;
  return (
    <Table withTableBorder fz="sm" aria-label={t('prices.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('prices.venture')}</Table.Th>
          <Table.Th ta="right">{t('prices.subTotal')}</Table.Th>
          <Table.Th ta="right">{t('prices.discount')}</Table.Th>
          <Table.Th ta="right">{t('prices.tax')}</Table.Th>
          <Table.Th ta="right">{t('prices.total')}</Table.Th>
          <Table.Th ta="right">{t('prices.totalWallet', { currency: wallet.code })}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {priced.items.map((item) => {
          const currency = currencyOf(item.currency);
          return (
            <Table.Tr key={item.segmentId}>
              <Table.Td>
                {item.ventureName} · {item.segmentName}
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={item.subTotal} currency={currency} />
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={item.discountAmount} currency={currency} />
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={item.taxAmount} currency={currency} /> ({item.taxRate} %)
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={item.total} currency={currency} />
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={item.totalWallet} currency={wallet} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={5}>{t('prices.campaignTotal')}</Table.Th>
          <Table.Th ta="right" data-testid="campaign-total">
            <Money amount={priced.totalWallet} currency={wallet} />
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
