import { describe, expect, it } from 'vitest';
import { localeResources } from '../testing/i18n';
import { namespaces } from './i18n';

/** Every key path of a nested translation object ("titles.sponsor"). */
function keyPaths(resource: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keyPaths(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** A plural form the language does not have (Indonesian has no `_one`) is not a missing key. */
function needsKey(key: string, language: string): boolean {
  const plural = /_(zero|one|two|few|many|other)$/.exec(key)?.[1];
  if (!plural) return true;
  return (new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]).includes(plural);
}

describe('translations', () => {
  const en = localeResources('en');

  it('has an English file for every namespace the app loads, and no file it does not load', () => {
    expect(Object.keys(en).sort()).toEqual([...namespaces].sort());
  });

  it.each(['pt', 'id'] as const)('translates every English key into %s', (language) => {
    const other = localeResources(language);
    for (const namespace of namespaces) {
      const missing = keyPaths(en[namespace] ?? {}).filter(
        (key) => needsKey(key, language) && !keyPaths(other[namespace] ?? {}).includes(key),
      );
      expect(missing, `${language}/${namespace}.json`).toEqual([]);
    }
  });
});
