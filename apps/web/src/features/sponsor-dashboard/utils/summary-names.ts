/** Spec 2 §2 what a summary row is called: its name, 'Unknown' without one, '<< Empty >>' for an empty search term. */
export const EMPTY_SEARCH_TERM = '<< Empty >>';

export type SummaryKind = 'campaign' | 'country' | 'platform' | 'searchTerm';

export function summaryRowName(
  row: { key: string; name: string | null | undefined },
  kind: SummaryKind,
  unknown: string,
): string {
  if (kind === 'searchTerm' && row.key === '') return EMPTY_SEARCH_TERM;
  const name = row.name?.trim();
  return name ? name : unknown;
}
