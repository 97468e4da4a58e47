import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bookingCampaigns, bookingCarts } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { type BookingActor, requireBookingAccess } from '../booking-catalog/booking-access';

export type CartRow = typeof bookingCarts.$inferSelect;

/** Another company's cart answers as not found (decision 0240 "Access"). */
export function cartNotFound(): DomainError {
  return new DomainError('common:error.notFound', 'cartId', undefined, 'NOT_FOUND');
}

/**
 * campaignCart: the cart of the session's company (staff acting for no company: any cart); another company's
 * cart, or no cart with that id, is null.
 */
export async function readCampaignCart({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: BookingActor;
  input: { cartId: string | number };
}): Promise<CartRow | null> {
  await requireBookingAccess({ deps, actor });
  const id = parseRowId(input.cartId);
  if (id === null) return null;
  if (actor.companyId === null && !actor.user.isStaff) return null;
  const scope =
    actor.companyId === null
      ? eq(bookingCarts.id, id)
      : and(eq(bookingCarts.id, id), eq(bookingCarts.companyId, actor.companyId));
  const [cart] = await deps.db.select().from(bookingCarts).where(scope);
  return cart ?? null;
}

/** The cart's campaigns, in the order they were bought. */
export function cartCampaigns({ deps, input }: { deps: Pick<AppDeps, 'db'>; input: { cartId: number } }) {
  return deps.db
    .select()
    .from(bookingCampaigns)
    .where(eq(bookingCampaigns.cartId, input.cartId))
    .orderBy(asc(bookingCampaigns.id));
}
