import { SELLER_PARAM } from '../../components/seller-tabs/seller-tabs';
import { mpaFormOptionsQuery } from '../../features/mpa-campaign-form/api/get-form-options';
import { lastSeller } from '../../lib/last-mpa-seller';
import type { RouteData } from '../route-data';
import { isStaffWithoutCompany } from '../session';

/**
 * /mpa/campaign/add and /mpa/campaign/edit/:campaignId: the seller's option lists (the form waits for them
 * before it shows), with `me` and the route's code. The stored campaign is read from the network by the
 * page itself (another user may have changed it), so it is not started here.
 */
export const mpaCampaignFormRouteData: RouteData = async ({ url, me, start }) => {
  const session = await me;
  if (!session || isStaffWithoutCompany(session)) return;
  const sellerId = url.searchParams.get(SELLER_PARAM) || lastSeller();
  if (sellerId) void start(mpaFormOptionsQuery, { sellerId });
};
