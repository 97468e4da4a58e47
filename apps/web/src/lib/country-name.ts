import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Style = 'long' | 'short';
const displayNames = new Map<string, Intl.DisplayNames>();

function regionNames(language: string, style: Style): Intl.DisplayNames {
  const key = `${language}|${style}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region', style, fallback: 'none' });
    displayNames.set(key, names);
  }
  return names;
}

/**
 * A country's name in `language` from its ISO 3166 code ("SG" reads "Singapura" in pt): the one way the web
 * names a country. `fallback` (the server's English name) when the code names no region this browser knows;
 * the code itself without one. Lists of every country take the long names ("United States"); a marketplace
 * (catalog) takes the short one, as its own name is ("Hong Kong", not "Hong Kong SAR China").
 */
export function countryName(
  code: string | null | undefined,
  language: string,
  fallback?: string | null,
  style: Style = 'long',
): string {
  if (!code) return fallback ?? '';
  try {
    return regionNames(language, style).of(code.toUpperCase()) ?? fallback ?? code;
  } catch {
    // Not a region code (a test catalog "XX1"): Intl refuses it.
    return fallback ?? code;
  }
}

/** A catalog (a marketplace country) in `language`, from its code; its own name when the code is not a region. */
export const catalogName = (
  catalog: { code: string; name?: string | null } | null | undefined,
  language: string,
): string => (catalog ? countryName(catalog.code, language, catalog.name, 'short') : '');

/** `catalogName` in the user's language: `const nameOf = useCatalogName(); nameOf(row.catalog)`. */
export function useCatalogName() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (catalog: { code: string; name?: string | null } | null | undefined) => catalogName(catalog, language),
    [language],
  );
}
