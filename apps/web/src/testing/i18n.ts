import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeNumberFormatter } from '../lib/i18n-number-formatter';

type Resource = Record<string, unknown>;

/** Every translation file of a language, keyed by namespace (the file name). */
export function localeResources(language: 'en' | 'pt' | 'id'): Record<string, Resource> {
  const files = {
    en: import.meta.glob<Resource>('../locales/en/*.json', { eager: true, import: 'default' }),
    pt: import.meta.glob<Resource>('../locales/pt/*.json', { eager: true, import: 'default' }),
    id: import.meta.glob<Resource>('../locales/id/*.json', { eager: true, import: 'default' }),
  }[language];
  return Object.fromEntries(
    Object.entries(files).map(([path, resource]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), resource]),
  );
}

const english = localeResources('en');

/** The English texts, loaded synchronously so tests see real labels. */
export const testI18n = i18n.createInstance();
void testI18n
  .use(initReactI18next)
  .use(localeNumberFormatter)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(english),
    defaultNS: 'common',
    resources: { en: english },
    // As the app does (lib/i18n.ts): counts written in the text's language.
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    react: { useSuspense: false },
  });
