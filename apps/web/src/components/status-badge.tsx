import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type StatusKind, type StatusKindName, statusKinds } from './status-kinds';

export type StatusBadgeProps = {
  kind: StatusKindName;
  status: string | null | undefined;
  /** Campaigns: why a NOT_DELIVERING ad set does not deliver, added to the tooltip (spec 2 §4). */
  effectiveStatus?: string | null;
  size?: BadgeProps['size'];
};

/**
 * Mantine's badge clips a long label with an ellipsis ("EXPIR…" in a narrow column, issue 12): the
 * label is never cut, the badge is as wide as its words and the column makes room.
 */
const neverTruncated = {
  root: { overflow: 'visible', minWidth: 'max-content', maxWidth: 'none' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

/**
 * The one status badge: colour and label come from `statusKinds`, always the light variant whose text the
 * theme darkens to a readable contrast (decision 0142). `data-status` carries the raw status for tests.
 */
export function StatusBadge({ kind, status, effectiveStatus, size }: StatusBadgeProps) {
  const config: StatusKind = statusKinds[kind];
  const { t } = useTranslation(config.namespace);
  if (!status) return null;
  const reason =
    status === 'NOT_DELIVERING' && effectiveStatus && effectiveStatus !== status
      ? t(`effectiveStatus.${effectiveStatus}`, { defaultValue: '' })
      : '';
  const tip = config.tip
    ? [t(config.tip(status), { defaultValue: '' }), reason].filter(Boolean).join(' ')
    : '';
  const badge = (
    <Badge
      color={config.colors[status] ?? 'gray'}
      variant="light"
      size={size}
      styles={neverTruncated}
      data-status={status}
    >
      {t(config.label(status), { defaultValue: status })}
    </Badge>
  );
  if (!config.tip) return badge;
  return (
    <Tooltip label={tip} disabled={!tip} multiline w={260} withArrow>
      {badge}
    </Tooltip>
  );
}
