import { ActionIcon, Badge, Menu, Switch, Tooltip } from '@mantine/core';
import { formatDay } from '@portal/domain/day-format';
import { numberFormat } from '@portal/domain/intl-formats';
import { metaCampaignRatios } from '@portal/domain/meta-metrics';
import { IconDots, IconEdit } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatMoneyText } from '../../../components/money';
import type { MetaCampaignRow } from '../api/meta-campaigns';
import { micros } from './insight-series';

export type CampaignColumnsContext = {
  t: TFunction<'mpa'>;
  locale: string;
  currency: string | null;
  timeZone: string;
  /** OWNER, ADMIN, MEMBER (role matrix `updateMetaCampaign`): the toggle and the row menu. */
  canEdit: boolean;
  /** The campaign ids whose toggle is being sent. */
  busyIds: ReadonlySet<string>;
  onToggle: (row: MetaCampaignRow, active: boolean) => void;
  onEdit: (row: MetaCampaignRow) => void;
};

/** Only ACTIVE and PAUSED switch; a deleted or archived campaign stays as it is. */
export const isToggleable = (status: string) => status === 'ACTIVE' || status === 'PAUSED';

function figures(row: MetaCampaignRow) {
  return metaCampaignRatios({
    impressions: row.impressions,
    clicks: row.clicks,
    cost: micros(row.cost),
    totalPurchaseItem: row.totalPurchaseItem,
    totalPurchaseValue: micros(row.totalPurchaseValue),
  });
}

/**
 * ACTIVE versus other (spec 3 §2.2), told apart where Meta's configured status alone misleads: an ACTIVE
 * campaign past its stop time has ended, and one the spend sync paused for an empty Meta wallet says so.
 */
export function shownStatus(
  campaign: { status: string; effectiveStatus: string; stopTime?: unknown },
  now: Date,
): string {
  if (campaign.effectiveStatus === 'WALLET_EMPTY') return 'WALLET_EMPTY';
  const stop = typeof campaign.stopTime === 'string' ? Date.parse(campaign.stopTime) : Number.NaN;
  if (campaign.status === 'ACTIVE' && stop < now.getTime()) return 'ENDED';
  return campaign.status;
}

/**
 * Meta's stop time is exclusive: a campaign that runs to the 30th stops at the start of the 31st (the server's
 * `scheduleOf`). Its last moment is a millisecond before, whose day is the campaign's end date.
 */
export function lastMoment(stopTime: unknown): Date | null {
  const stop = typeof stopTime === 'string' ? Date.parse(stopTime) : Number.NaN;
  return Number.isNaN(stop) ? null : new Date(stop - 1);
}

/** The Campaigns table's columns (spec 3 §2.2): status ACTIVE versus other, the toggle, figures, CPM, CTR, CR, ROAS. */
export function campaignColumns(context: CampaignColumnsContext): ColumnDef<MetaCampaignRow>[] {
  const { t, locale, currency, timeZone, canEdit, busyIds, onToggle, onEdit } = context;
  const count = (value: number) => numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  const percent = (value: number) =>
    `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;
  const money = (value: bigint | string) => formatMoneyText(value, currency, locale, '—');
  const right = { align: 'right' as const };
  const columns: ColumnDef<MetaCampaignRow>[] = [
    { id: 'name', header: t('table.name'), accessorKey: 'name', meta: { sticky: 'left', minWidth: 180 } },
    {
      id: 'status',
      header: t('table.status'),
      meta: { minWidth: 120 },
      cell: ({ row }) => {
        const shown = shownStatus(row.original, new Date());
        return (
          <Badge color={shown === 'ACTIVE' ? 'green' : 'gray'} variant="light" data-status={shown}>
            {t(`status.${shown}`)}
          </Badge>
        );
      },
    },
    {
      id: 'toggle',
      header: t('table.onOff'),
      meta: { stopsRowClick: true },
      cell: ({ row }) => {
        // The switch says whether the campaign runs: one past its stop time (ENDED) no longer does, whatever
        // Meta's configured status, and switching it would change nothing, so it is off and disabled.
        const ended = shownStatus(row.original, new Date()) === 'ENDED';
        const toggle = (
          <Switch
            aria-label={t('table.toggle', { name: row.original.name })}
            checked={!ended && row.original.status === 'ACTIVE'}
            disabled={ended || !canEdit || !isToggleable(row.original.status) || busyIds.has(row.original.id)}
            onChange={(event) => onToggle(row.original, event.currentTarget.checked)}
          />
        );
        return ended ? (
          <Tooltip label={t('table.endedToggle')} withArrow>
            <span data-testid="ended-toggle" style={{ display: 'inline-block' }}>
              {toggle}
            </span>
          </Tooltip>
        ) : (
          toggle
        );
      },
    },
    {
      id: 'lifetimeBudget',
      header: t('table.lifetimeBudget'),
      meta: right,
      cell: ({ row }) => money(row.original.lifetimeBudget),
    },
    {
      id: 'startTime',
      header: t('table.start'),
      cell: ({ row }) => formatDay(row.original.startTime, timeZone),
    },
    {
      id: 'stopTime',
      header: t('table.end'),
      cell: ({ row }) => formatDay(lastMoment(row.original.stopTime), timeZone),
    },
    {
      id: 'impressions',
      header: t('metrics.impressions'),
      meta: right,
      cell: ({ row }) => count(row.original.impressions),
    },
    { id: 'clicks', header: t('metrics.clicks'), meta: right, cell: ({ row }) => count(row.original.clicks) },
    { id: 'cost', header: t('metrics.cost'), meta: right, cell: ({ row }) => money(row.original.cost) },
    { id: 'cpm', header: t('table.cpm'), meta: right, cell: ({ row }) => money(figures(row.original).cpm) },
    {
      id: 'ctr',
      header: t('metrics.ctr'),
      meta: right,
      cell: ({ row }) => percent(figures(row.original).ctr),
    },
    { id: 'cr', header: t('table.cr'), meta: right, cell: ({ row }) => percent(figures(row.original).cr) },
    {
      id: 'purchases',
      header: t('table.purchases'),
      meta: right,
      cell: ({ row }) => count(row.original.totalPurchaseItem),
    },
    {
      id: 'sales',
      header: t('metrics.sales'),
      meta: right,
      cell: ({ row }) => money(row.original.totalPurchaseValue),
    },
    {
      id: 'roas',
      header: t('metrics.roas'),
      meta: right,
      cell: ({ row }) => percent(figures(row.original).roas),
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: '',
      meta: { sticky: 'right', stopsRowClick: true },
      cell: ({ row }) => (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('table.menu', { name: row.original.name })}
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onEdit(row.original)}>
              {t('table.edit')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}
