import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sponsorRuleKeys } from './sponsor-messages';

// The web's translations of this package's rule keys: every key in every language, same placeholders.
const localeFile = (language: string) =>
  fileURLToPath(new URL(`../../../apps/web/src/locales/${language}/sponsorRules.json`, import.meta.url));
const load = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(localeFile(language), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('sponsorRules locales', () => {
  const en = load('en');

  it.each(['en', 'pt', 'id'])('%s translates every rule key', (language) => {
    const messages = load(language);
    for (const key of sponsorRuleKeys) expect(messages[key], `${language}:${key}`).toBeTruthy();
  });

  it.each(['pt', 'id'])('%s has the same keys and placeholders as en', (language) => {
    const messages = load(language);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en))
      expect(placeholders(messages[key] ?? ''), key).toEqual(placeholders(text));
  });

  it('names the values the rules send', () => {
    expect(placeholders(en.dailyBudgetLessThanMin ?? '')).toEqual(['min']);
    expect(placeholders(en.requireInputDetailsFor ?? '')).toEqual(['names']);
    expect(placeholders(en.skuNotFound ?? '')).toEqual(['sku']);
  });
});
