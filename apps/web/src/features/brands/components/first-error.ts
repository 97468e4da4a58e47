import type { CombinedError } from 'urql';
import { errorLines, type FieldError } from '../../../lib/form-errors';

/** Spec 1 §8: brand add or remove errors show the first message only. */
export function firstErrorLine(
  errors: readonly FieldError[] | null | undefined,
  error?: CombinedError,
): string[] {
  return errorLines({ errors, error }).slice(0, 1);
}
