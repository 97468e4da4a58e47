import { formatMicros, parseDecimalToMicros } from './money';

/**
 * An amount in a diagnostics finding's `details` (spec 2 §3 "Diagnostic": details are strings; decision 0217):
 * a value, not a sentence, so the server writes it as machine-readable text — the plain decimal, every digit
 * kept (a bid of 0.045 must not read as 0.05), a space, the currency code: "4322.24225 SGD", "-3 SGD". The web
 * reads it back with `parseDiagnosticAmount` to write it in the one Money format (decision 0172).
 */
export function formatDiagnosticAmount(micros: bigint, currencyCode: string): string {
  return `${formatMicros(micros)} ${currencyCode}`;
}

export type DiagnosticAmount = { micros: bigint; currencyCode: string };

const amountPattern = /^(-?\d+(?:\.\d+)?) ([A-Z]{3})$/;

/**
 * The amount `formatDiagnosticAmount` wrote, or null for a detail that is none (a SKU, a keyword, a status,
 * staff's notes) or a decimal finer than a micro, which no amount written here is: the caller shows it as it
 * came.
 */
export function parseDiagnosticAmount(detail: string): DiagnosticAmount | null {
  const match = amountPattern.exec(detail);
  if (!match) return null;
  const micros = parseDecimalToMicros(match[1]!);
  return micros === null ? null : { micros, currencyCode: match[2]! };
}
