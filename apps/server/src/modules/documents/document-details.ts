import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingInfo, catalogs, companies } from '../../db/schema/index';

/**
 * What an invoice or credit note prints, frozen at issue time in the row's `details` jsonb
 * (docs/decisions/0059). Every part is optional: the renderer falls back to the row's figures.
 * Amounts are decimal strings in the document's currency ("100.00"), never floats.
 */
export type DocumentDetails = {
  company?: {
    name?: string;
    address?: string;
    address2?: string;
    postalCode?: string;
    registrationNo?: string;
    countryCode?: string;
  };
  billing?: { name?: string; email?: string; description?: string } | null;
  lines?: { description: string; amount: string }[];
  retailer?: { name?: string; code?: string };
  /** Tax rate in percent ("9" = 9 %), printed next to the tax line. */
  taxRate?: string | null;
  paymentMethod?: string | null;
};

/** The company, billing and retailer parts of `details` as they are now (call inside the issuing transaction). */
export async function currentDocumentParties(
  db: Db,
  companyId: number,
  catalogId: number,
): Promise<Pick<DocumentDetails, 'company' | 'billing' | 'retailer'>> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const [billing] = await db.select().from(billingInfo).where(eq(billingInfo.companyId, companyId));
  const [catalog] = await db.select().from(catalogs).where(eq(catalogs.id, catalogId));
  return {
    company: company
      ? {
          name: company.name,
          address: company.address,
          address2: company.address2,
          postalCode: company.postalCode,
          registrationNo: company.registrationNo,
          countryCode: company.countryCode,
        }
      : undefined,
    billing: billing ? { name: billing.name, email: billing.email, description: billing.description } : null,
    retailer: catalog ? { name: catalog.name, code: catalog.code } : undefined,
  };
}

/** Reads `details` from a row whatever was stored: unknown shapes become empty parts, never an error. */
export function readDetails(value: unknown): DocumentDetails {
  if (!value || typeof value !== 'object') return {};
  const raw = value as Record<string, unknown>;
  const obj = (part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part) ? (part as Record<string, unknown>) : undefined;
  const str = (part: unknown) =>
    typeof part === 'string' || typeof part === 'number' ? String(part) : undefined;
  const company = obj(raw.company);
  const billing = obj(raw.billing);
  const retailer = obj(raw.retailer);
  const lines = Array.isArray(raw.lines)
    ? raw.lines
        .map(obj)
        .filter((line): line is Record<string, unknown> => !!line)
        .map((line) => ({ description: str(line.description) ?? '', amount: str(line.amount) ?? '' }))
    : undefined;
  return {
    company: company && {
      name: str(company.name),
      address: str(company.address),
      address2: str(company.address2),
      postalCode: str(company.postalCode),
      registrationNo: str(company.registrationNo),
      countryCode: str(company.countryCode),
    },
    billing: billing && {
      name: str(billing.name),
      email: str(billing.email),
      description: str(billing.description),
    },
    retailer: retailer && { name: str(retailer.name), code: str(retailer.code) },
    lines,
    taxRate: str(raw.taxRate) ?? null,
    paymentMethod: str(raw.paymentMethod) ?? null,
  };
}
