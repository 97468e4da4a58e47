/**
 * Spec 1 §9: "Invoice download is hidden for one particular catalog." We hide it for Taiwan (TW), whose
 * invoices are legally issued by the local e-invoice system, not by the portal (docs/decisions/0059).
 * A constant, not a configuration row: the list of configuration keys belongs to packages/domain.
 */
export const DOWNLOAD_EXCLUDED_CATALOG_CODES: readonly string[] = ['TW'];

export const canDownloadDocuments = (catalogCode: string | null | undefined) =>
  !!catalogCode && !DOWNLOAD_EXCLUDED_CATALOG_CODES.includes(catalogCode);
