import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { zonedDay } from '@portal/domain/zoned-day';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { useBookingVentures } from '../api/get-booking-ventures';
import { useCalendarParams } from '../hooks/use-calendar-params';
import { monthOf } from '../utils/month-grid';
import { resolveSelection } from '../utils/selection';
import { CalendarFilters } from './calendar-filters';
import { VentureCalendar } from './venture-calendar';

/**
 * Staff's booking calendar (spec 3 §2.4, decision 0240): venture, segment and placement filters and the month,
 * all in the address; the month's bookings of the segment or of one placement; a free day reserves a week.
 */
export function BookingCalendarPage() {
  const { t } = useTranslation('bookingCalendar');
  const { params, setVenture, setSegment, setPlacement, setMonth } = useCalendarParams();
  const [{ data, fetching, error }] = useBookingVentures();
  const ventures = data?.allVentures;
  const selection = useMemo(() => resolveSelection(ventures ?? [], params), [ventures, params]);
  const { venture, segment, placement } = selection;
  // Days are the venture's calendar days: "today" and the default month are read in its time zone.
  const today = venture ? zonedDay(new Date(), venture.timeZone) : null;
  const month = params.month ?? (today ? monthOf(today) : null);

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <ErrorBanner lines={error ? errorLines({ error }) : []} />
      {!ventures && fetching ? <CenteredLoader /> : null}
      {ventures && ventures.length === 0 ? <Text c="dimmed">{t('noVentures')}</Text> : null}
      {venture && today && month ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <CalendarFilters
              ventures={ventures ?? []}
              selection={selection}
              month={month}
              onVenture={setVenture}
              onSegment={setSegment}
              onPlacement={setPlacement}
              onMonth={setMonth}
            />
            {segment ? (
              <VentureCalendar
                venture={venture}
                segment={segment}
                placement={placement}
                month={month}
                today={today}
              />
            ) : (
              <Alert color="gray" variant="light">
                {t('noSegments')}
              </Alert>
            )}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
