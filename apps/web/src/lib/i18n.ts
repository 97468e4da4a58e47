import {
  fallbackLanguage,
  isLanguageCode,
  type LanguageCode,
  supportedLanguages,
} from '@portal/domain/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeNumberFormatter } from './i18n-number-formatter';
import { localeBackend } from './locale-backend';
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
  'sponsorDashboard',
  'sponsorDiagnostics',
  'sponsorSkuReport',
  'mpa',
  'mpaCredits',
  'mpaForm',
  'booking',
  'bookingCampaigns',
  'bookingDetail',
  'bookingCalendar',
  'bookingPackages',
  'bookingCart',
] as const;
export type Namespace = (typeof namespaces)[number];
export const languageCodes = supportedLanguages.map((language) => language.code);

function readStorage(key: string): LanguageCode | null {
  try {
    const value = localStorage.getItem(key);
    return value && isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

function writeStorage(key: string, code: LanguageCode) {
  try {
    localStorage.setItem(key, code);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

export function storedLanguage(): LanguageCode | null {
  return readStorage(storageKeys.language);
}

/**
 * The first language a page loads its texts in: the switcher's choice, else the profile language this browser
 * last saw (so a Portuguese user does not load English first), else English.
 */
export function initialLanguage(): LanguageCode {
  return storedLanguage() ?? readStorage(storageKeys.profileLanguage) ?? fallbackLanguage;
}

let ready: Promise<unknown> | null = null;

/**
 * Loads nothing but `common` in the user's language; each route asks for its namespaces (loadNamespaces),
 * and a switch of language loads only the namespaces already in use. No fallback language: every key
 * exists in every language (i18n.test.ts), so a second language would be downloaded for nothing.
 */
export function initI18n() {
  ready ??= i18n
    .use(localeBackend)
    .use(initReactI18next)
    .use(localeNumberFormatter)
    .init({
      lng: initialLanguage(),
      fallbackLng: false,
      supportedLngs: languageCodes,
      ns: ['common'],
      defaultNS: 'common',
      load: 'languageOnly',
      // Counts in the text's language (i18n-number-formatter.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
      // A key of a namespace no route asked for (a server message such as "sponsorRules:…") loads that
      // namespace; components then render again with the text ('loaded' below).
      saveMissing: true,
      missingKeyHandler: (_languages, namespace) => {
        if (!i18n.hasLoadedNamespace(namespace)) void i18n.loadNamespaces(namespace);
      },
      react: { bindI18n: 'languageChanged loaded' },
      // Set the language at once, so a route can ask for its namespaces while `common` is still loading.
      initAsync: false,
    });
  return ready;
}

/**
 * Resolves once `common` and the namespaces are loaded in the current language (routes await this before
 * rendering); the files load side by side with `common`, not after it.
 */
export async function loadNamespaces(names: readonly Namespace[]): Promise<void> {
  void initI18n();
  await i18n.loadNamespaces(['common', ...names]);
}

/** The switcher's choice: persisted so it outlives the session's `me.language`. */
export function chooseLanguage(code: LanguageCode) {
  writeStorage(storageKeys.language, code);
  return i18n.changeLanguage(code);
}

/**
 * The user's profile language applies unless the user picked one with the switcher; remembered so the next
 * visit starts in it. Resolves once the texts of the namespaces in use are loaded in it.
 */
export async function applyProfileLanguage(code: string): Promise<void> {
  if (!isLanguageCode(code)) return;
  writeStorage(storageKeys.profileLanguage, code);
  if (storedLanguage() || i18n.language === code) return;
  await i18n.changeLanguage(code);
}
