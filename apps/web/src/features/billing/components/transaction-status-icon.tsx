import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TransactionStatusIconProps = { status: 'COMPLETED' | 'FAILED'; statusReason?: string | null };

/** Spec 1 §4: a check for COMPLETED; a grey info icon for FAILED, its reason in a tooltip. */
export function TransactionStatusIcon({ status, statusReason }: TransactionStatusIconProps) {
  const { t } = useTranslation('billing');
  if (status === 'COMPLETED') {
    return (
      <ThemeIcon
        variant="light"
        color="green"
        size="sm"
        radius="xl"
        role="img"
        aria-label={t('status.COMPLETED')}
      >
        <IconCheck size={14} />
      </ThemeIcon>
    );
  }
  const reason = statusReason || t('status.FAILED');
  return (
    <Tooltip label={reason} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ThemeIcon
        variant="light"
        color="gray"
        size="sm"
        radius="xl"
        tabIndex={0}
        role="img"
        aria-label={t('status.failedWithReason', { reason })}
        data-testid="transaction-failed-icon"
      >
        <IconInfoCircle size={14} />
      </ThemeIcon>
    </Tooltip>
  );
}
