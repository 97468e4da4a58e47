import { Alert, Button, Card, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { type Credit, useListCredits } from '../api/list-credits';
import { useRefundCredit } from '../api/refund-credit';

const REFUNDABLE_STATUSES = ['PAID', 'IN_USE'];
const isRefundable = (credit: Credit) =>
  !credit.isFree && REFUNDABLE_STATUSES.includes(credit.status) && Number(credit.remainAmount) > 0;

/**
 * Staff: the paid credits of the company of the staff filter that still hold money, each with Refund
 * (docs/decisions/0067): the remaining amount leaves the wallet with a credit note, back to the card for card
 * top-ups, or for staff to pay back by hand. One idempotency key per opened dialog.
 */
export function StaffRefundCredits({ company }: { company: { id: string; name: string } }) {
  const { t, i18n } = useTranslation('billing');
  const [{ data, error }, refetch] = useListCredits({ sortBy: '-dateCreated', pageSize: 50, page: 1 });
  const [refundState, refund] = useRefundCredit();
  const [target, setTarget] = useState<{ credit: Credit; key: string } | null>(null);
  const [reason, setReason] = useState('');
  const [lines, setLines] = useState<string[]>([]);
  const [success, setSuccess] = useState<string | null>(null);
  const rows = (data?.listCredits.objects ?? []).filter(isRefundable);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  const submit = async () => {
    if (!target) return;
    const result = await refund(
      { creditId: target.credit.id, reason: reason.trim(), idempotencyKey: target.key },
      { additionalTypenames: ['Credit', 'CreditPage', 'Wallet', 'WalletTransaction'] },
    );
    const payload = result.data?.refundCredit;
    if (!payload?.ok) {
      setLines(errorLines({ errors: payload?.errors, error: result.error }));
      return;
    }
    setSuccess(
      t(payload.refundMethod === 'CARD' ? 'staff.refund.doneCard' : 'staff.refund.doneManual', {
        amount: payload.refundedAmount,
        total: payload.creditNote?.total,
        creditNoteNo: payload.creditNote?.creditNoteNo,
      }),
    );
    setTarget(null);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="refund-credits">
      <Stack gap="sm">
        <Title order={3}>{t('staff.refund.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('staff.refund.hint', { name: company.name })}
        </Text>
        <ErrorBanner lines={error ? errorLines({ error }) : []} />
        {success ? (
          <Alert color="green" variant="light" role="status">
            {success}
          </Alert>
        ) : null}
        {rows.length === 0 ? (
          <Text c="dimmed">{t('staff.refund.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('credits.dateCreated')}</Table.Th>
                  <Table.Th>{t('credits.description')}</Table.Th>
                  <Table.Th>{t('credits.paymentMethod')}</Table.Th>
                  <Table.Th ta="right">{t('credits.amount')}</Table.Th>
                  <Table.Th ta="right">{t('credits.remainAmount')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((credit) => (
                  <Table.Tr key={credit.id} data-testid="refundable-credit-row">
                    <Table.Td>{date(credit.dateCreated)}</Table.Td>
                    <Table.Td>{credit.description}</Table.Td>
                    <Table.Td>{t(`paymentMethod.${credit.paymentMethod}`)}</Table.Td>
                    <Table.Td ta="right">{credit.amount}</Table.Td>
                    <Table.Td ta="right">{credit.remainAmount}</Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => {
                            setTarget({ credit, key: `staff-refund:${crypto.randomUUID()}` });
                            setReason('');
                            setLines([]);
                          }}
                        >
                          {t('staff.refund.action')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={target !== null} onClose={() => setTarget(null)} title={t('staff.refund.dialogTitle')}>
        {target ? (
          <Stack gap="sm">
            <Text>
              {t('staff.refund.confirm', {
                amount: target.credit.remainAmount,
                description: target.credit.description,
              })}
            </Text>
            <TextInput
              label={t('staff.pending.reason')}
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <ErrorBanner lines={lines} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setTarget(null)}>
                {t('staff.cancel')}
              </Button>
              <Button color="red" onClick={submit} disabled={!reason.trim()} loading={refundState.fetching}>
                {t('staff.refund.action')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Card>
  );
}
