import { ventureCode } from '@portal/domain/booking-dates';
import type { PlacementField } from '@portal/domain/booking-fields';
import { ventureLanguages } from '@portal/domain/booking-fields';

export const placementFieldTypes = [
  'TEXT',
  'IMAGE',
  'LANDING_URL',
] as const satisfies readonly PlacementField['type'][];

export type PlacementFieldView = PlacementField;

export type PlacementFieldValueView = {
  fieldName: string;
  languageCode: string;
  draftValue: string | null;
  publishedValue: string | null;
};

/** A placement's field configuration (jsonb), by order; entries that are not fields are skipped. */
export function placementFieldsOf(placement: { fields: unknown } | null): PlacementField[] {
  const raw = Array.isArray(placement?.fields) ? (placement.fields as unknown[]) : [];
  return raw
    .filter((entry): entry is PlacementField => {
      const field = entry as Partial<PlacementField> | null;
      return (
        typeof field?.name === 'string' &&
        typeof field.order === 'number' &&
        (placementFieldTypes as readonly string[]).includes(String(field.type))
      );
    })
    .map((field) => ({ ...field, guide: field.guide ?? '', rule: field.rule ?? '' }))
    .sort((a, b) => a.order - b.order);
}

/** The languages a venture's fields are filled in (the catalog's code is the venture's). */
export function bookingLanguages(catalog: { code: string } | null): string[] {
  return catalog ? ventureLanguages(ventureCode(catalog.code)) : [];
}
