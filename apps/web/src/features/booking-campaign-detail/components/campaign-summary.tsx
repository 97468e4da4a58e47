import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatDay } from '@portal/domain/day-format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingPaymentBadge, BookingStatusBadge } from '../../../components/booking-status-badge';
import type { BookingCampaignDetail } from '../api/get-booking-campaign';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export type CampaignSummaryProps = { campaign: BookingCampaignDetail; timeZone: string };

/** Name, statuses, dates, supplier, brand, package, tracking code, payment (decision 0240 detail). */
export function CampaignSummary({ campaign, timeZone }: CampaignSummaryProps) {
  const { t } = useTranslation('bookingDetail');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="campaign-summary">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2}>{campaign.name}</Title>
          <BookingStatusBadge status={campaign.status} size="lg" />
          <BookingPaymentBadge status={campaign.paymentStatus} size="lg" />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <Fact label={t('summary.dates')}>
            {`${formatDay(campaign.startDate, timeZone)} – ${formatDay(campaign.endDate, timeZone)}`}
          </Fact>
          <Fact label={t('summary.supplier')}>{campaign.supplier}</Fact>
          <Fact label={t('summary.brand')}>{campaign.brand.name}</Fact>
          <Fact label={t('summary.package')}>{`${campaign.package.code} ${campaign.package.name}`}</Fact>
          <Fact label={t('summary.trackingCode')}>{campaign.trackingCode}</Fact>
          <Fact label={t('summary.paymentMethod')}>
            {t(`paymentMethod.${campaign.paymentMethod}`, { defaultValue: campaign.paymentMethod })}
          </Fact>
          <Fact label={t('summary.paymentTerms')}>
            {t(`paymentTerms.${campaign.paymentTerms}`, { defaultValue: campaign.paymentTerms })}
          </Fact>
          <Fact label={t('summary.createdAt')}>{formatDateTime(campaign.createdAt, timeZone)}</Fact>
        </SimpleGrid>
        {campaign.rejectReason ? (
          <Fact label={t('summary.rejectReason')}>{campaign.rejectReason}</Fact>
        ) : null}
        {campaign.cancelReason ? (
          <Fact label={t('summary.cancelReason')}>{campaign.cancelReason}</Fact>
        ) : null}
      </Stack>
    </Card>
  );
}
