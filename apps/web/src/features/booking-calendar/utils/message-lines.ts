import { formatBookingMessage } from '@portal/domain/booking-dates';
import { parseRuleMessage } from '@portal/domain/sponsor-messages';

const translationKey = /^[a-z][A-Za-z-]*:[A-Za-z0-9_.]+$/;

/**
 * The server's booking messages travel as the sentence with its values encoded after a `?` ('This placement is
 * already booked from {start} to {end}?start=…&end=…'): filled in here so the banner shows the sentence. A
 * translation key ('booking:error.x?…', decision 0240's plan) is left for the banner to translate.
 */
export function readableLines(lines: readonly string[]): string[] {
  return lines.map((line) => {
    const { key, values } = parseRuleMessage(line);
    return translationKey.test(key) ? line : formatBookingMessage(key, values);
  });
}
