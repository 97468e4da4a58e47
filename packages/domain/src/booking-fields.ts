import { bookingMessages, formatBookingMessage } from './booking-pricing';

/**
 * What a seller fills for a booked placement (decision 0240 "Placement fields"): a placement's fields, each
 * with a `;`-separated rule (`required`, `max:N`), filled per language of the venture.
 */
export type PlacementFieldType = 'TEXT' | 'IMAGE' | 'LANDING_URL';
export const placementFieldTypes: readonly PlacementFieldType[] = ['TEXT', 'IMAGE', 'LANDING_URL'];

export type PlacementField = {
  order: number;
  name: string;
  guide: string;
  rule: string;
  type: PlacementFieldType;
};

/** `required;max:80` → { required: true, max: 80 }; unknown tokens are ignored. */
export function parseFieldRule(rule: string): { required: boolean; max: number | null } {
  let required = false;
  let max: number | null = null;
  for (const token of rule.split(';').map((part) => part.trim().toLowerCase())) {
    if (token === 'required') required = true;
    const match = /^max:\s*(\d+)$/.exec(token);
    if (match) max = Number(match[1]);
  }
  return { required, max };
}

function parseHttpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const stripWww = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Whether `url` is an http(s) page on the catalog's host or one of its subdomains (`www.` ignored). */
export function isCatalogPage(url: string, catalogBaseUrl: string): boolean {
  const target = parseHttpUrl(url);
  const base = parseHttpUrl(catalogBaseUrl.trim());
  if (!target || !base) return false;
  const host = stripWww(target.hostname);
  const baseHost = stripWww(base.hostname);
  return host === baseHost || host.endsWith(`.${baseHost}`);
}

/** An uploaded image: an http(s) URL or a path of ours (`/…`, not `//host`). */
function isImageReference(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  return parseHttpUrl(value) !== null;
}

/** A field value's error (the value trimmed), or null: required, at most N characters, URL rules by type. */
export function fieldValueError(field: PlacementField, value: string, catalogBaseUrl: string): string | null {
  const trimmed = value.trim();
  const rule = parseFieldRule(field.rule);
  if (trimmed === '') {
    return rule.required ? formatBookingMessage(bookingMessages.fieldRequired, { name: field.name }) : null;
  }
  if (rule.max !== null && [...trimmed].length > rule.max) {
    return formatBookingMessage(bookingMessages.fieldTooLong, { name: field.name, max: rule.max });
  }
  if (field.type === 'LANDING_URL' && !isCatalogPage(trimmed, catalogBaseUrl)) {
    return formatBookingMessage(bookingMessages.landingUrlOutside, { baseUrl: catalogBaseUrl });
  }
  if (field.type === 'IMAGE' && !isImageReference(trimmed)) return bookingMessages.uploadImage;
  return null;
}

const languagesByVenture: Record<string, string[]> = {
  ZSG: ['en'],
  ZMY: ['en'],
  ZPH: ['en'],
  ZID: ['id', 'en'],
  ZHK: ['en', 'zh'],
  ZTW: ['zh'],
};

/** The languages a venture's fields are filled in: SG/MY/PH en, ID id and en, HK en and zh, TW zh. */
export function ventureLanguages(ventureCode: string): string[] {
  return [...(languagesByVenture[ventureCode] ?? ['en'])];
}

/** The required fields without a draft value, as `name (language)`, in field order. */
export function missingRequiredFields(
  fields: PlacementField[],
  languages: string[],
  values: { fieldName: string; languageCode: string; draftValue: string | null }[],
): string[] {
  const filled = new Set(
    values
      .filter((value) => (value.draftValue ?? '').trim() !== '')
      .map((value) => `${value.fieldName}\u0000${value.languageCode}`),
  );
  return [...fields]
    .sort((a, b) => a.order - b.order)
    .filter((field) => parseFieldRule(field.rule).required)
    .flatMap((field) =>
      languages
        .filter((language) => !filled.has(`${field.name}\u0000${language}`))
        .map((language) => `${field.name} (${language})`),
    );
}
