/**
 * Decision 0171: which calendar a page's days are in. Billing lists and documents use the user's
 * profile zone (then the company's); reports use the catalog's zone, or the company's when a report
 * spans every catalog. UTC only when nothing is known, never the browser's zone.
 */
type ZoneHolder = { timezone?: string | null; company?: { timezone?: string | null } | null };

export function profileTimeZone(me: ZoneHolder | null | undefined): string {
  return me?.timezone || me?.company?.timezone || 'UTC';
}

export function reportTimeZone(
  catalog: { timeZone: string } | null | undefined,
  me: ZoneHolder | null | undefined,
): string {
  return catalog?.timeZone || me?.company?.timezone || 'UTC';
}
