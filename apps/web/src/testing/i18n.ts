import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enLanding from '../locales/en/landing.json';
import enPlatform from '../locales/en/platform.json';
import enShell from '../locales/en/shell.json';

/** The English texts, loaded synchronously so tests see real labels. */
export const testI18n = i18n.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common', 'auth', 'shell', 'landing', 'platform'],
  defaultNS: 'common',
  resources: {
    en: { common: enCommon, auth: enAuth, shell: enShell, landing: enLanding, platform: enPlatform },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});
