import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../locales/en/auth.json';
import enBilling from '../locales/en/billing.json';
import enBrands from '../locales/en/brands.json';
import enCommon from '../locales/en/common.json';
import enCompany from '../locales/en/company.json';
import enDocuments from '../locales/en/documents.json';
import enExports from '../locales/en/exports.json';
import enLanding from '../locales/en/landing.json';
import enNotifications from '../locales/en/notifications.json';
import enOnboarding from '../locales/en/onboarding.json';
import enPasswords from '../locales/en/passwords.json';
import enPaymentMethods from '../locales/en/paymentMethods.json';
import enPlatform from '../locales/en/platform.json';
import enProfile from '../locales/en/profile.json';
import enShell from '../locales/en/shell.json';
import enSignup from '../locales/en/signup.json';
import enSocial from '../locales/en/social.json';
import enStaff from '../locales/en/staff.json';
import enTeam from '../locales/en/team.json';
import enTopUp from '../locales/en/topUp.json';

/** The English texts, loaded synchronously so tests see real labels. */
export const testI18n = i18n.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: [
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
  ],
  defaultNS: 'common',
  resources: {
    en: {
      common: enCommon,
      auth: enAuth,
      shell: enShell,
      landing: enLanding,
      platform: enPlatform,
      signup: enSignup,
      passwords: enPasswords,
      team: enTeam,
      notifications: enNotifications,
      onboarding: enOnboarding,
      profile: enProfile,
      company: enCompany,
      brands: enBrands,
      social: enSocial,
      staff: enStaff,
      billing: enBilling,
      documents: enDocuments,
      exports: enExports,
      topUp: enTopUp,
      paymentMethods: enPaymentMethods,
    },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});
