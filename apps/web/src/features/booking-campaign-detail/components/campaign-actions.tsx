import { Alert, Button, Group } from '@mantine/core';
import { reserveReasonError } from '@portal/domain/booking-dates';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { CombinedError } from 'urql';
import { ErrorBanner } from '../../../components/error-banner';
import { Money } from '../../../components/money';
import { bookingPlacementsHref } from '../../../config/paths';
import { errorLines, type FieldError } from '../../../lib/form-errors';
import { withKeptParams } from '../../../lib/query-params';
import {
  useCancelCampaign,
  useChangeCampaignStatus,
  useMarkCampaignCartPaid,
} from '../api/campaign-mutations';
import type { BookingCampaignDetail } from '../api/get-booking-campaign';
import type { DetailAction } from '../utils/detail-actions';
import { ReasonModal } from './reason-modal';

type Payload = { ok: boolean; errors: readonly FieldError[] } | null | undefined;
const refreshes = { additionalTypenames: ['BookingCampaign', 'CampaignCart', 'WalletBalance'] };

export type CampaignActionsProps = {
  campaign: BookingCampaignDetail;
  actions: readonly DetailAction[];
  /** Asks the campaign again after a change. */
  onChanged: () => void;
};

const isDanger = (action: DetailAction) =>
  action.kind === 'cancel' || (action.kind === 'status' && action.to === 'DISAPPROVED');

const labelKey = (action: DetailAction) =>
  action.kind === 'status' ? `actions.to.${action.to}` : `actions.${action.kind}`;

/** Fill placements, submit, staff review steps, mark paid, cancel: only what this viewer may do now. */
export function CampaignActions({ campaign, actions, onChanged }: CampaignActionsProps) {
  const { t } = useTranslation('bookingDetail');
  const { search } = useLocation();
  const [, changeStatus] = useChangeCampaignStatus();
  const [, cancel] = useCancelCampaign();
  const [, markPaid] = useMarkCampaignCartPaid();
  const [busy, setBusy] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const [modalLines, setModalLines] = useState<string[]>([]);
  const [asked, setAsked] = useState<'reject' | 'cancel' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  /** Sends; true when the server took it. Its refusal goes where it was asked from. */
  const send = async (
    run: () => Promise<{ data?: object | null; error?: CombinedError }>,
    doneKey: string,
    showErrors: (lines: string[]) => void,
  ) => {
    setDone(null);
    setLines([]);
    const result = await run();
    const payload = result.data ? (Object.values(result.data)[0] as Payload) : null;
    if (!payload?.ok) {
      showErrors(errorLines({ errors: payload?.errors, error: result.error }));
      return false;
    }
    setDone(t(doneKey));
    onChanged();
    return true;
  };

  const onAction = async (action: DetailAction) => {
    if (isDanger(action)) {
      setModalLines([]);
      setAsked(action.kind === 'cancel' ? 'cancel' : 'reject');
      return;
    }
    const key = labelKey(action);
    setBusy(key);
    if (action.kind === 'markPaid')
      await send(() => markPaid({ cartId: campaign.cartId }, refreshes), 'done.markPaid', setLines);
    else if (action.kind === 'status')
      await send(
        () => changeStatus({ campaignId: campaign.id, status: action.to, rejectReason: null }, refreshes),
        `done.${action.to}`,
        setLines,
      );
    setBusy(null);
  };

  const confirmReason = async (reason: string) => {
    setModalLines([]);
    setSending(true);
    const ok =
      asked === 'cancel'
        ? await send(
            () => cancel({ campaignId: campaign.id, cancelReason: reason }, refreshes),
            'done.cancel',
            setModalLines,
          )
        : await send(
            () =>
              changeStatus(
                { campaignId: campaign.id, status: 'DISAPPROVED', rejectReason: reason },
                refreshes,
              ),
            'done.DISAPPROVED',
            setModalLines,
          );
    setSending(false);
    if (ok) setAsked(null);
  };

  return (
    <>
      <Group gap="sm" data-testid="campaign-actions">
        <Button
          component={Link}
          to={withKeptParams(bookingPlacementsHref(campaign.id), search)}
          variant="light"
          leftSection={<IconEdit size={16} />}
        >
          {t('actions.fillPlacements')}
        </Button>
        {actions.map((action) => (
          <Button
            key={labelKey(action)}
            variant={isDanger(action) ? 'outline' : 'filled'}
            color={isDanger(action) ? 'red' : undefined}
            loading={busy === labelKey(action)}
            disabled={busy !== null && busy !== labelKey(action)}
            onClick={() => void onAction(action)}
          >
            {t(labelKey(action))}
          </Button>
        ))}
      </Group>
      <ErrorBanner lines={lines} />
      {done ? (
        <Alert color="green" variant="light" role="status">
          {done}
        </Alert>
      ) : null}
      <ReasonModal
        opened={asked !== null}
        title={t(asked === 'cancel' ? 'cancel.title' : 'reject.title')}
        message={
          asked === 'cancel' ? (
            <>
              {t('cancel.refundable')}{' '}
              <strong data-testid="cancel-refundable">
                <Money amount={campaign.refundableAmount} currency={campaign.currency} />
              </strong>
            </>
          ) : (
            t('reject.message', { name: campaign.name })
          )
        }
        reasonLabel={t(asked === 'cancel' ? 'cancel.reason' : 'reject.reason')}
        confirmLabel={t(asked === 'cancel' ? 'cancel.confirm' : 'reject.confirm')}
        validate={
          asked === 'cancel'
            ? reserveReasonError
            : (reason) => (reason.trim() ? null : 'bookingDetail:reject.reasonRequired')
        }
        errorLines={modalLines}
        isSending={isSending}
        onClose={() => setAsked(null)}
        onConfirm={(reason) => void confirmReason(reason)}
      />
    </>
  );
}
