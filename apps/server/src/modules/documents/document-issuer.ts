import { parseConfigurationValue } from '@portal/domain';
import type { AppDeps } from '../../app-deps';
import { getConfiguration } from '../platform/configurations';

/** The marketplace as printed on its invoices and credit notes. */
export type DocumentIssuer = { legalName: string; address: string; taxNumber: string };

export const INVOICE_ISSUER_KEY = 'invoice_issuer';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The issuer of the portal's documents from configuration `invoice_issuer` (seeded with the platform
 * defaults, edited by staff): read at each download, so a change reaches the next PDF. Null when the entry
 * is missing or holds no usable field.
 */
export async function readDocumentIssuer(deps: Pick<AppDeps, 'db'>): Promise<DocumentIssuer | null> {
  const row = await getConfiguration({ deps, input: { key: INVOICE_ISSUER_KEY } });
  const value = row ? parseConfigurationValue(row.value) : null;
  if (!value || typeof value !== 'object') return null;
  const fields = value as Record<string, unknown>;
  const issuer = {
    legalName: text(fields.legalName),
    address: text(fields.address),
    taxNumber: text(fields.taxNumber),
  };
  return issuer.legalName || issuer.address || issuer.taxNumber ? issuer : null;
}
