import { zonedDay } from '@portal/domain/zoned-day';
import { useState } from 'react';
import { createRequest, useClient } from 'urql';
import { pipe, take, toPromise } from 'wonka';
import { useBookingCart } from '../../../lib/booking-cart-store';
import { errorLines } from '../../../lib/form-errors';
import { packageAvailabilityQuery } from '../api/get-package-availability';
import type { CatalogPackage } from '../types';
import { newCartCampaign } from '../utils/new-campaign';

/** Today on the package's ventures' calendars: the latest of their days (the lead time holds in every one). */
function packageToday(pkg: CatalogPackage, now: Date, fallbackZone: string): string {
  const zones = pkg.ventures.length > 0 ? pkg.ventures.map((venture) => venture.timeZone) : [fallbackZone];
  return zones
    .map((zone) => zonedDay(now, zone))
    .sort()
    .at(-1)!;
}

/**
 * Select (after its confirmation) adds a campaign of the package to the cart, its default week read against
 * the package's booked weeks; Unselect removes the package's campaigns (spec 3 §2.3, §4).
 */
export function useSelectPackage({
  userId,
  timeZone,
  allowOverlap,
  now: fixedNow,
}: {
  userId: string;
  timeZone: string;
  allowOverlap: boolean;
  /** The clock (tests); unset: the moment Add to cart is confirmed. */
  now?: Date;
}) {
  const client = useClient();
  const { cart, dispatch } = useBookingCart(userId);
  const [pending, setPending] = useState<CatalogPackage | null>(null);
  const [isAdding, setAdding] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const selectedIds = new Set(cart.campaigns.map((campaign) => campaign.packageId));

  const confirm = async () => {
    if (!pending) return;
    const pkg = pending;
    const now = fixedNow ?? new Date();
    const today = packageToday(pkg, now, timeZone);
    setAdding(true);
    setErrors([]);
    const request = createRequest(packageAvailabilityQuery, {
      packageId: pkg.id,
      fromDate: today,
      toDate: pkg.endDate,
    });
    const answer = await pipe(
      client.executeQuery(request, { requestPolicy: 'network-only' }),
      take(1),
      toPromise,
    );
    setAdding(false);
    if (answer.error || !answer.data) {
      setErrors(answer.error ? errorLines({ error: answer.error }) : ['bookingPackages:availabilityFailed']);
      return;
    }
    const taken = answer.data.packageAvailability.map(({ startDate, endDate }) => ({ startDate, endDate }));
    const campaign = newCartCampaign({ pkg, cart, taken, today, allowOverlap, now, id: crypto.randomUUID() });
    dispatch({ type: 'addCampaign', campaign, paidCreditOnly: pkg.paidCreditOnly });
    setPending(null);
  };

  return {
    cart,
    pending,
    isAdding,
    errors,
    isSelected: (pkg: CatalogPackage) => selectedIds.has(pkg.id),
    ask: (pkg: CatalogPackage) => {
      setErrors([]);
      setPending(pkg);
    },
    cancel: () => setPending(null),
    confirm,
    unselect: (pkg: CatalogPackage) => dispatch({ type: 'removePackage', packageId: pkg.id }),
  };
}
