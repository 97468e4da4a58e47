import { isLanguageCode, type LanguageCode } from '@portal/domain';

/**
 * A credit lot's description in the reader's language (issue 12). Lots store the English text the portal
 * wrote (complete-top-up, create-top-up-request, issue-credit-note, the demo wallet); those texts, with their
 * reference (a payment reference, a voucher code, a credit note number) kept as it is, are said again in the
 * language asked for. Any other description (what staff typed on a manual credit) is shown as it was written.
 */
type Texts = {
  fixed: Record<string, string>;
  topUpWithReference: (reference: string) => string;
  voucher: (code: string) => string;
  creditNote: (number: string) => string;
};

/** The English texts the portal writes, each the key of its translation. */
const english = [
  'Top-up',
  'Auto top-up',
  'Voucher',
  'Free credit',
  'Top-up by card',
  'Top-up by wire transfer',
  'Welcome credit',
  'Seasonal promotion',
  'Manual credit (account manager)',
] as const;
type Fixed = (typeof english)[number];

const texts: Record<LanguageCode, Texts & { fixed: Record<Fixed, string> }> = {
  en: {
    fixed: Object.fromEntries(english.map((text) => [text, text])) as Record<Fixed, string>,
    topUpWithReference: (reference) => `Top-up (${reference})`,
    voucher: (code) => `Voucher ${code}`,
    creditNote: (number) => `Credit note ${number}`,
  },
  pt: {
    fixed: {
      'Top-up': 'Recarga',
      'Auto top-up': 'Recarga automática',
      Voucher: 'Cupom',
      'Free credit': 'Crédito gratuito',
      'Top-up by card': 'Recarga por cartão',
      'Top-up by wire transfer': 'Recarga por transferência bancária',
      'Welcome credit': 'Crédito de boas-vindas',
      'Seasonal promotion': 'Promoção sazonal',
      'Manual credit (account manager)': 'Crédito manual (gerente de conta)',
    },
    topUpWithReference: (reference) => `Recarga (${reference})`,
    voucher: (code) => `Cupom ${code}`,
    creditNote: (number) => `Nota de crédito ${number}`,
  },
  id: {
    fixed: {
      'Top-up': 'Isi ulang',
      'Auto top-up': 'Isi ulang otomatis',
      Voucher: 'Voucher',
      'Free credit': 'Kredit gratis',
      'Top-up by card': 'Isi ulang dengan kartu',
      'Top-up by wire transfer': 'Isi ulang melalui transfer bank',
      'Welcome credit': 'Kredit sambutan',
      'Seasonal promotion': 'Promosi musiman',
      'Manual credit (account manager)': 'Kredit manual (manajer akun)',
    },
    topUpWithReference: (reference) => `Isi ulang (${reference})`,
    voucher: (code) => `Voucher ${code}`,
    creditNote: (number) => `Nota kredit ${number}`,
  },
};

const withReference: [RegExp, keyof Omit<Texts, 'fixed'>][] = [
  [/^Top-up \((\S+)\)$/, 'topUpWithReference'],
  [/^Voucher (\S+)$/, 'voucher'],
  [/^Credit note (\S+)$/, 'creditNote'],
];

/** `description` as stored (English) said in `language`; English, or the text as it is, otherwise. */
export function creditDescription(description: string, language: string | null | undefined): string {
  if (!language || !isLanguageCode(language) || language === 'en') return description;
  const said = texts[language];
  if (Object.hasOwn(said.fixed, description)) return said.fixed[description as Fixed];
  for (const [pattern, name] of withReference) {
    const match = pattern.exec(description);
    if (match) return said[name](match[1]!);
  }
  return description;
}
