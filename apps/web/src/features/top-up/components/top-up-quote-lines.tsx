import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Quote = { amount: bigint; discount: bigint; tax: bigint; total: bigint };

export type TopUpQuoteLinesProps = {
  quote: Quote;
  /** The applied voucher's code; null without a voucher. */
  voucherCode: string | null;
  /** The method's tax rate in percent; null before a method is chosen. */
  taxRate: string | number | null;
  money: (micros: bigint) => string;
};

/** Amount, discount, tax and total of a top-up (spec 1 §5), as the server will charge them. */
export function TopUpQuoteLines({ quote, voucherCode, taxRate, money }: TopUpQuoteLinesProps) {
  const { t } = useTranslation('topUp');
  return (
    <Stack gap={4} data-testid="top-up-quote">
      <Divider />
      <QuoteLine label={t('lines.amount')} value={money(quote.amount)} testId="top-up-line-amount" />
      {voucherCode ? (
        <QuoteLine
          label={t('lines.discount', { code: voucherCode })}
          value={`−${money(quote.discount)}`}
          testId="top-up-line-discount"
        />
      ) : null}
      {taxRate !== null ? (
        <QuoteLine
          label={t('lines.tax', { rate: taxRate })}
          value={money(quote.tax)}
          testId="top-up-line-tax"
        />
      ) : null}
      <QuoteLine label={t('lines.total')} value={money(quote.total)} testId="top-up-line-total" strong />
    </Stack>
  );
}

function QuoteLine({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" data-testid={testId}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
}
