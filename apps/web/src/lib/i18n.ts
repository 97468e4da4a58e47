import { fallbackLanguage, isLanguageCode, type LanguageCode, supportedLanguages } from '@portal/domain';
import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from './storage';

export const namespaces = [
  'common',
  'auth',
  'shell',
  'landing',
  'platform',
  'signup',
  'passwords',
  'team',
  'notifications',
  'onboarding',
  'profile',
  'company',
  'brands',
  'social',
  'staff',
  'billing',
  'documents',
  'exports',
  'topUp',
  'paymentMethods',
  'sponsor',
  'sponsorWizard',
  'sponsorContent',
  'sponsorRules',
] as const;
export const languageCodes = supportedLanguages.map((language) => language.code);

export function storedLanguage(): LanguageCode | null {
  try {
    const value = localStorage.getItem(storageKeys.language);
    return value && isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

export function initI18n() {
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage() ?? fallbackLanguage,
      fallbackLng: fallbackLanguage,
      supportedLngs: languageCodes,
      ns: [...namespaces],
      defaultNS: 'common',
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      backend: { loadPath: '/configuration/locales/{{lng}}/{{ns}}' },
    });
}

/** The switcher's choice: persisted so it outlives the session's `me.language`. */
export function chooseLanguage(code: LanguageCode) {
  try {
    localStorage.setItem(storageKeys.language, code);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  return i18n.changeLanguage(code);
}

/** The user's profile language applies unless the user picked one with the switcher. */
export function applyProfileLanguage(code: string) {
  if (storedLanguage() || !isLanguageCode(code) || i18n.language === code) return;
  void i18n.changeLanguage(code);
}
