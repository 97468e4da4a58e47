import { Badge, type BadgeProps, type MantineTheme, Tooltip } from '@mantine/core';
import type { CSSProperties, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type StatusKind, type StatusKindName, statusKinds } from './status-kinds';

export type StatusBadgeProps = {
  kind: StatusKindName;
  status: string | null | undefined;
  /**
   * Campaigns: why a NOT_DELIVERING ad set does not deliver, added to the tooltip (spec 2 §4), or why a
   * COMPLETED one completed (END_DATE, NO_SKU).
   */
  effectiveStatus?: string | null;
  size?: BadgeProps['size'];
};

/** The statuses whose tooltip says the engine's or the schedule's reason (the ad set's effective status). */
const explained = ['NOT_DELIVERING', 'COMPLETED'];

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
    explained.includes(status) && effectiveStatus && effectiveStatus !== status
      ? t(`effectiveStatus.${effectiveStatus}`, { defaultValue: '' })
      : '';
  // COMPLETED's own tip names both causes ("the end date has passed, or no SKU is left"): a known one replaces it.
  const general =
    status === 'COMPLETED' && reason ? '' : config.tip ? t(config.tip(status), { defaultValue: '' }) : '';
  const tip = config.tip ? [general, reason].filter(Boolean).join(' ') : '';
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

/** The kinds whose badge has no tooltip: only these can be drawn as plain elements (plainStatusBadges). */
export type PlainStatusKindName = {
  [K in StatusKindName]: (typeof statusKinds)[K] extends { tip: unknown } ? never : K;
}[StatusKindName];

/** A translation function of the app's i18next instance (any namespace: the kind's is passed as `ns`). */
type Translate = (key: string, options: { ns: string; defaultValue: string }) => string;

const BADGE_ROOT = `${Badge.classes.root} mantine-Badge-root`;
const BADGE_LABEL = `${Badge.classes.label} mantine-Badge-label`;

/**
 * StatusBadge of a kind without a tooltip, for a table that draws thousands of them (the 5,000-SKU table mounts
 * a window of rows at every scroll step): the same markup and look as `<StatusBadge kind status />` (a test
 * holds them equal) as a plain <div> and <span> with Badge's own classes, its light variant's colours from the
 * theme's variantColorResolver and the never-truncated styles, without Badge's components and without a
 * `useTranslation` per row (each subscribed to i18next on mount). Each status's badge is made once, on first
 * use, and the same element is drawn in every row of that status. Build it once per table, again when the
 * language or theme changes (the caller's memo); the default size only.
 */
export function plainStatusBadges(
  kind: PlainStatusKindName,
  theme: MantineTheme,
  t: Translate,
): (status: string | null | undefined) => ReactElement | null {
  const config: StatusKind = statusKinds[kind];
  const badges = new Map<string, ReactElement>();
  return (status) => {
    if (!status) return null;
    let badge = badges.get(status);
    if (!badge) {
      const colors = theme.variantColorResolver({
        color: config.colors[status] ?? 'gray',
        theme,
        variant: 'light',
      });
      const style = {
        ...neverTruncated.root,
        '--badge-bg': colors.background,
        '--badge-color': colors.color,
        '--badge-bd': colors.border,
      } as CSSProperties;
      badge = (
        <div className={BADGE_ROOT} style={style} data-variant="light" data-status={status}>
          <span className={BADGE_LABEL} style={neverTruncated.label}>
            {t(config.label(status), { ns: config.namespace, defaultValue: status })}
          </span>
        </div>
      );
      badges.set(status, badge);
    }
    return badge;
  };
}
