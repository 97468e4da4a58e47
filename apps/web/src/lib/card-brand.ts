const brandLabels: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card brand as people read it ('visa' → 'Visa'): the saved cards and the top-up dialog say the same. */
export const brandLabel = (brand: string) => brandLabels[brand.toLowerCase()] ?? brand;
