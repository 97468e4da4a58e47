import { isTimeZone, zonedDay } from '@portal/domain/zoned-day';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, companies } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';

/**
 * The day written in an export's file name (`credits-2026-03-11.csv`), in the zone its rows are read in
 * (docs/decisions/0171): one catalog's export in the catalog's zone; a billing list in the asker's
 * profile zone, which the request stored as `timeZone`; otherwise the company's zone. UTC only when none
 * is known, so a user east of UTC no longer gets yesterday's date on an evening export.
 */
export async function exportDay(
  db: Db,
  request: { companyId: number; params: Record<string, unknown> },
  at: Date,
): Promise<string> {
  return zonedDay(at, await exportTimeZone(db, request));
}

async function exportTimeZone(
  db: Db,
  { companyId, params }: { companyId: number; params: Record<string, unknown> },
): Promise<string> {
  const catalogId = parseRowId(params.catalogId);
  if (catalogId !== null) {
    const [catalog] = await db
      .select({ zone: catalogs.timeZone })
      .from(catalogs)
      .where(eq(catalogs.id, catalogId));
    if (catalog && isTimeZone(catalog.zone)) return catalog.zone;
  }
  if (typeof params.timeZone === 'string' && isTimeZone(params.timeZone)) return params.timeZone;
  const [company] = await db
    .select({ zone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.zone ?? 'UTC';
}
