import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDateTime } from '@portal/domain/day-format';
import { useTranslation } from 'react-i18next';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import type { BookingCampaignDetail } from '../api/get-booking-campaign';

/** Every status change: the status, who, the note or reason, when (oldest first). */
export function CampaignHistory({
  history,
  timeZone,
}: {
  history: BookingCampaignDetail['history'];
  timeZone: string;
}) {
  const { t } = useTranslation('bookingDetail');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>{t('history.title')}</Title>
        {history.length === 0 ? (
          <Text c="dimmed">{t('history.empty')}</Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} data-testid="campaign-history">
            {history.map((entry) => (
              <Timeline.Item key={entry.id} title={<BookingStatusBadge status={entry.status} size="sm" />}>
                <Text size="sm">
                  {t('history.by', { user: entry.userName, at: formatDateTime(entry.createdAt, timeZone) })}
                </Text>
                {entry.note ? (
                  <Text size="sm" c="dimmed">
                    {entry.note}
                  </Text>
                ) : null}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
