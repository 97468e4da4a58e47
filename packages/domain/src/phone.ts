import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Phone numbers, one rule for the web and the server (issue 12): a number is valid when
 * libphonenumber-js (its bundled metadata, no download) finds it valid for its country. An
 * international number ("+6591234567", "+65 9123 4567") names its own country; a national one
 * ("9123 4567", "0412 345 678") is read in `country`, the phone country the form shows. Valid numbers
 * are stored in E.164 ("+6591234567").
 */
export function toE164(value: string, country?: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, country ? { defaultCountry: country as CountryCode } : {});
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether `value` is a valid number, international or national in `country`. */
export function isValidPhoneNumber(value: string, country?: string): boolean {
  return toE164(value, country) !== null;
}

/**
 * The number the form sends: E.164 when it is valid (read in the phone country when it is not
 * international); otherwise what was typed, with the dial code in front, so the server refuses it
 * with the same message. Empty stays empty.
 */
export function composePhoneNumber(country: string, dialCode: string, localNumber: string): string {
  const local = localNumber.trim();
  if (!local) return '';
  return toE164(local, country) ?? (local.startsWith('+') ? local : `+${dialCode} ${local}`);
}
