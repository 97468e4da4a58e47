import { badUserInput, inputErrors } from './errors';

/**
 * Every numeric row id of the schema is a `serial` (PostgreSQL `integer`): 1 to 2,147,483,647. A bigger
 * number would reach the database and fail there ("out of range for type integer"), so it is no id.
 */
export const MAX_ROW_ID = 2_147_483_647;

// Decimal digits only: "1e3", "0x10", " 7", "7.0" and "-1" are not ids even though Number() reads them.
const rowIdPattern = /^[1-9]\d{0,9}$/;

/** An `ID` argument (or a number) as a row id; null when it is not one (callers that search then find nothing). */
export function parseRowId(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 && value <= MAX_ROW_ID ? value : null;
  if (typeof value !== 'string' || !rowIdPattern.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}

/** A required id argument: a row id, or a BAD_USER_INPUT error naming `field`. */
export function rowIdArg(value: unknown, field: string): number {
  const id = parseRowId(value);
  if (id === null) throw badUserInput(field, inputErrors.invalidId);
  return id;
}

/** An optional id argument: null when absent or empty, else as `rowIdArg`. */
export function optionalRowIdArg(value: unknown, field: string): number | null {
  return value === null || value === undefined || value === '' ? null : rowIdArg(value, field);
}
