import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaymentInstructionsTable, type TopUpInstructions } from '../../../components/payment-instructions';

export type TopUpResult = 'paid' | 'received';

export type TopUpResultModalProps = {
  result: TopUpResult | null;
  /** The current credit, formatted (refetched after the top-up). */
  balance: string | null;
  /** A received wire transfer or credit note: the bank account, the reference and the amount to pay. */
  instructions?: TopUpInstructions | null;
  onClose: () => void;
};

/**
 * Spec 1 §4: PAID → success with the current credit; anything else → request received, with how to pay
 * when it is a wire transfer or credit note (issue 12: the request left no trace of where to send the money).
 */
export function TopUpResultModal({ result, balance, instructions = null, onClose }: TopUpResultModalProps) {
  const { t } = useTranslation('topUp');
  const paid = result === 'paid';
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={paid ? t('result.paidTitle') : t('result.receivedTitle')}
      centered
    >
      <Stack gap="md" data-testid="top-up-result">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={paid ? 'green' : 'blue'} variant="light" size="lg" radius="xl">
            {paid ? <IconCircleCheck size={20} /> : <IconClockHour4 size={20} />}
          </ThemeIcon>
          <Text size="sm">{paid ? t('result.paid') : t('result.received')}</Text>
        </Group>
        {!paid && instructions ? <PaymentInstructionsTable instructions={instructions} /> : null}
        {paid && balance ? (
          <Text size="sm" data-testid="top-up-result-balance">
            {t('result.currentCredit', { balance })}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('result.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
