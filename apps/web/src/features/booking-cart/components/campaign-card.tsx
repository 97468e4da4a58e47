import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CartAction, CartState } from '@portal/domain/booking-cart';
import { defaultCampaignName } from '@portal/domain/booking-dates';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { Money } from '../../../components/money';
import { useCampaignAvailability } from '../api/get-campaign-availability';
import type { CartCurrency } from '../types';
import type { CampaignPrice } from '../utils/cart-pricing';
import { cartTakenRanges, earlierCartRanges, refreshedDefaultDates } from '../utils/start-dates';
import { CampaignBookings } from './campaign-bookings';
import { CampaignDates } from './campaign-dates';
import { CampaignDiscounts } from './campaign-discounts';
import { CampaignPrices } from './campaign-prices';

export type CampaignCardProps = {
  price: CampaignPrice;
  cart: CartState;
  wallet: CartCurrency;
  currencies: readonly CartCurrency[];
  allowOverlap: boolean;
  /** Today on the package's ventures' calendars (the latest of their days). */
  today: string;
  /** The clock of the default name. */
  now: () => Date;
  /** The server's refusals of this campaign (campaignItems.<n>...). */
  errors: readonly string[];
  dispatch: (action: CartAction) => void;
};

/** One campaign of the cart: its package, name, week(s), placements, figures and discounts. */
export function CampaignCard({
  price,
  cart,
  wallet,
  currencies,
  allowOverlap,
  today,
  now,
  errors,
  dispatch,
}: CampaignCardProps) {
  const { t } = useTranslation('bookingCart');
  const { campaign, pkg, priced, applicable, discountError, voucherMicros } = price;
  const [availability] = useCampaignAvailability({
    packageId: pkg.id,
    fromDate: today,
    toDate: pkg.endDate,
  });
  const placements = new Set(campaign.bookings.map((booking) => booking.placementId));
  const sold = (availability.data?.packageAvailability ?? [])
    .filter((booking) => placements.has(booking.placement.id))
    .map(({ startDate, endDate }) => ({ startDate, endDate }));
  const taken = [...sold, ...(allowOverlap ? [] : cartTakenRanges(cart, campaign))];
  // A cart kept for days may hold a start now too soon or since taken: back to the default week.
  const refreshed =
    availability.data && !availability.fetching
      ? refreshedDefaultDates({
          campaign,
          pkg,
          today,
          taken: sold,
          earlierTaken: earlierCartRanges(cart, campaign),
          allowOverlap,
        })
      : null;
  const refreshKey = refreshed ? `${refreshed.startDate}/${refreshed.endDate}/${refreshed.minTime}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey stands for refreshed
  useEffect(() => {
    if (!refreshed) return;
    dispatch({ type: 'setDefaultStartEnd', campaignId: campaign.id, ...refreshed });
    if (refreshed.startDate === campaign.startDate && refreshed.endDate === campaign.endDate) return;
    const name = defaultCampaignName(pkg.code, refreshed.startDate, refreshed.endDate, now());
    dispatch({ type: 'setDefaultName', campaignId: campaign.id, name });
  }, [refreshKey, campaign.id, pkg.code, dispatch]);
  return (
    <Card withBorder padding="lg" radius="md" data-testid={`campaign-${campaign.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700}>{pkg.name}</Text>
            <Text size="sm" c="dimmed">
              {pkg.code}
            </Text>
          </div>
          <Button
            variant="subtle"
            color="red"
            onClick={() => dispatch({ type: 'removeCampaign', campaignId: campaign.id })}
          >
            {t('campaign.remove')}
          </Button>
        </Group>
        <ErrorBanner lines={errors} />
        <TextInput
          label={t('campaign.name')}
          value={campaign.name}
          onChange={(event) =>
            dispatch({ type: 'setName', campaignId: campaign.id, name: event.currentTarget.value })
          }
        />
        <CampaignDates
          campaign={campaign}
          pkg={pkg}
          taken={taken}
          error={campaign.startDate ? undefined : t('campaign.pickStart')}
          onChange={(change) => {
            dispatch({ type: 'setStartEnd', campaignId: campaign.id, ...change });
            // A name the buyer typed stays (the reducer keeps it); the default follows the dates.
            const name = defaultCampaignName(pkg.code, change.startDate, change.endDate, now());
            dispatch({ type: 'setDefaultName', campaignId: campaign.id, name });
          }}
        />
        <CampaignBookings
          campaign={campaign}
          pkg={pkg}
          onChange={(bookings) => dispatch({ type: 'setBookings', campaignId: campaign.id, bookings })}
        />
        <CampaignPrices priced={priced} wallet={wallet} currencies={currencies} />
        <CampaignDiscounts
          applicable={applicable}
          chosenIds={cart.discountsMap[campaign.id] ?? []}
          error={discountError}
          onChange={(discountIds) => dispatch({ type: 'setDiscounts', campaignId: campaign.id, discountIds })}
        />
        {voucherMicros > 0n ? (
          <Text size="sm">
            {t('campaign.voucherShare')} <Money amount={-voucherMicros} currency={wallet} />
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
