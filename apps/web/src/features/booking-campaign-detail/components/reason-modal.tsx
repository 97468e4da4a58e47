import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { translateMessage } from '../../../lib/validate';

export type ReasonModalProps = {
  opened: boolean;
  title: string;
  /** Said above the reason (cancelling: the refundable amount). */
  message: ReactNode;
  reasonLabel: string;
  confirmLabel: string;
  /** The rule the reason must meet: a message (key or text) or null. */
  validate: (reason: string) => string | null;
  /** The server's refusal. */
  errorLines: readonly string[];
  isSending: boolean;
  onClose: () => void;
  /** The reason trimmed, once it passes `validate`. */
  onConfirm: (reason: string) => void;
};

/** A decision that needs a reason (reject, cancel); the reason is checked when confirming. */
export function ReasonModal({ opened, title, onClose, ...body }: ReasonModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      {opened ? <ReasonBody {...body} onClose={onClose} /> : null}
    </Modal>
  );
}

/** Mounted per opening: the reason starts empty each time. */
function ReasonBody(props: Omit<ReasonModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation('bookingDetail');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const problem = props.validate(reason);
    setError(problem ? translateMessage(problem, (key, values) => t(key, values)) : null);
    if (!problem) props.onConfirm(reason.trim());
  };
  return (
    <Stack gap="sm">
      <Text component="div">{props.message}</Text>
      <Textarea
        label={props.reasonLabel}
        required
        autosize
        minRows={2}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        data-autofocus
      />
      <ErrorBanner lines={props.errorLines} />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('actions.close')}
        </Button>
        <Button color="red" onClick={confirm} loading={props.isSending}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
