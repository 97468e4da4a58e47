/**
 * The zone a campaign's days are read, written and judged in: its catalog's IANA zone (decision 0171), known
 * only once the brand's catalogs have loaded. Never a stand-in zone (decision 0278): a Singapore start read
 * in UTC shows one day early, and judged in UTC "today" is "in the past" for half of every day. The
 * campaign wizards and the quick-campaign dialog all go through here:
 *
 * - 'loading': the catalogs are on their way (a campaign without a catalog gets the brand's first, spec 2
 *   §4). Date pickers show a skeleton, no date gets a verdict, and what sends the dates waits.
 * - 'unchosen': no catalog, or one the brand's catalogs do not list: no zone to read a day in; the pickers
 *   are off and the catalog's own rule (or the server) speaks.
 */
export type CatalogZone = { timeZone: string } | 'loading' | 'unchosen';

export function catalogZone(
  catalogs: readonly { id: string; timeZone: string }[],
  catalogId: string | null,
  catalogsLoading: boolean,
): CatalogZone {
  const catalog = catalogId === null ? undefined : catalogs.find((entry) => entry.id === catalogId);
  if (catalog) return { timeZone: catalog.timeZone };
  return catalogsLoading ? 'loading' : 'unchosen';
}

/**
 * The zone the domain's date rules read "today" in (`catalogTimeZone`): the catalog's, or null, which
 * gives no date a verdict, while it is not known.
 */
export function ruleTimeZone(zone: CatalogZone): string | null {
  return typeof zone === 'object' ? zone.timeZone : null;
}

/** Whether sending the dates (Next past them, Finish, Start) waits for the zone. */
export function waitsForZone(zone: CatalogZone): boolean {
  return zone === 'loading';
}
