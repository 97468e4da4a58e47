/** A catalog price (Decimal text) for display: the currency symbol and two decimals, e.g. "S$ 54.90". */
export function formatPrice(currencySymbol: string, price: string | number | null | undefined): string {
  if (price === null || price === undefined || price === '') return '';
  const value = Number(price);
  if (!Number.isFinite(value)) return `${currencySymbol} ${price}`;
  const text = new Intl.NumberFormat(undefined, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return `${currencySymbol} ${text}`;
}
