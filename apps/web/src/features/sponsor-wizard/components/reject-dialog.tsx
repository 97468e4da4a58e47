import { Button, Group, Modal, Textarea } from '@mantine/core';
import { ruleMessage } from '@portal/domain/sponsor-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleText } from '../hooks/use-rule-text';

export type RejectDialogProps = {
  opened: boolean;
  isSubmitting: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
};

/** 'Reject confirmation' with a required reason (spec 2 §2, §5). */
export function RejectDialog({ opened, isSubmitting, onCancel, onReject }: RejectDialogProps) {
  const { t } = useTranslation('sponsorWizard');
  const ruleText = useRuleText();
  const [reason, setReason] = useState('');
  const [isTouched, setTouched] = useState(false);
  const error = isTouched && reason.trim() === '' ? ruleText([ruleMessage('requireRejectReason')]) : null;

  return (
    <Modal opened={opened} onClose={onCancel} title={t('reject.title')} centered>
      <Textarea
        label={t('reject.reason')}
        withAsterisk
        autosize
        minRows={3}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={error}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button
          color="red"
          loading={isSubmitting}
          onClick={() => {
            setTouched(true);
            if (reason.trim() !== '') onReject(reason.trim());
          }}
        >
          {t('actions.reject')}
        </Button>
      </Group>
    </Modal>
  );
}
