import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { Money } from '../../../components/money';
import { saveBlob } from '../../../lib/download-file';
import { fetchCampaignInvoice } from '../api/download-campaign-invoice';
import type { BookingCampaignDetail } from '../api/get-booking-campaign';

/** Charged, refundable and refunded amounts, the discounts applied and the cart's invoice. */
export function CampaignPaymentCard({ campaign }: { campaign: BookingCampaignDetail }) {
  const { t } = useTranslation('bookingDetail');
  const [isDownloading, setDownloading] = useState(false);
  const [lines, setLines] = useState<string[]>([]);
  const invoice = campaign.invoice;
  const download = async () => {
    if (!invoice) return;
    setDownloading(true);
    setLines([]);
    try {
      const { blob, fileName } = await fetchCampaignInvoice(invoice);
      saveBlob(blob, fileName);
    } catch (error) {
      setLines([error instanceof Error ? error.message : String(error)]);
    } finally {
      setDownloading(false);
    }
  };
  const amounts = [
    ['charged', campaign.chargedAmount],
    ['refundable', campaign.refundableAmount],
    ['refunded', campaign.refundedAmount],
  ] as const;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="campaign-payment">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('payment.title')}</Title>
          {invoice ? (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              loading={isDownloading}
              onClick={() => void download()}
            >
              {t('payment.invoice', { invoiceNo: invoice.invoiceNo })}
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {amounts.map(([key, amount]) => (
            <Stack key={key} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(`payment.${key}`)}
              </Text>
              <Text fw={600} data-testid={`amount-${key}`}>
                <Money amount={amount} currency={campaign.currency} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('payment.discounts')}
          </Text>
          {campaign.discounts.length === 0 ? (
            <Text size="sm">{t('payment.noDiscounts')}</Text>
          ) : (
            campaign.discounts.map((discount) => (
              <Badge key={discount.id} variant="light" color="teal">
                {`${discount.name} (${discount.discount}%)`}
              </Badge>
            ))
          )}
        </Group>
        <ErrorBanner lines={lines} />
      </Stack>
    </Card>
  );
}
