import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/** `<html lang>` follows the language the texts are shown in (screen readers, hyphenation, spelling). */
export function useDocumentLanguage() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    if (language) document.documentElement.lang = language;
  }, [language]);
}

/**
 * The pages of a signed-out visitor (sign-in, sign-up, landing): the tab says the portal's name in the
 * visitor's language; the signed-in shell names the company instead (documentTitle).
 */
export function SignedOutRoot() {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = t('appName');
  }, [t]);
  return <Outlet />;
}
