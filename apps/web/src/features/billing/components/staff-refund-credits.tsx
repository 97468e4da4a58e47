import { Alert, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileTimeZone } from '../../../components/date-range-filter/time-zones';
import { ErrorBanner } from '../../../components/error-banner';
import { type MoneyCurrency, useFormatMoney } from '../../../components/money';
import { errorLines } from '../../../lib/form-errors';
import { useBillingFilterOptions } from '../api/get-billing-filter-options';
import { type Credit, useListCredits } from '../api/list-credits';
import { useRefundCredit } from '../api/refund-credit';
import { RefundableCreditsTable } from './refundable-credits-table';

const REFUNDABLE_STATUSES = ['PAID', 'IN_USE'];
const isRefundable = (credit: Credit) =>
  !credit.isFree && REFUNDABLE_STATUSES.includes(credit.status) && Number(credit.remainAmount) > 0;

/**
 * Staff: the paid credits of the company of the staff filter that still hold money, each with Refund
 * (docs/decisions/0067): the remaining amount leaves the wallet with a credit note, back to the card for card
 * top-ups, or for staff to pay back by hand. One idempotency key per opened dialog.
 */
export function StaffRefundCredits({
  company,
  currency,
}: {
  company: { id: string; name: string };
  /** The company's wallet currency; null while it loads (the figures are then plain decimals). */
  currency: MoneyCurrency | null;
}) {
  const { t } = useTranslation('billing');
  const money = useFormatMoney();
  // The staff user's own calendar, as the credits list (answered from the cache the page already filled).
  const [{ data: options }] = useBillingFilterOptions();
  const [{ data, error }, refetch] = useListCredits({ sortBy: '-dateCreated', pageSize: 50, page: 1 });
  const [refundState, refund] = useRefundCredit();
  const [target, setTarget] = useState<{ credit: Credit; key: string } | null>(null);
  const [reason, setReason] = useState('');
  const [lines, setLines] = useState<string[]>([]);
  const [success, setSuccess] = useState<string | null>(null);
  const rows = (data?.listCredits.objects ?? []).filter(isRefundable);

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
        amount: money(payload.refundedAmount, currency),
        total: money(payload.creditNote?.total, currency),
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
        <RefundableCreditsTable
          credits={rows}
          currency={currency}
          timeZone={profileTimeZone(options?.me)}
          onRefund={(credit) => {
            setTarget({ credit, key: `staff-refund:${crypto.randomUUID()}` });
            setReason('');
            setLines([]);
          }}
        />
      </Stack>
      <Modal opened={target !== null} onClose={() => setTarget(null)} title={t('staff.refund.dialogTitle')}>
        {target ? (
          <Stack gap="sm">
            <Text>
              {t('staff.refund.confirm', {
                amount: money(target.credit.remainAmount, currency),
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
