/**
 * Money typed by a person, in their language, into the canonical decimal the API takes ("1250.50").
 * English groups thousands with "," and writes decimals after "."; Portuguese and Indonesian do the
 * opposite. So "50,00" is fifty in pt and id, and no number at all in en (docs/decisions/0117).
 */
export type NumberSeparators = { group: string; decimal: string };

/** The message of typed text `parseLocaleDecimal` cannot read (its text shows the language's own format). */
export const amountFormatError = 'common:error.amountFormat';

const separatorsByLanguage: Record<string, NumberSeparators> = {
  en: { group: ',', decimal: '.' },
  pt: { group: '.', decimal: ',' },
  id: { group: '.', decimal: ',' },
};

/** The separators of a language code ("pt", "pt-BR"); English for a language we do not know. */
export function numberSeparators(language: string | null | undefined): NumberSeparators {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return separatorsByLanguage[base] ?? separatorsByLanguage.en!;
}

/**
 * Typed text → canonical decimal string, or null when it is not an unambiguous non-negative number in that
 * language. Group separators count only where they group thousands ("12,345", "1,234,567"): anywhere else
 * ("50,00" in en, "1.5" in pt) the text is refused rather than guessed, since a wrong guess charges a
 * hundred times the amount. One decimal separator at most; "50," and ",5" read as 50 and 0.5.
 */
export function parseLocaleDecimal(text: string, language: string | null | undefined): string | null {
  const { group, decimal } = numberSeparators(language);
  const trimmed = text.trim();
  const parts = trimmed.split(decimal);
  if (parts.length > 2) return null;
  const [whole = '', fraction = ''] = parts;
  if (whole === '' && fraction === '') return null;
  if (!/^\d*$/.test(fraction)) return null;
  const escapedGroup = group === '.' ? '\\.' : group;
  const grouped = new RegExp(`^\\d{1,3}(${escapedGroup}\\d{3})+$`);
  let digits: string;
  if (/^\d*$/.test(whole)) digits = whole;
  else if (grouped.test(whole)) digits = whole.split(group).join('');
  else return null;
  const integer = digits.replace(/^0+(?=\d)/, '') || '0';
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

/** A canonical decimal ("12.5") as a person of that language types it ("12,5"), without grouping. */
export function formatDecimalForInput(canonical: string, language: string | null | undefined): string {
  const { decimal } = numberSeparators(language);
  return canonical.replace('.', decimal);
}
