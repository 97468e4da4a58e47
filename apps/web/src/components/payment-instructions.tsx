import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How to pay a wire transfer (or credit note) still waiting for its money; `total` already formatted as money. */
export type TopUpInstructions = {
  reference: string;
  total: string;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  swiftCode: string | null;
};

/**
 * The bank account, the reference and the amount to pay of a top-up request (the server's
 * TopUpPaymentInstructions), for the company wallet's top-ups and the Meta wallets' alike (spec 1 §4,
 * spec 3 §2.2). `intro` replaces the sentence above the table; it defaults to the company wallet's.
 */
export function PaymentInstructionsTable({
  instructions,
  intro,
}: {
  instructions: TopUpInstructions;
  intro?: string;
}) {
  const { t } = useTranslation('topUp');
  const rows: [string, string | null][] = [
    [t('result.amountToPay'), instructions.total],
    [t('result.reference'), instructions.reference],
    [t('result.bankName'), instructions.bankName],
    [t('result.accountName'), instructions.accountName],
    [t('result.accountNumber'), instructions.accountNumber],
    [t('result.swiftCode'), instructions.swiftCode],
  ];
  return (
    <Stack gap="xs" data-testid="top-up-instructions">
      <Text size="sm">{intro ?? t('result.instructions', { reference: instructions.reference })}</Text>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows
            .filter((row): row is [string, string] => !!row[1])
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={500} w="40%">
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
