import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { webLocalesDir } from '../config/paths';

export const languages = ['en', 'pt', 'id'] as const;

/** A message the client can translate: "namespace:key.path", optionally "?name=value" values after it. */
export const messageKeyPattern = /^[a-zA-Z]+:[\w.]+$/;

/** The key part of an encoded message ("sponsorRules:maxSkus?max=50" -> "sponsorRules:maxSkus"). */
export const keyOf = (message: string) => message.split('?')[0]!;

function leafKeys(prefix: string, value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    into.add(prefix);
    // i18next plurals: "items_one"/"items_other" answer t("items").
    into.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
    return;
  }
  if (value && typeof value === 'object')
    for (const [name, child] of Object.entries(value)) leafKeys(`${prefix}.${name}`, child, into);
}

/** Every "namespace:key.path" of one language's locale files. */
export function localeKeys(language: string): Set<string> {
  const keys = new Set<string>();
  const folder = path.join(webLocalesDir, language);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    const data = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>;
    for (const [name, value] of Object.entries(data)) leafKeys(`${namespace}:${name}`, value, keys);
  }
  return keys;
}

/** The locale namespaces (file names), to tell a message key from other "a:b" text. */
export function localeNamespaces(): Set<string> {
  const folder = path.join(webLocalesDir, 'en');
  return new Set(readdirSync(folder).map((name) => name.replace(/\.json$/, '')));
}

/** "key (language)" for each message whose key is not a string in every language's locale files. */
export function missingTranslations(messages: Iterable<string>): string[] {
  const byLanguage = languages.map((language) => [language, localeKeys(language)] as const);
  const missing: string[] = [];
  for (const message of new Set(messages)) {
    const key = keyOf(message);
    if (!messageKeyPattern.test(key)) {
      missing.push(`${message} (not a key)`);
      continue;
    }
    for (const [language, keys] of byLanguage) if (!keys.has(key)) missing.push(`${key} (${language})`);
  }
  return missing;
}
