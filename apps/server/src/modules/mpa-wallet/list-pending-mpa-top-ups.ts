import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, mpaTopUpRequests, sellers } from '../../db/schema/index';
import { type Paged, pageWindow, toPaged } from '../../graphql/paged';
import { type MpaTopUpView, withInvoices } from './mpa-top-up-rows';

export const PENDING_MPA_TOP_UP_PAGE_SIZE = 10;

export type StaffMpaTopUp = {
  request: MpaTopUpView;
  companyId: number;
  companyName: string;
  sellerName: string;
};

const open = [
  eq(mpaTopUpRequests.method, 'WIRE_TRANSFER'),
  inArray(mpaTopUpRequests.status, ['REQUESTING', 'APPROVED']),
];

/** pendingMpaTopUpRequests (staff): wire transfers waiting for a decision, of every company, oldest first. */
export async function listPendingMpaTopUps({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { page?: number | null };
}): Promise<Paged<StaffMpaTopUp>> {
  const { db } = deps;
  const where = and(...open);
  const window = pageWindow(input.page, PENDING_MPA_TOP_UP_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: mpaTopUpRequests, companyName: companies.name, sellerName: sellers.name })
      .from(mpaTopUpRequests)
      .innerJoin(companies, eq(companies.id, mpaTopUpRequests.companyId))
      .innerJoin(sellers, eq(sellers.id, mpaTopUpRequests.sellerId))
      .where(where)
      .orderBy(asc(mpaTopUpRequests.dateCreated), asc(mpaTopUpRequests.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(mpaTopUpRequests).where(where),
  ]);
  const views = await withInvoices(
    db,
    rows.map((row) => row.request),
  );
  const objects = rows.map((row, index) => ({
    request: views[index]!,
    companyId: row.request.companyId,
    companyName: row.companyName,
    sellerName: row.sellerName,
  }));
  return toPaged(objects, total?.n ?? 0, window.page, PENDING_MPA_TOP_UP_PAGE_SIZE);
}
