import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { RESERVE_REASON_MAX, reservationRange, reserveReasonError } from '@portal/domain/booking-dates';
import { formatDay } from '@portal/domain/day-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { translateMessage } from '../../../lib/validate';

export type ReserveRequest = {
  /** The free day clicked. */
  day: string;
  /** Today in the venture's calendar. */
  today: string;
  /** The venture's booking code (ZSG, ZID...). */
  code: string;
  ventureName: string;
  placementName: string;
};

export type ReserveModalProps = {
  /** null: closed. */
  request: ReserveRequest | null;
  /** The server's refusal. */
  errorLines: readonly string[];
  isSending: boolean;
  onClose: () => void;
  /** The week and the reason, trimmed. */
  onConfirm: (reservation: { startDate: string; endDate: string; reserveReason: string }) => void;
};

/**
 * Staff reserve a placement for the 7 days from the week start on or before the clicked day (`reservationRange`),
 * with a required reason; a week inside the lead time shows why instead of the form.
 */
export function ReserveModal({ request, ...props }: ReserveModalProps) {
  const { t } = useTranslation('bookingCalendar');
  return (
    <Modal opened={request !== null} onClose={props.onClose} title={t('reserve.title')}>
      {request ? <ReserveBody key={request.day} request={request} {...props} /> : null}
    </Modal>
  );
}

/** Mounted per opening: the reason starts empty each time. */
function ReserveBody({
  request,
  errorLines,
  isSending,
  onClose,
  onConfirm,
}: ReserveModalProps & { request: ReserveRequest }) {
  const { t } = useTranslation('bookingCalendar');
  const [reason, setReason] = useState('');
  const [isTried, setTried] = useState(false);
  const range = reservationRange(request.day, request.today, request.code);
  if ('error' in range) {
    return (
      <Stack gap="sm">
        <ErrorBanner lines={[range.error]} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reserve.close')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const reasonError = reserveReasonError(reason);
  const length = [...reason.trim()].length;
  // Required shows once the user tries to send; too long shows as it is typed.
  const shownError = reasonError && (isTried || length > RESERVE_REASON_MAX) ? reasonError : null;
  const submit = () => {
    setTried(true);
    if (reasonError) return;
    onConfirm({ ...range, reserveReason: reason.trim() });
  };
  return (
    <Stack gap="sm">
      <Text>
        {t('reserve.message', {
          placement: request.placementName,
          venture: request.ventureName,
          start: formatDay(range.startDate, 'UTC'),
          end: formatDay(range.endDate, 'UTC'),
        })}
      </Text>
      <Textarea
        label={t('reserve.reason')}
        required
        autosize
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={shownError ? translateMessage(shownError, (key, values) => t(key, values)) : undefined}
        description={t('reserve.counter', { length, max: RESERVE_REASON_MAX })}
        data-autofocus
      />
      <ErrorBanner lines={errorLines} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('reserve.cancel')}
        </Button>
        <Button onClick={submit} loading={isSending}>
          {t('reserve.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
