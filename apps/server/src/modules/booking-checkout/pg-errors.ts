/** PostgreSQL's error code (and constraint) of a driver error, bare or wrapped by the ORM. */
export function pgError(error: unknown): { code: string | null; constraint: string | null } {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') break;
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code))
      return {
        code: fields.code,
        constraint: typeof fields.constraint === 'string' ? fields.constraint : null,
      };
    current = fields.cause;
  }
  return { code: null, constraint: null };
}

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
