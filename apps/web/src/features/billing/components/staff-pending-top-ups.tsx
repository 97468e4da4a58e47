import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileTimeZone } from '../../../components/date-range-filter/time-zones';
import { DecisionModal } from '../../../components/decision-modal';
import { ErrorBanner } from '../../../components/error-banner';
import { useFormatMoney } from '../../../components/money';
import { errorLines } from '../../../lib/form-errors';
import { useBillingFilterOptions } from '../api/get-billing-filter-options';
import { type PendingTopUp, readPendingTopUps, usePendingTopUps } from '../api/get-pending-top-ups';
import { useMarkTopUpRequestFailed, useMarkTopUpRequestPaid } from '../api/mark-top-up-request';
import { PendingTopUpsTable } from './pending-top-ups-table';

type Action = { kind: 'paid' | 'failed'; row: PendingTopUp } | null;

// A paid request adds a credit, a transaction and an invoice: lists of those on the page refetch.
const refreshes = {
  additionalTypenames: [
    'PendingTopUpRequest',
    'TopUpRequest',
    'Credit',
    'CreditPage',
    'Wallet',
    'WalletTransaction',
  ],
};

/**
 * Staff: the open wire-transfer and credit-note requests of every company (oldest first), each with
 * Mark paid / Mark failed (docs/decisions/0058). Both ask for a confirmation; failing needs a reason.
 */
export function StaffPendingTopUps() {
  const { t } = useTranslation('billing');
  const [{ data, fetching, error }, refetch] = usePendingTopUps();
  // The staff user's own calendar, as the refund table (answered from the cache the page already filled).
  const [{ data: options }] = useBillingFilterOptions();
  const [paidState, markPaid] = useMarkTopUpRequestPaid();
  const [failedState, markFailed] = useMarkTopUpRequestFailed();
  const [action, setAction] = useState<Action>(null);
  const [lines, setLines] = useState<string[]>([]);
  const [success, setSuccess] = useState<string | null>(null);
  const rows = useMemo(() => readPendingTopUps(data?.pendingTopUpRequests), [data?.pendingTopUpRequests]);
  const formatMoney = useFormatMoney();
  const money = (row: PendingTopUp, amount: string) => formatMoney(amount, row.topUp.currency);

  const open = (kind: 'paid' | 'failed', row: PendingTopUp) => {
    setAction({ kind, row });
    setLines([]);
  };

  const confirm = async (reason: string) => {
    if (!action) return;
    const id = action.row.topUp.id;
    const result =
      action.kind === 'paid'
        ? await markPaid({ id }, refreshes)
        : await markFailed({ id, reason }, refreshes);
    const payload =
      result.data && 'markTopUpRequestPaid' in result.data
        ? result.data.markTopUpRequestPaid
        : result.data && 'markTopUpRequestFailed' in result.data
          ? result.data.markTopUpRequestFailed
          : null;
    if (!payload?.ok) {
      setLines(errorLines({ errors: payload?.errors, error: result.error }));
      return;
    }
    setSuccess(
      t(action.kind === 'paid' ? 'staff.pending.markedPaid' : 'staff.pending.markedFailed', {
        company: action.row.companyName,
        amount: money(action.row, action.row.topUp.amount),
      }),
    );
    setAction(null);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="pending-top-ups">
      <Stack gap="sm">
        <Title order={3}>{t('staff.pending.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('staff.pending.hint')}
        </Text>
        <ErrorBanner lines={error ? errorLines({ error }) : []} />
        {success ? (
          <Alert color="green" variant="light" role="status">
            {success}
          </Alert>
        ) : null}
        <PendingTopUpsTable
          rows={rows}
          isLoading={!data && fetching}
          timeZone={profileTimeZone(options?.me)}
          onOpen={open}
        />
      </Stack>
      <DecisionModal
        decision={
          action === null
            ? null
            : {
                title: t(action.kind === 'failed' ? 'staff.pending.failTitle' : 'staff.pending.paidTitle'),
                message: t(
                  action.kind === 'paid' ? 'staff.pending.paidConfirm' : 'staff.pending.failConfirm',
                  {
                    company: action.row.companyName,
                    amount: money(action.row, action.row.topUp.total),
                  },
                ),
                reasonLabel: action.kind === 'failed' ? t('staff.pending.reason') : undefined,
                confirmLabel: t(
                  action.kind === 'failed' ? 'staff.pending.markFailed' : 'staff.pending.markPaid',
                ),
              }
        }
        cancelLabel={t('staff.cancel')}
        errorLines={lines}
        isSending={paidState.fetching || failedState.fetching}
        onClose={() => setAction(null)}
        onConfirm={(reason) => void confirm(reason)}
      />
    </Card>
  );
}
