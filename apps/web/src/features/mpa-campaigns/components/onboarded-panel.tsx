import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { pastDateRangePresets } from '@portal/domain/date-range-presets';
import { parseDecimalToMicros } from '@portal/domain/money';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { useAdAccountBalance } from '../api/ad-account-balance';
import type { MpaSeller } from '../api/company-sellers';
import type { MpaTopUpResult } from '../api/top-up';
import { useDashboardRange } from '../hooks/use-dashboard-range';
import type { MpaPermissions } from '../utils/permissions';
import { CampaignsTable } from './campaigns-table';
import { PerformanceChart } from './performance-chart';
import { QuickCampaignModal } from './quick-campaign-modal';
import { RequestReceivedModal } from './request-received-modal';
import { WalletBalanceCard } from './wallet-balance-card';
import { WalletTopUpModal } from './wallet-top-up-modal';

// Meta's insights need days: no "Lifetime" here.
const presets = pastDateRangePresets.filter((preset) => preset !== 'lifetime');

export type OnboardedPanelProps = {
  seller: MpaSeller;
  can: MpaPermissions;
  flags: { advancedSetup: boolean; paidCredit: boolean };
};

/** A linked seller: Launch Campaign, the Meta wallet, the range, the performance chart and the Campaigns table. */
export function OnboardedPanel({ seller, can, flags }: OnboardedPanelProps) {
  const { t } = useTranslation('mpa');
  const timeZone = seller.catalog.timeZone;
  const { range, setRange } = useDashboardRange(timeZone);
  const [{ data, fetching, error }] = useAdAccountBalance(seller.id);
  const balance = data?.adAccountBalance ?? null;
  const currency = balance?.accountCurrency ?? null;
  const funded = balance !== null && (parseDecimalToMicros(balance.walletBalance) ?? 0n) > 0n;
  const [modal, setModal] = useState<'launch' | 'topUp' | null>(null);
  const [received, setReceived] = useState<MpaTopUpResult | null>(null);
  const topUpDone = (request: MpaTopUpResult) => {
    setModal(null);
    setReceived(request);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Badge
            color="green"
            variant="light"
            leftSection={<IconCheck size={12} />}
            data-testid="linked-chip"
          >
            {t('linked')}
          </Badge>
          {balance ? (
            <Text size="sm" c="dimmed">
              {t('accountName', { name: balance.accountName, id: balance.accountId })}
            </Text>
          ) : null}
        </Group>
        {can.createCampaign ? (
          <Tooltip label={t('launch.needsBalance')} disabled={funded} withArrow>
            <span>
              <Button
                leftSection={<IconPlus size={16} />}
                disabled={!funded}
                onClick={() => setModal('launch')}
              >
                {t('launch.button')}
              </Button>
            </span>
          </Tooltip>
        ) : null}
      </Group>
      {error && !data ? <ErrorBanner lines={errorLines({ error })} /> : null}
      <Group justify="space-between" align="flex-end">
        <DateRangeFilter
          value={range}
          onChange={setRange}
          timeZone={timeZone}
          presets={presets}
          emptyText={t('range.placeholder')}
        />
        <WalletBalanceCard
          balance={balance}
          isLoading={fetching}
          canTopUp={can.topUp}
          onTopUp={() => setModal('topUp')}
        />
      </Group>
      <PerformanceChart
        sellerId={seller.id}
        fromDate={range.start}
        toDate={range.end}
        timeZone={timeZone}
        currency={currency}
      />
      <CampaignsTable
        key={`${range.start}_${range.end}`}
        sellerId={seller.id}
        fromDate={range.start}
        toDate={range.end}
        timeZone={timeZone}
        currency={currency}
        canEdit={can.editCampaign}
      />
      {modal === 'launch' && currency ? (
        <QuickCampaignModal
          seller={seller}
          currency={currency}
          advancedSetup={flags.advancedSetup}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal === 'topUp' && currency ? (
        <WalletTopUpModal
          sellerId={seller.id}
          sellerName={seller.nameWithCatalog}
          currency={currency}
          paidCreditFlag={flags.paidCredit}
          onClose={() => setModal(null)}
          onReceived={topUpDone}
        />
      ) : null}
      <RequestReceivedModal request={received} onClose={() => setReceived(null)} />
    </Stack>
  );
}
