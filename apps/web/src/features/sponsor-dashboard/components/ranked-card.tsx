import { Button, Group, Paper, Progress, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { parseDecimalToMicros } from '@portal/domain/money';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import type { DashboardSummaryRow } from '../api/get-dashboard-summaries';
import { type SummaryKind, summaryRowName } from '../utils/summary-names';

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

/** Groups ranked by costs (the server's order), each with its share of the first one's costs. */
export function RankedCard({ title, kind, rows, isLoading, onShowAll, testId }: RankedCardProps) {
  const { t } = useTranslation('sponsorDashboard');
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
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" truncate title={name}>
                        {name}
                      </Text>
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        <Money amount={row.costs} currency={row.currency} />
                      </Text>
                    </Group>
                    <Progress value={share} size="xs" aria-hidden />
                  </li>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {onShowAll ? (
          <Button variant="subtle" size="compact-sm" onClick={onShowAll} w="fit-content">
            {t('ranked.showAll')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
