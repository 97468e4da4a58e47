import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorBanner } from './error-banner';

export type DecisionModalProps = {
  /** The decision asked; null: closed. */
  decision: {
    title: string;
    message: string;
    confirmLabel: string;
    /** The required reason's label (failing a request); without it no reason is asked. */
    reasonLabel?: string;
  } | null;
  cancelLabel: string;
  /** The server's refusal, shown inside the modal. */
  errorLines: readonly string[];
  isSending: boolean;
  onClose: () => void;
  /** The reason trimmed ('' when none is asked). */
  onConfirm: (reason: string) => void;
};

/**
 * Staff's confirmation of a decision on a top-up request (mark paid or complete; fail with a required reason,
 * at most 500 characters): the company wallet's requests (billing) and the Meta wallets' (staff-mpa-top-ups).
 */
export function DecisionModal({
  decision,
  cancelLabel,
  errorLines,
  isSending,
  onClose,
  onConfirm,
}: DecisionModalProps) {
  return (
    <Modal opened={decision !== null} onClose={onClose} title={decision?.title}>
      {decision ? (
        <DecisionBody
          {...decision}
          cancelLabel={cancelLabel}
          errorLines={errorLines}
          isSending={isSending}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      ) : null}
    </Modal>
  );
}

type DecisionBodyProps = NonNullable<DecisionModalProps['decision']> & Omit<DecisionModalProps, 'decision'>;

/** Mounted per opening: the reason starts empty each time. */
function DecisionBody(props: DecisionBodyProps) {
  const { message, reasonLabel, confirmLabel, cancelLabel, errorLines, isSending, onClose, onConfirm } =
    props;
  const [reason, setReason] = useState('');
  const isMissingReason = reasonLabel !== undefined && !reason.trim();
  return (
    <Stack gap="sm">
      <Text>{message}</Text>
      {reasonLabel !== undefined ? (
        <TextInput
          label={reasonLabel}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
      ) : null}
      <ErrorBanner lines={errorLines} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          color={reasonLabel !== undefined ? 'red' : undefined}
          onClick={() => onConfirm(reason.trim())}
          disabled={isMissingReason}
          loading={isSending}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
