import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionModal } from '../../../components/decision-modal';
import { ErrorBanner } from '../../../components/error-banner';
import { useFormatMoney } from '../../../components/money';
import { errorLines } from '../../../lib/form-errors';
import { useApproveMpaTopUp, useCompleteMpaTopUp, useFailMpaTopUp } from '../api/decide-mpa-top-up';
import { type PendingMpaTopUp, usePendingMpaTopUps } from '../api/get-pending-mpa-top-ups';
import { type MpaTopUpAction, PendingMpaTopUpsTable } from './pending-mpa-top-ups-table';

/** The confirmation open: completing or failing a row. */
type Asked = { action: 'complete' | 'fail'; row: PendingMpaTopUp } | null;
type Payload = { ok: boolean; errors: readonly { field?: string | null; messages: readonly string[] }[] };

// A decision changes the request, the seller's Meta wallet and its list on /mpa/credits.
const refreshes = { additionalTypenames: ['MpaTopUpRequest', 'StaffMpaTopUpRequest', 'WalletBalance'] };
const doneKey = { approve: 'staff.approved', complete: 'staff.completed', fail: 'staff.failed' } as const;

export type StaffMpaTopUpsProps = { timeZone: string };

/**
 * Staff: the Meta wallet wire transfers of every company (decision 0230). Approve (payment seen) at once;
 * Complete after a confirmation; Fail with a required reason. The list is asked again after each decision.
 */
export function StaffMpaTopUps({ timeZone }: StaffMpaTopUpsProps) {
  const { t } = useTranslation('mpaCredits');
  const formatMoney = useFormatMoney();
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }, refetch] = usePendingMpaTopUps(page);
  const [, approve] = useApproveMpaTopUp();
  const [completeState, complete] = useCompleteMpaTopUp();
  const [failState, fail] = useFailMpaTopUp();
  const [asked, setAsked] = useState<Asked>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const [modalLines, setModalLines] = useState<string[]>([]);
  const [success, setSuccess] = useState<string | null>(null);

  const describe = useCallback(
    (row: PendingMpaTopUp) => ({
      company: row.companyName,
      seller: row.sellerName,
      amount: formatMoney(row.request.total, row.request.currency),
    }),
    [formatMoney],
  );

  /** Sends a decision; true when the server took it. Its errors go where it was asked from. */
  const decide = async (
    action: MpaTopUpAction,
    row: PendingMpaTopUp,
    reason: string,
    showErrors: (l: string[]) => void,
  ) => {
    const id = row.request.id;
    setSuccess(null);
    setLines([]);
    const result =
      action === 'approve'
        ? await approve({ id }, refreshes)
        : action === 'complete'
          ? await complete({ id }, refreshes)
          : await fail({ id, reason }, refreshes);
    const answer = result.data as Record<string, Payload | null | undefined> | undefined;
    const payload = answer ? Object.values(answer)[0] : null;
    if (!payload?.ok) {
      showErrors(errorLines({ errors: payload?.errors, error: result.error }));
      return false;
    }
    setSuccess(t(doneKey[action], describe(row)));
    refetch({ requestPolicy: 'network-only' });
    return true;
  };

  const onAction = (action: MpaTopUpAction, row: PendingMpaTopUp) => {
    if (action === 'approve') {
      setBusyId(row.request.id);
      void decide('approve', row, '', setLines).finally(() => setBusyId(null));
      return;
    }
    setModalLines([]);
    setAsked({ action, row });
  };

  const confirm = async (reason: string) => {
    if (!asked) return;
    setModalLines([]);
    if (await decide(asked.action, asked.row, reason, setModalLines)) setAsked(null);
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="pending-mpa-top-ups">
      <Stack gap="sm">
        <Title order={3}>{t('staff.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('staff.hint')}
        </Text>
        <ErrorBanner lines={[...(error ? errorLines({ error }) : []), ...lines]} />
        {success ? (
          <Alert color="green" variant="light" role="status">
            {success}
          </Alert>
        ) : null}
        <PendingMpaTopUpsTable
          list={data?.pendingMpaTopUpRequests}
          isLoading={!data && fetching}
          timeZone={timeZone}
          busyId={busyId}
          onAction={onAction}
          onPageChange={setPage}
        />
      </Stack>
      <DecisionModal
        decision={
          asked === null
            ? null
            : asked.action === 'fail'
              ? {
                  title: t('staff.failTitle'),
                  message: t('staff.failConfirm', describe(asked.row)),
                  reasonLabel: t('staff.reason'),
                  confirmLabel: t('staff.fail'),
                }
              : {
                  title: t('staff.completeTitle'),
                  message: t('staff.completeConfirm', describe(asked.row)),
                  confirmLabel: t('staff.complete'),
                }
        }
        cancelLabel={t('staff.cancel')}
        errorLines={modalLines}
        isSending={completeState.fetching || failState.fetching}
        onClose={() => setAsked(null)}
        onConfirm={(reason) => void confirm(reason)}
      />
    </Card>
  );
}
