import { parseDecimalToMicros } from './money';

/** Spec 2 §5 "Number inputs": digits with an optional decimal point, at most 12 characters. */
export const NUMBER_INPUT_MAX_LENGTH = 12;

const numberInputPattern = /^\d*\.?\d*$/;

/** Whether a keystroke result may stay in a number input (the input refuses anything else). */
export function isAllowedNumberInput(text: string): boolean {
  return text.length <= NUMBER_INPUT_MAX_LENGTH && numberInputPattern.test(text);
}

/** The value a number input stands for: empty (or a lone point) becomes "0". */
export function numberInputValue(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.') return '0';
  return trimmed;
}

/** A filled number input → micros; null when blank, not a plain decimal, too long or finer than a micro. */
export function numberInputMicros(text: string): bigint | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.' || !isAllowedNumberInput(trimmed)) return null;
  return parseDecimalToMicros(trimmed.startsWith('.') ? `0${trimmed}` : trimmed.replace(/\.$/, ''));
}

export type NumberInputProblem = 'empty' | 'invalidNumber' | 'numberTooLong' | null;

/** Why a typed number can't be used (the message key), or null when it parses. */
export function numberInputProblem(text: string): NumberInputProblem {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > NUMBER_INPUT_MAX_LENGTH) return 'numberTooLong';
  return numberInputMicros(trimmed) === null ? 'invalidNumber' : null;
}
