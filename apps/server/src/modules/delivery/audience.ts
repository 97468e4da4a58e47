import type { Shopper } from '@portal/domain/delivery-api';

/**
 * Audience targeting (issue 13): an ad set restricted by age, gender, location or tags enters a request
 * only when the shopper fits each restriction the shopper carries. What the marketplace does not know
 * about a shopper does not exclude: a shopper without an age passes an age range, one without tags passes
 * a tag list. (Excluding unknown shoppers would hide most ads from logged-out traffic; advertisers who want
 * a strict audience see it in the report's figures.)
 *
 * Locations and tags compare case-insensitively and trimmed; a shopper fits a location list when the
 * location is one of them, and a tag list when one of its tags is.
 */
export type Audience = {
  minAge: number | null;
  maxAge: number | null;
  /** ALL, MALE or FEMALE. */
  gender: string;
  /** Lower-cased; empty: anywhere. */
  locations: ReadonlySet<string>;
  /** Lower-cased; empty: anyone. */
  tags: ReadonlySet<string>;
};

const normal = (text: string) => text.trim().toLowerCase();

export function audienceOf(row: {
  minAge: number | null;
  maxAge: number | null;
  gender: string;
  locations: readonly string[];
  tags: readonly string[];
}): Audience {
  return {
    minAge: row.minAge,
    maxAge: row.maxAge,
    gender: row.gender,
    locations: new Set(row.locations.map(normal).filter(Boolean)),
    tags: new Set(row.tags.map(normal).filter(Boolean)),
  };
}

/** The shopper's attributes prepared once per decision. */
export type ShopperProfile = {
  age: number | null;
  gender: string | null;
  location: string | null;
  tags: readonly string[] | null;
};

export function shopperProfileOf(shopper: Shopper): ShopperProfile {
  const location = shopper.location ? normal(shopper.location) : '';
  return {
    age: shopper.age ?? null,
    gender: shopper.gender ?? null,
    location: location === '' ? null : location,
    tags: shopper.tags && shopper.tags.length > 0 ? shopper.tags.map(normal) : null,
  };
}

export function fitsAudience(audience: Audience, shopper: ShopperProfile): boolean {
  if (shopper.age !== null) {
    if (audience.minAge !== null && shopper.age < audience.minAge) return false;
    if (audience.maxAge !== null && shopper.age > audience.maxAge) return false;
  }
  if (shopper.gender !== null && audience.gender !== 'ALL' && audience.gender !== shopper.gender)
    return false;
  if (shopper.location !== null && audience.locations.size > 0 && !audience.locations.has(shopper.location))
    return false;
  if (shopper.tags !== null && audience.tags.size > 0 && !shopper.tags.some((tag) => audience.tags.has(tag)))
    return false;
  return true;
}
