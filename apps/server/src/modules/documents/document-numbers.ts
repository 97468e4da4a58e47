import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentCounters } from '../../db/schema/index';

export type DocumentKind = 'INVOICE' | 'CREDIT_NOTE';

/**
 * The next number of a retailer's (catalog's) invoices or credit notes. Call it inside the transaction
 * that inserts the document: the upsert locks the counter row until commit, so concurrent issuers wait
 * for each other, and a rollback gives the number back (no gaps, no duplicates).
 */
export async function nextDocumentNumber(tx: Db, catalogId: number, kind: DocumentKind): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ catalogId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.catalogId, documentCounters.kind],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  return row!.lastNumber;
}

/**
 * Invoices `SG-2026-000042` (the format of docs/decisions/0053, which the top-up code issues), credit notes
 * `SG-CN-2026-000007`: retailer code, year of issue, the retailer's counter (six digits or more). The counter
 * is per retailer and kind across years; the year is only printed.
 */
export function formatDocumentNo(
  catalogCode: string,
  kind: DocumentKind,
  number: number,
  issuedAt: Date,
): string {
  const serial = `${issuedAt.getUTCFullYear()}-${String(number).padStart(6, '0')}`;
  return kind === 'INVOICE' ? `${catalogCode}-${serial}` : `${catalogCode}-CN-${serial}`;
}
