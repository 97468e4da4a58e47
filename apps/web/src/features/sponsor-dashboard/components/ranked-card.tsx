import { Paper, Progress, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { parseDecimalToMicros } from '@portal/domain/money';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyTextsByCurrency } from '../../../components/money';
import type { DashboardSummaryRow } from '../api/get-dashboard-summaries';
import { type SummaryKind, summaryRowName } from '../utils/summary-names';
import { ShowAllButton } from './show-all-button';

export type RankedCardProps = {
  title: string;
  kind: SummaryKind;
  rows: readonly DashboardSummaryRow[];
  isLoading: boolean;
  /** "Show all" under the list (the campaigns' first 100). */
  onShowAll?: () => void;
  testId: string;
};

const microsOf = (value: string) => parseDecimalToMicros(value) ?? 0n;

// A row as plain elements with the theme's variables: Mantine's Group (space-between, nowrap), Text (sm; the
// name truncated, the amount bold) and an xs Progress drawn with Progress's own classes. The campaigns' card
// lists up to 100 rows and is drawn with the dashboard's first paint; five components a row were a large part
// of that render (docs/performance.md, issue 14).
const line: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexWrap: 'nowrap',
  gap: 'var(--mantine-spacing-xs)',
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 'var(--mantine-line-height-sm)',
};
// The name gives way (an ellipsis, the whole name in its title); the amount never shrinks nor wraps. A zero width
// and min-width keep the name out of the line's min-content width, which the scroll area's content takes
// (Mantine's Autosize content is `min-width: min-content`): a long name made the list wider than its card, so
// the card scrolled sideways with the amount cut ("SGD 23" of "SGD 23.45").
const nameText: CSSProperties = {
  flex: '1 1 auto',
  width: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const amountText: CSSProperties = { flex: 'none', fontWeight: 600, whiteSpace: 'nowrap' };
const track = { '--progress-size': 'var(--progress-size-xs)' } as CSSProperties;
const bar = (share: number) =>
  ({
    '--progress-section-size': `${share}%`,
    '--progress-section-color': 'var(--mantine-primary-color-filled)',
  }) as CSSProperties;

/** Groups ranked by costs (the server's order), each with its share of the first one's costs. */
export function RankedCard({ title, kind, rows, isLoading, onShowAll, testId }: RankedCardProps) {
  const { t, i18n } = useTranslation('sponsorDashboard');
  const money = moneyTextsByCurrency(i18n.language);
  const top = rows.length > 0 ? microsOf(rows[0]?.costs ?? '0') : 0n;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {isLoading && rows.length === 0 ? (
          <Stack gap={6}>
            <Skeleton height={18} />
            <Skeleton height={18} />
            <Skeleton height={18} />
          </Stack>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('ranked.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize
            mah={260}
            type="auto"
            // A long list scrolls by keyboard too (axe scrollable-region-focusable).
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': title }}
          >
            <Stack gap={8} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((row) => {
                const costs = microsOf(row.costs);
                const share = top > 0n ? Number((costs * 1000n) / top) / 10 : 0;
                const name = summaryRowName(row, kind, t('unknown'));
                return (
                  <li key={row.key} data-testid="ranked-row">
                    <div style={line}>
                      <span style={nameText} title={name}>
                        {name}
                      </span>
                      <span style={amountText}>{money(row.costs, row.currency)}</span>
                    </div>
                    <div className={Progress.classes.root} style={track} aria-hidden>
                      <div className={Progress.classes.section} style={bar(share)} />
                    </div>
                  </li>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {onShowAll ? <ShowAllButton label={t('ranked.showAll')} onClick={onShowAll} /> : null}
      </Stack>
    </Paper>
  );
}
