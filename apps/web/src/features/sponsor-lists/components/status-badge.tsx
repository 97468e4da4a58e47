import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<string, string> = {
  PENDING_FOR_APPROVAL: 'yellow',
  REJECTED: 'red',
  SCHEDULED: 'cyan',
  DELIVERING: 'green',
  NOT_DELIVERING: 'orange',
  COMPLETED: 'gray',
  PAUSED: 'gray',
  DRAFT: 'violet',
  STARTED: 'green',
  REMOVED: 'dark',
};

export type StatusBadgeProps = { status: string | null; effectiveStatus?: string | null };

/** Spec 2 §4: each status has its own tooltip; NOT_DELIVERING explains its effective-status reason. */
export function StatusBadge({ status, effectiveStatus }: StatusBadgeProps) {
  const { t } = useTranslation('sponsor');
  if (!status) return null;
  const reason =
    status === 'NOT_DELIVERING' && effectiveStatus && effectiveStatus !== status
      ? t(`effectiveStatus.${effectiveStatus}`, { defaultValue: '' })
      : '';
  const tip = [t(`statusTip.${status}`, { defaultValue: '' }), reason].filter(Boolean).join(' ');
  return (
    <Tooltip label={tip} disabled={!tip} multiline w={260} withArrow>
      <Badge color={colors[status] ?? 'gray'} variant="light" miw="max-content" data-status={status}>
        {t(`status.${status}`, { defaultValue: status })}
      </Badge>
    </Tooltip>
  );
}
