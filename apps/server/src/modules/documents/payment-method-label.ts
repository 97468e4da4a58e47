/**
 * What an invoice prints for a payment method: the words for the codes the checkout, the top-ups and the
 * wallet store (CARD → "Card"); a text that is no code (already words, e.g. "Credit Card") prints as it is.
 * Applied when an invoice is issued and again when one is rendered, so invoices stored with the raw code
 * print the words too.
 */
const labels: Record<string, string> = {
  CARD: 'Card',
  WIRE_TRANSFER: 'Wire transfer',
  PAID_CREDIT: 'Paid credit',
  MANUAL: 'Manual credit',
  SELLER_CENTER: 'Seller center',
  CREDIT_NOTE: 'Credit note',
};

export function paymentMethodLabel(method: string): string {
  return labels[method] ?? method;
}
