import { creditsSellersQuery } from '../../features/mpa-credits/api/get-credits-sellers';
import type { RouteData } from '../route-data';
import { isStaffWithoutCompany } from '../session';

/**
 * /mpa/credits: the company's sellers, the page's first query, with `me` and the route's code. The balance
 * and the top-up list wait for them (which seller, whether it is linked to Meta), so they are not guessed.
 */
export const mpaCreditsRouteData: RouteData = async ({ me, start }) => {
  const session = await me;
  if (!session || isStaffWithoutCompany(session)) return;
  void start(creditsSellersQuery, {});
};
