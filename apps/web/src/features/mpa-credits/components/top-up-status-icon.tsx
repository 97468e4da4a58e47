import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TopUpStatusIconProps = { status: string; statusReason?: string | null };

/**
 * Spec 3 §4: only COMPLETED (a check) and FAILED (an error icon, its reason as a tooltip when there is one)
 * look different; REQUESTING and APPROVED show nothing.
 */
export function TopUpStatusIcon({ status, statusReason }: TopUpStatusIconProps) {
  const { t } = useTranslation('mpaCredits');
  if (status === 'COMPLETED') {
    return (
      <ThemeIcon
        variant="light"
        color="blue"
        size="sm"
        radius="xl"
        role="img"
        aria-label={t('status.COMPLETED')}
        data-testid="top-up-completed-icon"
      >
        <IconCheck size={14} />
      </ThemeIcon>
    );
  }
  if (status !== 'FAILED') return null;
  const reason = statusReason?.trim() || null;
  return (
    <Tooltip
      label={reason}
      disabled={!reason}
      withArrow
      multiline
      maw={280}
      events={{ hover: true, focus: true, touch: true }}
    >
      <ThemeIcon
        variant="light"
        color="red"
        size="sm"
        radius="xl"
        tabIndex={reason ? 0 : undefined}
        role="img"
        aria-label={reason ? t('status.failedWithReason', { reason }) : t('status.FAILED')}
        data-testid="top-up-failed-icon"
      >
        <IconAlertCircle size={14} />
      </ThemeIcon>
    </Tooltip>
  );
}
