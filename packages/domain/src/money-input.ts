/**
 * Money typed by a person, in their language, into the canonical decimal the API takes ("1250.50").
 * English groups thousands with "," and writes decimals after "."; Portuguese and Indonesian do the
 * opposite. So "50,00" is fifty in pt and id, and no number at all in en (docs/decisions/0117).
 */
export type NumberSeparators = { group: string; decimal: string };

/** The message of typed text `parseLocaleDecimal` cannot read (its text shows the language's own format). */
export const amountFormatError = 'common:error.amountFormat';

/** Spec 1 §5 number inputs: at most 11 characters once the grouping separators are dropped. */
export const MONEY_INPUT_MAX_LENGTH = 11;
/** Spec 1 §5: price inputs take one more (12). */
export const PRICE_INPUT_MAX_LENGTH = 12;

/**
 * The input's own `maxLength`: the spec's characters plus room for the grouping separators a person may type
 * between their thousands ("12,345,678.50" is 11 once read). `parseLocaleDecimal` checks the spec's length.
 */
export function moneyInputMaxLength(maxLength: number = MONEY_INPUT_MAX_LENGTH): number {
  return maxLength + Math.floor((maxLength - 1) / 3);
}

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
 * hundred times the amount. One decimal separator at most; "50," and ",5" read as 50 and 0.5. Longer than
 * `maxLength` characters without the grouping separators (spec 1 §5: 11, 12 in price inputs) is refused too.
 */
export function parseLocaleDecimal(
  text: string,
  language: string | null | undefined,
  maxLength: number = MONEY_INPUT_MAX_LENGTH,
): string | null {
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
  const typedLength = digits.length + (parts.length === 2 ? 1 + fraction.length : 0);
  if (typedLength > maxLength) return null;
  const integer = digits.replace(/^0+(?=\d)/, '') || '0';
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

/** A canonical decimal ("12.5") as a person of that language types it ("12,5"), without grouping. */
export function formatDecimalForInput(canonical: string, language: string | null | undefined): string {
  const { decimal } = numberSeparators(language);
  return canonical.replace('.', decimal);
}
