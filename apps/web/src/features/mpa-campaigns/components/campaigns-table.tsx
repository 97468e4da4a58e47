import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { ErrorBanner } from '../../../components/error-banner';
import { mpaEditHref } from '../../../config/paths';
import { errorLines, type FieldError } from '../../../lib/form-errors';
import { type MetaCampaignRow, useMetaCampaigns, useUpdateMetaCampaignStatus } from '../api/meta-campaigns';
import { campaignColumns } from '../utils/campaign-columns';

export type CampaignsTableProps = {
  sellerId: string;
  fromDate: string;
  toDate: string;
  timeZone: string;
  currency: string | null;
  canEdit: boolean;
};

/**
 * The seller's Meta campaigns in the range, 10 a page with Meta's cursors (Prev / Next). A failed report
 * shows no rows, silently (spec 3 §8); a refused toggle says why above the table.
 */
export function CampaignsTable({
  sellerId,
  fromDate,
  toDate,
  timeZone,
  currency,
  canEdit,
}: CampaignsTableProps) {
  const { t, i18n } = useTranslation('mpa');
  const navigate = useNavigate();
  const [cursor, setCursor] = useState<string | null>(null);
  const [{ data, fetching }] = useMetaCampaigns({ sellerId, fromDate, toDate, cursor });
  const [, updateStatus] = useUpdateMetaCampaignStatus();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [toggleErrors, setToggleErrors] = useState<string[]>([]);
  const page = data?.metaCampaigns;

  const columns = useMemo(() => {
    const toggle = async (row: MetaCampaignRow, active: boolean) => {
      setToggleErrors([]);
      setBusyIds((ids) => new Set(ids).add(row.id));
      const result = await updateStatus({
        sellerId,
        campaignId: row.id,
        status: active ? 'ACTIVE' : 'PAUSED',
      });
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(row.id);
        return next;
      });
      const payload = result.data?.updateMetaCampaign;
      if (!payload?.ok) {
        const errors: readonly FieldError[] = payload?.errors ?? [];
        const lines = errorLines({ errors, error: result.error });
        setToggleErrors(lines.length > 0 ? lines : ['mpa:table.toggleFailed']);
      }
    };
    return campaignColumns({
      t,
      locale: i18n.language,
      currency,
      timeZone,
      canEdit,
      busyIds,
      onToggle: (row, active) => void toggle(row, active),
      onEdit: (row) => navigate(mpaEditHref(row.id, sellerId)),
    });
  }, [t, i18n.language, currency, timeZone, canEdit, busyIds, updateStatus, sellerId, navigate]);

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={3}>{t('table.title')}</Title>
        <ErrorBanner lines={toggleErrors} />
        <DataTable
          data={page?.objects ?? []}
          columns={columns}
          getRowId={(row) => row.id}
          label={t('table.title')}
          emptyText={t('table.empty')}
          isLoading={fetching && !data}
          minWidth={1300}
          testId="meta-campaigns"
        />
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} />}
            disabled={!page?.previousPage}
            onClick={() => setCursor(page?.previousPage ?? null)}
          >
            {t('table.prev')}
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} />}
            disabled={!page?.nextPage}
            onClick={() => setCursor(page?.nextPage ?? null)}
          >
            {t('table.next')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
