export const supportedLanguages = [
  { code: 'en', label: 'English' },
  { code: 'pt', label: 'Português' },
  { code: 'id', label: 'Bahasa Indonesia' },
] as const;

export type LanguageCode = (typeof supportedLanguages)[number]['code'];

export const fallbackLanguage: LanguageCode = 'en';

export function isLanguageCode(code: string): code is LanguageCode {
  return supportedLanguages.some((language) => language.code === code);
}
