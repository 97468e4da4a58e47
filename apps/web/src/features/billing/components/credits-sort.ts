/** The columns listCredits sorts by (its sortBy names). */
export const sortableCreditColumns = [
  'dateCreated',
  'kind',
  'amount',
  'remainAmount',
  'startDate',
  'expiryDate',
  'status',
  'paymentMethod',
] as const;
export type CreditSortColumn = (typeof sortableCreditColumns)[number];

/** A header click: a new column sorts ascending, the same column flips ('-' prefix = descending). */
export function nextCreditSort(current: string | null, column: CreditSortColumn): string {
  return current === column ? `-${column}` : column;
}

export function sortDirection(current: string | null, column: CreditSortColumn): 'asc' | 'desc' | null {
  if (current === column) return 'asc';
  if (current === `-${column}`) return 'desc';
  return null;
}
