import { Stack, Text, Title } from '@mantine/core';
import { parseDecimalToMicros } from '@portal/domain/money';
import { Trans, useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';

export type SellerBalanceProps = {
  sellerName: string;
  /** The Meta wallet's balance (getWalletBalance); undefined while it loads. */
  wallet: { balance: string; currency: string } | null | undefined;
};

/** Spec 3 §2.2: "credits", then "Seller X has a balance of Y", Y blue above zero and red otherwise. */
export function SellerBalance({ sellerName, wallet }: SellerBalanceProps) {
  const { t } = useTranslation('mpaCredits');
  const micros = wallet ? parseDecimalToMicros(wallet.balance) : null;
  const isPositive = micros !== null && micros > 0n;
  return (
    <Stack gap={4}>
      <Title order={2} size="h3">
        {t('heading')}
      </Title>
      {wallet ? (
        <Text>
          <Trans
            t={t}
            i18nKey="balance"
            values={{ seller: sellerName }}
            components={{
              amount: (
                <Text
                  span
                  fw={700}
                  c={isPositive ? 'blue' : 'red'}
                  data-testid="mpa-balance"
                  data-positive={isPositive}
                >
                  <Money amount={wallet.balance} currency={wallet.currency} />
                </Text>
              ),
            }}
          />
        </Text>
      ) : null}
    </Stack>
  );
}
