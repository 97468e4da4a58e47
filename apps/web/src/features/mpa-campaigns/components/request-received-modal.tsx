import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money';
import { PaymentInstructionsTable } from '../../../components/payment-instructions';
import type { MpaTopUpResult } from '../api/top-up';

/**
 * The notice after a top-up the server took (any status but FAILED, spec 3 §4); a wire transfer shows how to
 * pay it (bank account, its reference, the total), as the company wallet's top-up does.
 */
export function RequestReceivedModal({
  request,
  onClose,
}: {
  request: MpaTopUpResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('mpa');
  const money = useFormatMoney();
  return (
    <Modal opened={request !== null} onClose={onClose} title={t('received.title')} centered>
      {request ? (
        <Stack gap="md">
          <Text size="sm">
            {request.status === 'COMPLETED'
              ? t('received.completed', { total: money(request.total, request.currency) })
              : request.method === 'WIRE_TRANSFER'
                ? t('received.wire', { total: money(request.total, request.currency) })
                : t('received.pending', { total: money(request.total, request.currency) })}
          </Text>
          {request.paymentInstructions ? (
            <PaymentInstructionsTable
              instructions={{
                ...request.paymentInstructions,
                total: money(request.paymentInstructions.total, request.paymentInstructions.currency),
              }}
              intro={t('received.instructions', { reference: request.paymentInstructions.reference })}
            />
          ) : null}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('received.ok')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
