import type { Db } from '../../db/client';
import { parseRowId } from '../../graphql/row-id';
import { type CompanySeller, metaNotFound, requireCompanySeller } from '../meta-ads/find-ad-account';

/** The session company's seller named by an `ID` argument; another company's, or no id at all, is not found. */
export async function mpaSellerOf(db: Db, companyId: number, sellerId: unknown): Promise<CompanySeller> {
  const id = parseRowId(sellerId);
  if (id === null) throw metaNotFound('sellerId');
  return requireCompanySeller({ db, companyId, sellerId: id });
}
