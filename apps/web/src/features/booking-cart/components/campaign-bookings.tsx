import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CartBooking, CartCampaign } from '@portal/domain/booking-cart';
import { useTranslation } from 'react-i18next';
import type { CartPackage } from '../types';

export type CampaignBookingsProps = {
  campaign: CartCampaign;
  pkg: CartPackage;
  onChange: (bookings: CartBooking[]) => void;
};

/** The package's placements by venture and segment, ticked when the campaign books them (at least one). */
export function CampaignBookings({ campaign, pkg, onChange }: CampaignBookingsProps) {
  const { t } = useTranslation('bookingCart');
  const isBooked = (placementId: string) => campaign.bookings.some((b) => b.placementId === placementId);
  const toggle = (booking: CartBooking, checked: boolean) =>
    onChange(
      checked
        ? [...campaign.bookings, booking]
        : campaign.bookings.filter((b) => b.placementId !== booking.placementId),
    );
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('campaign.placements')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {pkg.ventures.map((venture) =>
          pkg.segments
            .filter((segment) => segment.ventureId === venture.id)
            .map((segment) => (
              <Stack key={segment.id} gap={4}>
                <Text size="sm" c="dimmed">
                  {venture.code} · {segment.name}
                </Text>
                {segment.placements.map((placement) => {
                  const booked = isBooked(placement.id);
                  return (
                    <Checkbox
                      key={placement.id}
                      label={placement.name}
                      checked={booked}
                      // The last ticked placement stays: a campaign books at least one.
                      disabled={booked && campaign.bookings.length === 1}
                      onChange={(event) =>
                        toggle(
                          { ventureId: venture.id, segmentId: segment.id, placementId: placement.id },
                          event.currentTarget.checked,
                        )
                      }
                    />
                  );
                })}
              </Stack>
            )),
        )}
      </SimpleGrid>
    </Stack>
  );
}
